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

/** The key of something kept for one account only (an unsaved draft): `name` under its id. */
export function userStorageKey(userId: string, name: string): string {
  return `${USER_PREFIX}${userId}:${name}`;
}

/**
 * Removes what was kept for any account in this browser, at sign-out: the next person to sign
 * in here must not find it. Also drafts kept before they had an owner (one key for everyone).
 */
export function removeUserStorage(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
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
