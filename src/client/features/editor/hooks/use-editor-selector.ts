import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Editor } from '#client/features/editor/core/editor.ts';
import type { EditorState } from '#client/features/editor/core/state.ts';

/**
 * A slice of the editor's state for a component: it renders again only when the slice changes
 * (by `equal`), so a drag on the canvas does not redraw the side panels.
 */
export function useEditorSelector<T>(
  editor: Editor,
  selector: (state: EditorState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{
    state: EditorState;
    selector: (state: EditorState) => T;
    value: T;
  } | null>(null);
  const subscribe = useCallback((listener: () => void) => editor.subscribe(listener), [editor]);
  const getSnapshot = () => {
    const state = editor.state;
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    if (cached && equal(cached.value, value)) {
      cache.current = { state, selector, value: cached.value };
      return cached.value;
    }
    cache.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Equal when both are arrays (or objects) with the same JSON: for small derived lists. */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useEditorState(editor: Editor): EditorState {
  return useEditorSelector(editor, (state) => state);
}
