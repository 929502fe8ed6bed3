// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '#client/i18n/i18n.ts';
import { createEditor } from '#client/features/editor/core/editor.ts';
import { EditorToolbar } from '#client/features/editor/components/editor-toolbar.tsx';

beforeAll(() => i18nReady);
afterEach(cleanup);

const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('EditorToolbar', () => {
  it('adds a text, and undo and redo are offered only when there is something to take back', () => {
    const editor = createEditor();
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    expect(button(/^Rückgängig/).disabled).toBe(true);
    expect(button(/^Wiederholen/).disabled).toBe(true);

    fireEvent.click(button(/^Text$/));
    expect(editor.document.elements.map((element) => element.type)).toEqual(['text']);
    expect(button(/^Rückgängig/).disabled).toBe(false);
    expect(button(/^Wiederholen/).disabled).toBe(true);

    fireEvent.click(button(/^Rückgängig/));
    expect(editor.document.elements).toEqual([]);
    expect(button(/^Rückgängig/).disabled).toBe(true);
    expect(button(/^Wiederholen/).disabled).toBe(false);

    fireEvent.click(button(/^Wiederholen/));
    expect(editor.document.elements.map((element) => element.type)).toEqual(['text']);
  });

  it('duplicates and deletes the selection, and offers neither without one', () => {
    const editor = createEditor();
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    expect(button(/^Duplizieren/).disabled).toBe(true);
    expect(button(/^Löschen/).disabled).toBe(true);

    fireEvent.click(button(/^Text$/));
    fireEvent.click(button(/^Duplizieren/));
    expect(editor.document.elements).toHaveLength(2);
    fireEvent.click(button(/^Löschen/));
    expect(editor.document.elements).toHaveLength(1);
  });

  it('asks for an image through the picker and adds nothing in preview', () => {
    const editor = createEditor();
    let picker = 0;
    render(<EditorToolbar editor={editor} onAddImage={() => (picker += 1)} />);
    fireEvent.click(button(/^Logo\/Bild$/));
    expect(picker).toBe(1);

    act(() => void editor.dispatch('set-mode', { mode: 'preview' }));
    expect(button(/^Text$/).disabled).toBe(true);
    expect(button(/^Logo\/Bild$/).disabled).toBe(true);
    fireEvent.click(button(/^Text$/));
    expect(editor.document.elements).toEqual([]);
  });

  it('shows the zoom in percent and changes it', () => {
    const editor = createEditor({ container: { width: 1000, height: 1000 } });
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    act(() => void editor.dispatch('zoom-to', { zoom: 1 }));
    expect(screen.getByTestId('editor-zoom').textContent).toBe('100 %');
    fireEvent.click(button(/^Vergrössern/));
    const zoomed = screen.getByTestId('editor-zoom').textContent;
    expect(zoomed).not.toBe('100 %');
    expect(zoomed).toBe(`${Math.round(editor.state.viewport.zoom * 100)} %`);
  });
});
