import { afterAll, beforeAll } from 'vitest';
import { S3Storage } from '#server/storage/s3-storage.ts';
import { storageContract } from '#server/storage/storage.contract.ts';
import { startS3TestServer, type S3TestServer } from '#server/testing/s3-test-server.ts';

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await s3?.stop();
});

storageContract(
  'S3 (s3rver)',
  () =>
    new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    }),
  { timestampResolutionMs: 1000 },
);
