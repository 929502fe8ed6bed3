import { useSyncExternalStore } from 'react';

/**
 * The background photo under the post. It lives outside the URL (a shared link should not carry
 * someone's photo) and outside any one screen, so going back to the game selection keeps it.
 * A collection item is exported by id; a local one (anonymous visitors) exists only in this tab.
 */
export type ChosenBackground =
  | { kind: 'collection'; id: string; url: string; name: string }
  | { kind: 'local'; url: string; name: string };

let chosen: ChosenBackground | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseBackground(next: ChosenBackground | null): void {
  if (chosen?.kind === 'local' && chosen.url !== next?.url) URL.revokeObjectURL(chosen.url);
  chosen = next;
  for (const listener of listeners) listener();
}

export function useChosenBackground(): ChosenBackground | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
}
