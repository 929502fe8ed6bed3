import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  folderOf,
  StorageUnavailableError,
  type ListedObject,
  type Storage,
  type SweepResult,
} from '#server/storage/storage.ts';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** How a request that never got an answer fails: refused, dropped or timed out. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface S3Failure {
  name?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/**
 * A failure that is the store's, as StorageUnavailableError: no answer (network, timeout), a 5xx
 * (after the client's own retries), or a bucket that is gone or refuses us (403, NoSuchBucket:
 * keys are the app's own, so that is never the caller's doing). Any other error unchanged.
 */
function storeFault(operation: StorageUnavailableError['operation'], error: unknown): unknown {
  const failure = (error ?? {}) as S3Failure;
  const status = failure.$metadata?.httpStatusCode;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const reason =
    networkCodes.has(code) || failure.name === 'TimeoutError'
      ? code || 'timeout'
      : status !== undefined && (status >= 500 || status === 403)
        ? `HTTP ${status}`
        : failure.name === 'NoSuchBucket'
          ? 'NoSuchBucket'
          : null;
  return reason === null ? error : new StorageUnavailableError(operation, reason, { cause: error });
}

/** Files in an S3-compatible bucket; signed URLs are S3 presigned GET URLs. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    const clientConfig: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Only send and verify checksums where S3 demands them; many compatible servers lack them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request (503 STORAGE_UNAVAILABLE) instead of
      // holding it open: three seconds to connect, thirty of silence on an open connection.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    };
    if (options.endpoint) clientConfig.endpoint = options.endpoint;
    if (options.accessKeyId && options.secretAccessKey) {
      clientConfig.credentials = {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      };
    }
    this.client = new S3Client(clientConfig);
    this.bucket = options.bucket;
  }

  /** A PUT either stores the whole object or none: an upload cut off half-way leaves nothing. */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    } catch (error) {
      throw storeFault('put', error);
    }
  }

  async get(key: string) {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!result.Body) return null;
      const body = await result.Body.transformToByteArray();
      return { body, contentType: result.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw storeFault('get', error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storeFault('delete', error);
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const objects = await this.list(prefix);
    try {
      for (let i = 0; i < objects.length; i += 1000) {
        const batch = objects.slice(i, i + 1000);
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((object) => ({ Key: object.key })), Quiet: true },
          }),
        );
      }
    } catch (error) {
      throw storeFault('delete', error);
    }
    return objects.length;
  }

  async list(prefix: string): Promise<ListedObject[]> {
    // S3 prefixes are plain string prefixes: the slash keeps `users/u1` from matching `users/u10`.
    const folder = `${folderOf(prefix)}/`;
    const found: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: folder,
            ContinuationToken: token,
          }),
        )
        .catch((error: unknown) => {
          throw storeFault('list', error);
        });
      for (const item of page.Contents ?? []) {
        if (item.Key) {
          found.push({
            key: item.Key,
            size: item.Size ?? 0,
            updatedAt: item.LastModified ?? new Date(0),
          });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  /** A PUT to S3 is atomic: an interrupted upload leaves no object behind. */
  async sweep(): Promise<SweepResult> {
    return { temporary: 0, orphanedMeta: 0 };
  }
}
