// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { sampleGames } from '#client/features/editor/utils/sample-games.ts';
import { EditorCanvas } from '#client/features/editor/components/editor-canvas.tsx';
import {
  editorWith,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

const drawnIds = () =>
  [...screen.getByTestId('editor-post').querySelectorAll('[data-element-id]')].map((group) =>
    group.getAttribute('data-element-id'),
  );

const onCanvas = { container: { width: 800, height: 1000 } };
const addRect = (editor: Editor) => void editor.dispatch('add-shape', { shape: 'rect' });

describe('EditorCanvas', () => {
  it('draws every element, a data field by its name, and follows changes', () => {
    const editor = editorWith(onCanvas, (editor) => {
      editor.dispatch('add-text', { content: 'Heimsieg' });
      editor.dispatch('add-field', { field: 'headline' });
    });
    render(<EditorCanvas editor={editor} previewGames={null} />);
    const post = screen.getByTestId('editor-post');
    expect(drawnIds()).toEqual(editor.document.elements.map((element) => element.id));
    expect(post.textContent).toContain('Heimsieg');
    expect(post.textContent).toContain('Titel (Spielvorschau, Resultat)');

    act(() => void editor.dispatch('add-shape', { shape: 'rect' }));
    expect(drawnIds()).toHaveLength(3);
    act(() => void editor.dispatch('undo'));
    act(() => void editor.dispatch('undo'));
    expect(post.textContent).not.toContain('Titel (Spielvorschau, Resultat)');
    expect(drawnIds()).toHaveLength(1);
  });

  it('shows the preview with games in the person’s language', async () => {
    const editor = editorWith(onCanvas, (editor) => {
      editor.dispatch('add-field', { field: 'headline' });
    });
    const { unmount } = render(
      <EditorCanvas editor={editor} previewGames={sampleGames.slice(0, 1)} />,
    );
    expect(screen.getByTestId('editor-post').textContent).toMatch(/Spielvorschau/i);
    unmount();
    await act(async () => void (await i18n.changeLanguage('it')));
    try {
      render(<EditorCanvas editor={editor} previewGames={sampleGames.slice(0, 1)} />);
      const shown = screen.getByTestId('editor-post').textContent;
      expect(shown).toMatch(/Prossima partita/i);
      expect(shown).not.toMatch(/Spielvorschau/i);
    } finally {
      await act(async () => void (await i18n.changeLanguage('de')));
    }
  });

  it('frames the selection with handles while editing, and not in preview or read-only', () => {
    const editor = editorWith(onCanvas, addRect);
    const { container, unmount } = render(<EditorCanvas editor={editor} previewGames={null} />);
    expect(screen.getByTestId('editor-selection')).toBeTruthy();
    expect(container.querySelectorAll('[data-handle]').length).toBeGreaterThan(0);
    expect(container.querySelector('#editor-grid')).not.toBeNull();

    act(() => void editor.dispatch('deselect'));
    expect(screen.queryByTestId('editor-selection')).toBeNull();
    act(() => void editor.dispatch('select', { ids: [editor.document.elements[0]!.id] }));
    act(() => void editor.dispatch('set-mode', { mode: 'preview' }));
    expect(screen.queryByTestId('editor-selection')).toBeNull();
    expect(container.querySelectorAll('[data-handle]')).toHaveLength(0);
    expect(container.querySelector('#editor-grid')).toBeNull();
    unmount();

    act(() => void editor.dispatch('set-mode', { mode: 'edit' }));
    const readOnly = render(<EditorCanvas editor={editor} previewGames={null} readOnly />);
    expect(screen.queryByTestId('editor-selection')).toBeNull();
    expect(readOnly.container.querySelectorAll('[data-handle]')).toHaveLength(0);
    expect(readOnly.container.querySelector('#editor-grid')).toBeNull();
  });

  it('sends keys to the editor, but not while the user types in a field', () => {
    const editor = editorWith(onCanvas, addRect);
    render(
      <>
        <input aria-label="Name" />
        <EditorCanvas editor={editor} previewGames={null} />
      </>,
    );
    act(() => {
      screen
        .getByLabelText('Name')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    });
    expect(editor.document.elements).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    });
    expect(editor.document.elements).toEqual([]);
  });
});
