import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { i18nReady } from '#client/i18n/i18n.ts';
import { createEditor, type Editor } from '#client/features/editor/core/editor.ts';
import type { EditorOptions } from '#client/features/editor/core/state.ts';

/**
 * What the editor's component tests share: the texts loaded (German, the default language) before
 * the file's tests, the rendered DOM removed after each. Call once at the top of a test file that
 * runs in happy-dom.
 */
export function setUpComponentTests(): void {
  beforeAll(() => i18nReady);
  afterEach(cleanup);
}

/** A real editor core, with the given changes made to it (each a core command) as a user would. */
export function editorWith(
  options: EditorOptions,
  change: (editor: Editor) => void = () => {},
): Editor {
  const editor = createEditor(options);
  act(() => change(editor));
  return editor;
}

/** An element of the editor's document by its id. */
export const elementOf = (editor: Editor, id: string) =>
  editor.document.elements.find((candidate) => candidate.id === id);

/** Renders `ui` with a query client of its own, as the app's providers give one. */
export const renderWithQueries = (ui: ReactNode, client = new QueryClient()) =>
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

/** A button by its accessible name. */
export const buttonNamed = (name: string | RegExp) =>
  screen.getByRole('button', { name }) as HTMLButtonElement;
