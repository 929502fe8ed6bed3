import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  folderOf,
  StorageUnavailableError,
  type ListedObject,
  type Storage,
  type SweepResult,
} from '#server/storage/storage.ts';
import { signFileKey } from '#server/storage/url-signing.ts';
import { isProcessRunning } from '#server/process-alive.ts';

const TEMPORARY_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * What the file system answers when the storage folder cannot be used, whatever the key: no
 * permission, a read-only or full file system (or quota, or a file-size limit), an I/O error, a
 * folder that is a file now, no file handles left.
 */
const storeFaultCodes = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EFBIG',
  'EIO',
  'ENOTDIR',
  'EEXIST',
  'EISDIR',
  'EMFILE',
  'ENFILE',
  'EBUSY',
]);

/** A failure of the storage folder as StorageUnavailableError; any other error unchanged. */
function storeFault(operation: StorageUnavailableError['operation'], error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && storeFaultCodes.has(code)
    ? new StorageUnavailableError(operation, code, { cause: error })
    : error;
}

/** A temporary file whose writer has ended (its pid is in the name), or one left for an hour. */
async function isAbandoned(file: string, name: string): Promise<boolean> {
  const pid = Number(/\.(\d+)-[0-9a-f-]{36}\.tmp$/.exec(name)?.[1]);
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isProcessRunning(pid))
    return true;
  try {
    return Date.now() - (await stat(file)).mtimeMs > TEMPORARY_MAX_AGE_MS;
  } catch {
    return false;
  }
}

/**
 * Files on local disk under DATA_DIR/storage. The content type is kept beside each file in a
 * `.meta` sidecar; signed URLs point at the app's own /api/files route.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly publicBaseUrl: string,
  ) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  /**
   * Both the sidecar and the file are written under temporary names and renamed into place,
   * sidecar first, so a reader never sees half a file and a crash at any point leaves either
   * nothing visible or a complete file, plus leftovers that `sweep` removes. Temporary names
   * carry the writer's pid, so a sweep can tell a dead writer's leftovers from a live writer's.
   * A write the folder refuses, also one cut off half-way (a full disk), removes what it wrote.
   */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const file = this.file(key);
    const tag = `${process.pid}-${randomUUID()}`;
    const temp = `${file}.${tag}.tmp`;
    const metaTemp = `${file}.meta.${tag}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body);
      await writeFile(metaTemp, JSON.stringify({ contentType }));
      await rename(metaTemp, `${file}.meta`);
      await rename(temp, file);
    } catch (error) {
      await Promise.allSettled([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
      throw storeFault('put', error);
    }
  }

  async get(key: string) {
    const file = this.file(key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta`, 'utf8')]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw storeFault('get', error);
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    try {
      await rm(file, { force: true });
      await rm(`${file}.meta`, { force: true });
    } catch (error) {
      throw storeFault('delete', error);
    }
  }

  /** Removes the whole folder, leftovers of interrupted writes included. */
  async deletePrefix(prefix: string): Promise<number> {
    const objects = await this.list(prefix);
    try {
      await rm(this.file(folderOf(prefix)), { recursive: true, force: true });
    } catch (error) {
      throw storeFault('delete', error);
    }
    return objects.length;
  }

  /**
   * Removes what interrupted writes and deletes left behind: temporary files of writers that no
   * longer run (or older than an hour), and sidecars without their file. Run at start.
   */
  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { temporary: 0, orphanedMeta: 0 };
    const walk = async (folder: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      const names = new Set(entries.map((entry) => entry.name));
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
        } else if (entry.name.endsWith('.tmp')) {
          if (await isAbandoned(full, entry.name)) {
            await rm(full, { force: true });
            result.temporary += 1;
          }
        } else if (entry.name.endsWith('.meta') && !names.has(entry.name.slice(0, -5))) {
          await rm(full, { force: true });
          result.orphanedMeta += 1;
        }
      }
    };
    await walk(this.root);
    return result;
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const dir = this.file(folderOf(prefix));
    const found: ListedObject[] = [];
    const walk = async (folder: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        // No such folder, or the prefix names a file: nothing is in it.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return;
        throw storeFault('list', error);
      }
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (!entry.name.endsWith('.meta') && !entry.name.endsWith('.tmp')) {
          const info = await stat(full);
          found.push({
            key: path.relative(this.root, full).split(path.sep).join('/'),
            size: info.size,
            updatedAt: info.mtime,
          });
        }
      }
    };
    await walk(dir);
    return found.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = signFileKey(this.secret, key, expires);
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return `${this.publicBaseUrl}/api/files/${encodedKey}?expires=${expires}&signature=${signature}`;
  }
}
