/**
 * localStorage that never throws: private modes and blocked storage make it fail, and a
 * preference that cannot be saved must not break the page.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

const USER_PREFIX = 'matchpost-user:';

/**
 * The account signed in in this browser, noted by every session read and removed at sign-out:
 * what is kept for one account is written only while that account is signed in here, and the
 * other tabs of the app hear of a sign-out through it (`onSignedInChange`).
 */
const SIGNED_IN_KEY = 'matchpost-signed-in';

/** The key of something kept for one account only (an unsaved draft): `name` under its id. */
export function userStorageKey(userId: string, name: string): string {
  return `${USER_PREFIX}${userId}:${name}`;
}

/** Notes the account a session read found signed in (only a change is written). */
export function rememberSignedIn(userId: string): void {
  if (readStorage(SIGNED_IN_KEY) !== userId) writeStorage(SIGNED_IN_KEY, userId);
}

/**
 * Keeps `value` for the account, unless it is no longer the one signed in in this browser: a
 * write that comes after a sign-out (a tab that has not heard of it yet, a timer of the page
 * being left) would leave the account's work for the next person at this computer.
 */
export function writeUserStorage(userId: string, name: string, value: string): void {
  if (readStorage(SIGNED_IN_KEY) !== userId) return;
  writeStorage(userStorageKey(userId, name), value);
}

/**
 * Removes what was kept for any account in this browser, at sign-out: the next person to sign
 * in here must not find it. Also drafts kept before they had an owner (one key for everyone).
 */
export function removeUserStorage(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [SIGNED_IN_KEY];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(USER_PREFIX) || key?.startsWith('matchpost-editor-draft:'))
        keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

/**
 * Calls `changed` when another tab of the app signs out or signs another account in (the
 * browser tells every other tab of a change to local storage); answers the unsubscribe.
 */
export function onSignedInChange(changed: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // `key` null: the whole storage was cleared.
    if (event.key === SIGNED_IN_KEY || event.key === null) changed();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
