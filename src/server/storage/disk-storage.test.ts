import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import { storageContract } from '#server/storage/storage.contract.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

// The disk adapter's signed URLs are served by the app itself, so the real app runs for this file.
let server: TestServer;

// Starting the app creates its PGlite database: seconds, more on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

storageContract('disk', () => server.ctx.storage, { timestampResolutionMs: 10 });

describe('disk storage served by /api/files', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  it('keeps files under DATA_DIR/storage', async () => {
    const storage = server.ctx.storage;
    expect(storage).toBeInstanceOf(DiskStorage);
    await storage.put('backgrounds/u1/1.png', png, 'image/png');
    const file = path.join(server.dataDir, 'storage', 'backgrounds', 'u1', '1.png');
    expect([...(await readFile(file))]).toEqual([...png]);
    // No temp files are left behind by the atomic write.
    expect(await readdir(path.dirname(file))).toEqual(['1.png', '1.png.meta']);
  });

  it('serves a signed file with its type, privately cached and not sniffed', async () => {
    await server.ctx.storage.put('logos/u1/club.png', png, 'image/png');
    const url = await server.ctx.storage.signedUrl('logos/u1/club.png', 60);
    expect(url.startsWith(`${server.url}/api/files/logos/u1/club.png?`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...png]);
  });

  it('serves a stored document in a sandbox, so a script in it cannot run on the app origin', async () => {
    await server.ctx.storage.put(
      'logos/u1/evil.svg',
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'image/svg+xml',
    );
    const response = await fetch(await server.ctx.storage.signedUrl('logos/u1/evil.svg', 60));
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/\bsandbox\b/);
    expect(policy).toMatch(/default-src 'none'/);
  });

  it('answers 403 INVALID_FILE_SIGNATURE to a tampered signature, in the caller language', async () => {
    await server.ctx.storage.put('logos/u1/tampered.png', png, 'image/png');
    const url = new URL(await server.ctx.storage.signedUrl('logos/u1/tampered.png', 60));
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set(
      'signature',
      `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const german = await fetch(url);
    expect(german.status).toBe(403);
    expect(await errorOf(german)).toEqual({
      code: 'INVALID_FILE_SIGNATURE',
      message: 'Ungültiger oder abgelaufener Link',
    });
    const english = await fetch(url, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect((await errorOf(english)).message).toBe('Invalid or expired link');
  });

  it('answers 403 INVALID_FILE_SIGNATURE to an expired URL and to a later expiry than signed', async () => {
    await server.ctx.storage.put('logos/u1/expired.png', png, 'image/png');
    const url = new URL(await server.ctx.storage.signedUrl('logos/u1/expired.png', -1));
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect((await errorOf(expired)).code).toBe('INVALID_FILE_SIGNATURE');

    const extended = new URL(await server.ctx.storage.signedUrl('logos/u1/expired.png', 60));
    extended.searchParams.set(
      'expires',
      String(Number(extended.searchParams.get('expires')) + 3600),
    );
    expect((await fetch(extended)).status).toBe(403);
  });

  it.each([
    ['no signature at all', '/api/files/logos/u1/club.png'],
    ['a signature but no expiry', '/api/files/logos/u1/club.png?signature=abc'],
    ['a non-numeric expiry', '/api/files/logos/u1/club.png?expires=soon&signature=abc'],
    [
      'a climb out of the folder',
      '/api/files/..%2F..%2Fapp-secret?expires=99999999999&signature=abc',
    ],
  ])('answers 403 to %s, never a 500', async (_, pathAndQuery) => {
    const response = await fetch(`${server.url}${pathAndQuery}`);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('INVALID_FILE_SIGNATURE');
  });

  it('answers 400 to a broken percent escape, never a 500', async () => {
    const response = await fetch(
      `${server.url}/api/files/logos/%E0%A4%A/x.png?expires=99999999999&signature=abc`,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('BAD_REQUEST');
  });

  it('answers 404 NOT_FOUND to a validly signed URL for a file that is not there', async () => {
    const url = await server.ctx.storage.signedUrl('logos/u1/never-uploaded.png', 60);
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('NOT_FOUND');
  });

  it('answers 404 once a signed file was deleted', async () => {
    await server.ctx.storage.put('logos/u1/gone.png', png, 'image/png');
    const url = await server.ctx.storage.signedUrl('logos/u1/gone.png', 60);
    expect((await fetch(url)).status).toBe(200);
    await server.ctx.storage.delete('logos/u1/gone.png');
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('disk storage after an interrupted write', () => {
  /** The pid of a process that has already ended, as a killed writer's would be. */
  async function deadPid(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('close', resolve));
    return child.pid!;
  }

  it("sweeps a dead writer's half-written files and sidecars without a file, and keeps the rest", async () => {
    const storage = server.ctx.storage as DiskStorage;
    const root = path.join(server.dataDir, 'storage', 'sweep');
    await storage.put('sweep/u1/kept.png', new Uint8Array([1, 2, 3]), 'image/png');
    const dead = await deadPid();
    const uuid = '0b7e4f7e-1c1d-4a4a-9a9a-123456789abc';
    await writeFile(path.join(root, 'u1', `lost.png.${dead}-${uuid}.tmp`), 'half');
    await writeFile(path.join(root, 'u1', `lost.png.meta.${dead}-${uuid}.tmp`), '{}');
    await writeFile(path.join(root, 'u1', 'gone.png.meta'), '{"contentType":"image/png"}');
    // A live writer's temporary file (this process) stays.
    await writeFile(path.join(root, 'u1', `busy.png.${process.pid}-${uuid}.tmp`), 'busy');

    expect(await storage.sweep()).toEqual({ temporary: 2, orphanedMeta: 1 });
    expect((await readdir(path.join(root, 'u1'))).sort()).toEqual([
      `busy.png.${process.pid}-${uuid}.tmp`,
      'kept.png',
      'kept.png.meta',
    ]);
    expect(await storage.get('sweep/u1/kept.png')).not.toBeNull();
  });

  it("deleting a user's folder takes leftovers with it", async () => {
    const storage = server.ctx.storage as DiskStorage;
    await storage.put('leftover/u1/a.png', new Uint8Array([1]), 'image/png');
    const folder = path.join(server.dataDir, 'storage', 'leftover', 'u1');
    await writeFile(path.join(folder, 'b.png.meta'), '{}');
    await writeFile(path.join(folder, `c.png.${process.pid}-x.tmp`), 'half');
    expect(await storage.deletePrefix('leftover/u1')).toBe(1);
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/);
  });
});
