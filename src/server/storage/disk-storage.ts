import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  folderOf,
  type ListedObject,
  type Storage,
} from '#server/storage/storage.ts';
import { signFileKey } from '#server/storage/url-signing.ts';

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

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, body);
    await writeFile(`${file}.meta`, JSON.stringify({ contentType }));
    await rename(temp, file);
  }

  async get(key: string) {
    const file = this.file(key);
    try {
      const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta`, 'utf8')]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.meta`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const objects = await this.list(prefix);
    await Promise.all(objects.map((object) => this.delete(object.key)));
    return objects.length;
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
        throw error;
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
