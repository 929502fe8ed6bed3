import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInTestUser } from '#server/testing/auth.ts';
import { crashDataDir, killDuringBurst } from '#server/testing/crash-data-dir.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import type { Background, BackgroundList } from '#shared/backgrounds/background.schema.ts';
import { postForm } from '#server/testing/form-upload.ts';

/**
 * A server process killed with SIGKILL in the middle of a burst of background uploads: after a
 * restart every listed background opens, nothing half-written is left, no file lacks its row,
 * and deleting the account leaves nothing of the user behind.
 */
const { dataDir, start } = crashDataDir('crash');

/** Every file under a folder, relative to the storage root. */
function filesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, folder));
  return found.sort();
}

function upload(server: ServerProcess, cookie: string, photo: Buffer, i: number) {
  const file = { bytes: photo, name: `foto-${i}.jpg`, type: 'image/jpeg' };
  return postForm(server.url, cookie, '/api/backgrounds', file);
}

describe('a server killed during uploads', () => {
  it('leaves nothing half-written after a restart, and account deletion leaves nothing', async () => {
    // Noise compresses badly: a few MB per photo, so writes take long enough to be cut.
    const photo = await sharp(randomBytes(1800 * 1200 * 3), {
      raw: { width: 1800, height: 1200, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();

    let server = await start();
    const session = await signInTestUser(server.url, server.outboxDir, 'crash@club.ch');
    // Ten: as many as one user may have in flight (upload admission), so none is refused.
    const burst = Array.from({ length: 10 }, (_, i) => upload(server, session.cookie, photo, i));
    // Kill once the first upload is through, while the others are being written.
    const outcomes = await killDuringBurst(server, burst);
    expect(outcomes).toContain(201);

    server = await start();
    const storageRoot = path.join(dataDir, 'storage');
    const listed = (await (
      await fetch(`${server.url}/api/backgrounds`, { headers: { cookie: session.cookie } })
    ).json()) as BackgroundList;
    expect(listed.backgrounds.length).toBeGreaterThanOrEqual(1);
    for (const item of listed.backgrounds as Background[]) {
      expect((await fetch(item.url)).status).toBe(200);
      expect((await fetch(item.thumbnailUrl)).status).toBe(200);
    }

    const files = [
      ...filesUnder(storageRoot, `backgrounds/${session.userId}`),
      ...filesUnder(storageRoot, `thumbnails/${session.userId}`),
    ];
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const data = files.filter((file) => !file.endsWith('.meta'));
    const sidecars = files.filter((file) => file.endsWith('.meta'));
    expect(sidecars.map((file) => file.slice(0, -5)).sort()).toEqual(data);
    // One original and one thumbnail per listed background, and nothing else.
    expect(data).toHaveLength(listed.backgrounds.length * 2);

    const deleted = await fetch(`${server.url}/api/account/delete`, {
      method: 'POST',
      headers: { origin: server.url, cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'DELETE' }),
    });
    expect(deleted.status).toBe(200);
    expect(filesUnder(storageRoot, `backgrounds/${session.userId}`)).toEqual([]);
    expect(filesUnder(storageRoot, `thumbnails/${session.userId}`)).toEqual([]);
  }, 300_000);
});
