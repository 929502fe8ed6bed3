import type { Storage } from '#server/storage/storage.ts';

/**
 * A signed URL of `key` for `expiresInSeconds`, or null when the storage cannot sign it (a file
 * it no longer has, a storage that does not answer): `failed` hears why, so a list can leave the
 * item out with a warning and show the others.
 */
export async function signedUrlOrNull(
  storage: Pick<Storage, 'signedUrl'>,
  key: string,
  expiresInSeconds: number,
  failed: (error: unknown) => void = () => {},
): Promise<string | null> {
  try {
    return await storage.signedUrl(key, expiresInSeconds);
  } catch (error) {
    failed(error);
    return null;
  }
}
