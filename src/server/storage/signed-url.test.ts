import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import { signedUrlOrNull } from '#server/storage/signed-url.ts';

const storage = new DiskStorage(
  mkdtempSync(path.join(tmpdir(), 'signed-url-')),
  'a-secret-of-at-least-thirty-two-characters',
  'http://localhost:3000',
);

describe('signedUrlOrNull', () => {
  it("answers the storage's signed URL and tells nobody of a failure", async () => {
    const heard: unknown[] = [];
    const url = await signedUrlOrNull(storage, 'logos/u1/1.png', 60, (error) => heard.push(error));
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/files\/logos\/u1\/1\.png\?expires=\d+&signature=/,
    );
    expect(heard).toEqual([]);
  });

  it('answers null for a key the storage cannot sign and hands over why', async () => {
    const heard: unknown[] = [];
    const url = await signedUrlOrNull(storage, '../outside.png', 60, (error) => heard.push(error));
    expect(url).toBeNull();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeInstanceOf(Error);
    // Without a listener the failure is still an answer, not a throw.
    expect(await signedUrlOrNull(storage, '../outside.png', 60)).toBeNull();
  });
});
