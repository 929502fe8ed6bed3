import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Storage } from '#server/storage/storage.ts';

export interface StorageContractOptions {
  /**
   * How far apart two writes must be for their times to differ: S3 reports LastModified in whole
   * seconds, the disk in nanoseconds.
   */
  timestampResolutionMs: number;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 254, 255]);
const bytes = (text: string) => new TextEncoder().encode(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A URL whose signature parameter has its first character changed. */
function withChangedSignature(url: string): string {
  const parsed = new URL(url);
  const name = [...parsed.searchParams.keys()].find((key) => /signature/i.test(key));
  if (!name) throw new Error(`no signature parameter in ${url}`);
  const signature = parsed.searchParams.get(name) ?? '';
  parsed.searchParams.set(name, `${signature.startsWith('a') ? 'b' : 'a'}${signature.slice(1)}`);
  return parsed.toString();
}

/** A URL signed as if it were five minutes ago. */
async function signedFiveMinutesAgo(
  storage: Storage,
  key: string,
  expiresInSeconds: number,
): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() - 5 * 60_000);
    return await storage.signedUrl(key, expiresInSeconds);
  } finally {
    vi.useRealTimers();
  }
}

/**
 * The behaviour every storage adapter promises (see storage.ts), run against a real backend.
 * Each test works under its own random folder, so tests need no cleanup between them.
 */
export function storageContract(
  name: string,
  makeStorage: () => Promise<Storage> | Storage,
  options: StorageContractOptions,
): void {
  describe(`${name} storage contract`, () => {
    let storage: Storage;
    let folder: string;

    beforeAll(async () => {
      storage = await makeStorage();
      folder = `contract-${randomUUID()}`;
    });

    const key = (rest: string) => `${folder}/${rest}`;

    it('gives back the bytes and content type that were put', async () => {
      await storage.put(key('logos/club.png'), png, 'image/png');
      const object = await storage.get(key('logos/club.png'));
      expect(object).not.toBeNull();
      expect([...(object?.body ?? [])]).toEqual([...png]);
      expect(object?.contentType).toBe('image/png');
    });

    it('overwrites an object put again under the same key', async () => {
      await storage.put(key('replace/a.txt'), bytes('first'), 'text/plain');
      await storage.put(key('replace/a.txt'), bytes('{"second":true}'), 'application/json');
      const object = await storage.get(key('replace/a.txt'));
      expect(new TextDecoder().decode(object?.body)).toBe('{"second":true}');
      expect(object?.contentType).toBe('application/json');
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await storage.get(key('missing/nothing.png'))).toBeNull();
    });

    it('deletes an object, and deleting a missing key is not an error', async () => {
      await storage.put(key('delete/a.png'), png, 'image/png');
      await storage.delete(key('delete/a.png'));
      expect(await storage.get(key('delete/a.png'))).toBeNull();
      await expect(storage.delete(key('delete/a.png'))).resolves.toBeUndefined();
      await expect(storage.delete(key('never/was.png'))).resolves.toBeUndefined();
    });

    it('lists the objects under a folder, newest first, with their sizes', async () => {
      // Written in alphabetical order, so a listing that is not sorted by time comes out wrong.
      await storage.put(key('list/a-older.png'), png, 'image/png');
      await sleep(options.timestampResolutionMs + 100);
      await storage.put(key('list/b-newer.txt'), bytes('hello'), 'text/plain');
      const listed = await storage.list(key('list'));
      expect(listed.map((object) => object.key)).toEqual([
        key('list/b-newer.txt'),
        key('list/a-older.png'),
      ]);
      expect(listed.map((object) => object.size)).toEqual([5, png.length]);
      const [newer, older] = listed;
      expect(newer?.updatedAt.getTime()).toBeGreaterThan(older?.updatedAt.getTime() ?? Infinity);
      expect(Math.abs((newer?.updatedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('lists only the folder asked for, not its namesakes', async () => {
      await storage.put(key('users/u1/a.png'), png, 'image/png');
      await storage.put(key('users/u1/deep/b.png'), png, 'image/png');
      await storage.put(key('users/u10/c.png'), png, 'image/png');
      await storage.put(key('users/u2/d.png'), png, 'image/png');
      const keys = (await storage.list(key('users/u1'))).map((object) => object.key).sort();
      expect(keys).toEqual([key('users/u1/a.png'), key('users/u1/deep/b.png')]);
      const withSlash = (await storage.list(key('users/u1/'))).map((object) => object.key).sort();
      expect(withSlash).toEqual(keys);
      expect(await storage.list(key('users/nobody'))).toEqual([]);
      expect(await storage.list(key('users/u1/a.png'))).toEqual([]);
    });

    it('deletes a folder, counts what it removed and leaves the rest', async () => {
      await storage.put(key('purge/u1/a.png'), png, 'image/png');
      await storage.put(key('purge/u1/thumbs/a.png'), png, 'image/png');
      await storage.put(key('purge/u1/b.png'), png, 'image/png');
      await storage.put(key('purge/u10/keep.png'), png, 'image/png');
      await storage.put(key('purge/u2/keep.png'), png, 'image/png');

      expect(await storage.deletePrefix(key('purge/u1'))).toBe(3);
      expect(await storage.list(key('purge/u1'))).toEqual([]);
      expect(await storage.get(key('purge/u1/thumbs/a.png'))).toBeNull();
      expect(await storage.get(key('purge/u10/keep.png'))).not.toBeNull();
      expect(await storage.get(key('purge/u2/keep.png'))).not.toBeNull();
      expect(await storage.deletePrefix(key('purge/u1'))).toBe(0);
    });

    it.each([
      '../x',
      '/abs',
      'a//b',
      'a/./b',
      'a/../b',
      '',
      'a b',
      'a\\b',
      'ümlaut',
      'a.png.meta',
      'a.tmp',
    ])('refuses the key %j', async (bad) => {
      const refused = /Invalid storage key/;
      await expect(storage.put(bad, png, 'image/png')).rejects.toThrow(refused);
      await expect(storage.get(bad)).rejects.toThrow(refused);
      await expect(storage.delete(bad)).rejects.toThrow(refused);
      await expect(storage.signedUrl(bad, 60)).rejects.toThrow(refused);
    });

    it.each(['', '/', '../', '..', '/abs', 'a//b'])(
      'refuses to list or delete the folder %j',
      async (bad) => {
        await expect(storage.list(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.deletePrefix(bad)).rejects.toThrow(/Invalid storage key/);
      },
    );

    it('serves a signed URL over HTTP with the bytes and content type', async () => {
      await storage.put(key('signed/logo.png'), png, 'image/png');
      const url = await storage.signedUrl(key('signed/logo.png'), 60);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...png]);
    });

    it('refuses a signed URL whose signature was changed', async () => {
      await storage.put(key('signed/tampered.png'), png, 'image/png');
      const url = await storage.signedUrl(key('signed/tampered.png'), 60);
      const response = await fetch(withChangedSignature(url));
      expect(response.status).toBe(403);
      expect(new Uint8Array(await response.arrayBuffer())).not.toEqual(png);
    });

    it("refuses a signed URL carried over to another object's key", async () => {
      await storage.put(key('signed/mine.png'), png, 'image/png');
      await storage.put(key('signed/theirs.png'), png, 'image/png');
      const url = await storage.signedUrl(key('signed/mine.png'), 60);
      const moved = url.replace('signed/mine.png', 'signed/theirs.png');
      expect(moved).not.toBe(url);
      expect((await fetch(moved)).status).toBe(403);
    });

    it('refuses a signed URL after the time it was given, not before', async () => {
      await storage.put(key('signed/expiry.png'), png, 'image/png');
      const expired = await signedFiveMinutesAgo(storage, key('signed/expiry.png'), 60);
      expect((await fetch(expired)).status).toBe(403);
      const stillValid = await signedFiveMinutesAgo(storage, key('signed/expiry.png'), 3600);
      expect((await fetch(stillValid)).status).toBe(200);
    });
  });
}
