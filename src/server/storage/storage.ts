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
  /** Removes every object under the prefix; answers how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  /** Objects under the prefix, newest first. */
  list(prefix: string): Promise<ListedObject[]>;
  /** A URL that serves the object to anyone holding it until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** Keys may not climb out of their folder or carry odd characters. */
export function assertValidKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    !/^[A-Za-z0-9._\-/]+$/.test(key)
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
