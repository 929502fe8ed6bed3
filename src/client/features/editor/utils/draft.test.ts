// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDocument } from '#client/features/editor/core/document.ts';
import { readDraft, writeDraft, type Draft } from '#client/features/editor/utils/draft.ts';
import { rememberSignedIn, removeUserStorage } from '#client/lib/local-storage.ts';

const draft: Draft = { name: 'Annas Sponsorenpost', games: 1, config: emptyDocument };

/** What the browser keeps, key by key. */
const stored = () => Object.keys(window.localStorage).sort();

afterEach(() => window.localStorage.clear());

describe('an editor draft in local storage', () => {
  it('is kept for the account signed in in this browser, and only while it is', () => {
    // A session read found Anna signed in.
    rememberSignedIn('anna');
    writeDraft('anna', undefined, draft);
    expect(readDraft('anna', undefined)).toEqual(draft);

    // She signs out (here or in another tab): her draft goes, and a write that comes after it
    // (the editor's timer, a tab that has not heard of the sign-out yet) keeps nothing.
    removeUserStorage();
    expect(stored()).toEqual([]);
    writeDraft('anna', undefined, draft);
    expect(stored()).toEqual([]);

    // Ben signs in at the same computer: Anna's editor, still open somewhere, writes nothing.
    rememberSignedIn('ben');
    writeDraft('anna', 'template-1', draft);
    expect(readDraft('anna', 'template-1')).toBeNull();
    writeDraft('ben', undefined, draft);
    expect(readDraft('ben', undefined)).toEqual(draft);
  });
});
