// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { LayerList } from '#client/features/editor/components/layer-list.tsx';
import {
  editorWith,
  elementOf,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

/** Three layers, bottom to top: a text, a rectangle, a text; the top one selected. */
const threeLayers = () =>
  editorWith({}, (editor) => {
    editor.dispatch('add-text', { content: 'Heimsieg' });
    editor.dispatch('add-shape', { shape: 'rect' });
    editor.dispatch('add-text', { content: 'Auswärts' });
  });

const rowButtons = () =>
  within(screen.getByTestId('layer-list'))
    .getAllByRole('button', { pressed: undefined })
    .filter((button) => button.hasAttribute('aria-pressed'));

const rowNames = () => rowButtons().map((button) => button.textContent);

/** The document's elements from the top of the stack down, by their content or type. */
const stackTopFirst = (editor: Editor) =>
  [...editor.document.elements]
    .reverse()
    .map((element) => ('content' in element ? element.content : element.type));

describe('LayerList', () => {
  it('says there are no elements yet, then lists each new one at the top', () => {
    const editor = editorWith({});
    render(<LayerList editor={editor} />);
    expect(screen.getByText(/Noch keine Elemente/)).toBeTruthy();
    expect(screen.queryByTestId('layer-list')).toBeNull();

    act(() => void editor.dispatch('add-text', { content: 'Heimsieg' }));
    act(() => void editor.dispatch('add-text', { content: 'Auswärts' }));
    expect(screen.queryByText(/Noch keine Elemente/)).toBeNull();
    expect(rowNames()).toEqual(['Auswärts', 'Heimsieg']);
  });

  it('shows a shape by its colour and a text by its icon', () => {
    render(<LayerList editor={threeLayers()} />);
    const [top, middle] = rowButtons();
    expect(within(middle!).queryByTestId('layer-swatch')).not.toBeNull();
    expect(within(top!).queryByTestId('layer-swatch')).toBeNull();
  });

  it('selects the clicked layer, and adds to the selection with Shift', () => {
    const editor = threeLayers();
    render(<LayerList editor={editor} />);
    const pressed = () => rowButtons().map((button) => button.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['true', 'false', 'false']);

    fireEvent.click(rowButtons()[2]!);
    expect(editor.state.selection).toEqual([editor.document.elements[0]!.id]);
    expect(pressed()).toEqual(['false', 'false', 'true']);

    fireEvent.click(rowButtons()[1]!, { shiftKey: true });
    expect([...editor.state.selection].sort()).toEqual(
      [editor.document.elements[0]!.id, editor.document.elements[1]!.id].sort(),
    );
    expect(pressed()).toEqual(['false', 'true', 'true']);
  });

  it('renames a layer with the pencil: Enter keeps the name, and it can be undone', () => {
    const editor = threeLayers();
    const id = editor.document.elements[2]!.id;
    render(<LayerList editor={editor} />);
    fireEvent.click(screen.getByRole('button', { name: 'Auswärts umbenennen' }));
    const field = screen.getByLabelText('Name der Ebene') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('Auswärts');

    fireEvent.input(field, { target: { value: 'Schlagzeile' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(elementOf(editor, id)?.name).toBe('Schlagzeile');
    expect(screen.queryByLabelText('Name der Ebene')).toBeNull();
    expect(rowNames()[0]).toBe('Schlagzeile');

    act(() => void editor.dispatch('undo'));
    expect(elementOf(editor, id)?.name).toBeUndefined();
    expect(rowNames()[0]).toBe('Auswärts');
  });

  it('opens the name on a double click; Escape drops what was typed, leaving the field keeps it', () => {
    const editor = threeLayers();
    const id = editor.document.elements[0]!.id;
    render(<LayerList editor={editor} />);
    fireEvent.dblClick(rowButtons()[2]!);
    let field = screen.getByLabelText('Name der Ebene');
    fireEvent.input(field, { target: { value: 'Verworfen' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(elementOf(editor, id)?.name).toBeUndefined();
    expect(screen.queryByLabelText('Name der Ebene')).toBeNull();

    fireEvent.dblClick(rowButtons()[2]!);
    field = screen.getByLabelText('Name der Ebene');
    fireEvent.input(field, { target: { value: 'Behalten' } });
    act(() => field.focus());
    act(() => field.blur());
    expect(elementOf(editor, id)?.name).toBe('Behalten');
  });

  it('keeps the editor’s keys away while a name is typed', () => {
    const editor = threeLayers();
    render(<LayerList editor={editor} />);
    const keys: string[] = [];
    window.addEventListener('keydown', (event) => keys.push(event.key));
    fireEvent.click(screen.getByRole('button', { name: 'Auswärts umbenennen' }));
    fireEvent.keyDown(screen.getByLabelText('Name der Ebene'), { key: 'Delete' });
    expect(keys).toEqual([]);
    expect(editor.document.elements).toHaveLength(3);
  });

  it('moves a layer to the place its grip is dragged to, and leaves the stack as it was on a cancel', () => {
    const editor = threeLayers();
    render(<LayerList editor={editor} />);
    const grips = () => screen.getAllByTestId('layer-grip');
    expect(stackTopFirst(editor)).toEqual(['Auswärts', 'rect', 'Heimsieg']);

    // Rows are 40 px high and the list starts at the top of the page: 90 px is the third row.
    fireEvent.pointerDown(grips()[0]!, { pointerId: 1, clientY: 10 });
    fireEvent.pointerMove(grips()[0]!, { pointerId: 1, clientY: 90 });
    fireEvent.pointerUp(grips()[0]!, { pointerId: 1, clientY: 90 });
    expect(stackTopFirst(editor)).toEqual(['rect', 'Heimsieg', 'Auswärts']);
    expect(rowNames()[2]).toBe('Auswärts');

    fireEvent.pointerDown(grips()[2]!, { pointerId: 2, clientY: 90 });
    fireEvent.pointerMove(grips()[2]!, { pointerId: 2, clientY: 10 });
    fireEvent.pointerCancel(grips()[2]!, { pointerId: 2 });
    fireEvent.pointerUp(grips()[2]!, { pointerId: 2, clientY: 10 });
    expect(stackTopFirst(editor)).toEqual(['rect', 'Heimsieg', 'Auswärts']);
  });
});
