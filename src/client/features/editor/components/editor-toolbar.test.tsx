// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createEditor } from '#client/features/editor/core/editor.ts';
import { EditorToolbar } from '#client/features/editor/components/editor-toolbar.tsx';
import {
  buttonNamed,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

describe('EditorToolbar', () => {
  it('adds a text, and undo and redo are offered only when there is something to take back', () => {
    const editor = createEditor();
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    expect(buttonNamed(/^Rückgängig/).disabled).toBe(true);
    expect(buttonNamed(/^Wiederholen/).disabled).toBe(true);

    fireEvent.click(buttonNamed(/^Text$/));
    expect(editor.document.elements.map((element) => element.type)).toEqual(['text']);
    expect(buttonNamed(/^Rückgängig/).disabled).toBe(false);
    expect(buttonNamed(/^Wiederholen/).disabled).toBe(true);

    fireEvent.click(buttonNamed(/^Rückgängig/));
    expect(editor.document.elements).toEqual([]);
    expect(buttonNamed(/^Rückgängig/).disabled).toBe(true);
    expect(buttonNamed(/^Wiederholen/).disabled).toBe(false);

    fireEvent.click(buttonNamed(/^Wiederholen/));
    expect(editor.document.elements.map((element) => element.type)).toEqual(['text']);
  });

  it('duplicates and deletes the selection, and offers neither without one', () => {
    const editor = createEditor();
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    expect(buttonNamed(/^Duplizieren/).disabled).toBe(true);
    expect(buttonNamed(/^Löschen/).disabled).toBe(true);

    fireEvent.click(buttonNamed(/^Text$/));
    fireEvent.click(buttonNamed(/^Duplizieren/));
    expect(editor.document.elements).toHaveLength(2);
    fireEvent.click(buttonNamed(/^Löschen/));
    expect(editor.document.elements).toHaveLength(1);
  });

  it('asks for an image through the picker and adds nothing in preview', () => {
    const editor = createEditor();
    let picker = 0;
    render(<EditorToolbar editor={editor} onAddImage={() => (picker += 1)} />);
    fireEvent.click(buttonNamed(/^Logo\/Bild$/));
    expect(picker).toBe(1);

    act(() => void editor.dispatch('set-mode', { mode: 'preview' }));
    expect(buttonNamed(/^Text$/).disabled).toBe(true);
    expect(buttonNamed(/^Logo\/Bild$/).disabled).toBe(true);
    fireEvent.click(buttonNamed(/^Text$/));
    expect(editor.document.elements).toEqual([]);
  });

  it('shows the zoom in percent and changes it', () => {
    const editor = createEditor({ container: { width: 1000, height: 1000 } });
    render(<EditorToolbar editor={editor} onAddImage={() => {}} />);
    act(() => void editor.dispatch('zoom-to', { zoom: 1 }));
    expect(screen.getByTestId('editor-zoom').textContent).toBe('100 %');
    fireEvent.click(buttonNamed(/^Vergrössern/));
    const zoomed = screen.getByTestId('editor-zoom').textContent;
    expect(zoomed).not.toBe('100 %');
    expect(zoomed).toBe(`${Math.round(editor.state.viewport.zoom * 100)} %`);
  });
});
