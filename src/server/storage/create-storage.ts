import type { Config } from '#server/config/env.ts';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import { S3Storage } from '#server/storage/s3-storage.ts';
import type { Storage } from '#server/storage/storage.ts';

export function createStorage(config: Config): Storage {
  const storage = config.storage;
  if (storage.kind === 's3') return new S3Storage(storage);
  return new DiskStorage(storage.dir, config.appSecret, config.appUrl);
}
