import type { Config } from '#server/config/env.ts';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import type { Storage } from '#server/storage/storage.ts';

/** The configured storage; the S3 client is loaded only when S3 is configured (it is large). */
export async function createStorage(config: Config): Promise<Storage> {
  const storage = config.storage;
  if (storage.kind === 's3') {
    const { S3Storage } = await import('#server/storage/s3-storage.ts');
    return new S3Storage(storage);
  }
  return new DiskStorage(storage.dir, config.appSecret, config.appUrl);
}
