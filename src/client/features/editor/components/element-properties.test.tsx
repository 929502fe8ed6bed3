// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createEditor } from '#client/features/editor/core/editor.ts';
import { ElementProperties } from '#client/features/editor/components/element-properties.tsx';
import {
  editorWith,
  elementOf,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

describe('ElementProperties', () => {
  it('asks to select an element, then shows the selected text’s properties', () => {
    const editor = createEditor();
    render(<ElementProperties editor={editor} />);
    expect(screen.getByText(/Wähle ein Element/)).toBeTruthy();
    expect(screen.queryByTestId('element-properties')).toBeNull();

    act(() => void editor.dispatch('add-text', { content: 'Heimsieg' }));
    expect(screen.getByTestId('element-properties')).toBeTruthy();
    expect((screen.getByTestId('prop-content') as HTMLTextAreaElement).value).toBe('Heimsieg');
    expect(screen.getByText('Text', { selector: 'p' })).toBeTruthy();
  });

  it('writes a changed content, size and opacity into the document', () => {
    const editor = editorWith({}, (editor) => editor.dispatch('add-text', { content: 'Heimsieg' }));
    const [id] = editor.state.selection;
    render(<ElementProperties editor={editor} />);

    fireEvent.input(screen.getByTestId('prop-content'), { target: { value: 'Auswärtssieg' } });
    fireEvent.input(screen.getByTestId('prop-font-size'), { target: { value: '88' } });
    fireEvent.input(screen.getByTestId('prop-opacity'), { target: { value: '40' } });
    expect(elementOf(editor, id!)).toMatchObject({
      content: 'Auswärtssieg',
      fontSize: 88,
      opacity: 0.4,
    });
  });

  it('gives a rectangle a size and a corner radius instead of text fields', () => {
    const editor = editorWith({}, (editor) => editor.dispatch('add-shape', { shape: 'rect' }));
    const [id] = editor.state.selection;
    render(<ElementProperties editor={editor} />);
    expect(screen.queryByTestId('prop-content')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seitenverhältnis beibehalten' })).toBeNull();

    fireEvent.input(screen.getByTestId('prop-width'), { target: { value: '321' } });
    fireEvent.input(screen.getByLabelText('Eckenradius'), { target: { value: '12' } });
    expect(elementOf(editor, id!)).toMatchObject({ width: 321, rx: 12, ry: 12 });
  });

  it('counts a selection of several elements instead of showing one', () => {
    const editor = editorWith({}, (editor) => {
      editor.dispatch('add-text', { content: 'Neuer Text' });
      editor.dispatch('add-shape', { shape: 'ellipse' });
      editor.dispatch('select', { ids: editor.document.elements.map((e) => e.id) });
    });
    render(<ElementProperties editor={editor} />);
    expect(screen.getByText(/2 Elemente ausgewählt/)).toBeTruthy();
    expect(screen.queryByTestId('element-properties')).toBeNull();
  });
});
