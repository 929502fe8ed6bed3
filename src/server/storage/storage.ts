/**
 * Where user files (logos, backgrounds, thumbnails) live. Keys are slash-separated paths such as
 * `backgrounds/{userId}/{timestamp}.jpg`; adapters: local disk (default) and S3-compatible storage.
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

export interface ListedObject {
  key: string;
  size: number;
  updatedAt: Date;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every object in the folder and its sub-folders; answers how many were removed.
   * `users/u1` never touches `users/u10`.
   */
  deletePrefix(prefix: string): Promise<number>;
  /** Objects in the folder (a key, trailing slash optional) and its sub-folders, newest first. */
  list(prefix: string): Promise<ListedObject[]>;
  /** A URL that serves the object to anyone holding it until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** Removes what interrupted writes left behind (run at start); S3 writes are atomic. */
  sweep(): Promise<SweepResult>;
}

/**
 * The store could not do what was asked, and not for anything the caller or the key did: a disk
 * that refuses to write (permissions, a read-only or full file system, a folder that is no
 * longer a folder) or an object store that is down, times out or answers 5xx. Every adapter
 * throws it for such failures, so a caller answers 503 STORAGE_UNAVAILABLE with Retry-After
 * (health/unavailable.ts) instead of a 500, whatever the adapter. `reason` is for the log: the
 * system's error code or the store's HTTP status.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(
    readonly operation: 'put' | 'get' | 'delete' | 'list',
    readonly reason: string,
    options: { cause: unknown },
  ) {
    super(`storage ${operation} failed: ${reason}`, options);
  }
}

export interface SweepResult {
  /** Half-written files of writers that no longer run. */
  temporary: number;
  /** Content-type sidecars whose file is gone. */
  orphanedMeta: number;
}

/**
 * Keys may not climb out of their folder or carry odd characters. The `.meta` and `.tmp` endings
 * are the disk adapter's own files (content type, half-written upload) and are refused everywhere,
 * so a key behaves the same on every adapter.
 */
export function assertValidKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    !/^[A-Za-z0-9._\-/]+$/.test(key) ||
    /\.(meta|tmp)$/.test(key)
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * The folder a list or delete works on, without its trailing slash. An empty or odd folder is
 * refused, so a missing id can never widen a delete to the whole store.
 */
export function folderOf(prefix: string): string {
  const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertValidKey(folder);
  return folder;
}
