import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#shared/errors/error-codes.ts';
import { ZipEntryReader, type ZipEntry } from '#shared/exports/zip-entries.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { useExportFixture } from '#server/testing/export-fixture.ts';
import { frameRgb, meanDifference, readMp4, streamLines } from '#server/testing/mp4-file.ts';

/**
 * The moving post (ADR 063) through POST /api/exports over real HTTP with real sign-in: the MP4
 * is read back (its boxes parsed here, its frames decoded by the installed FFmpeg): H.264
 * yuv420p at 30 fps with a silent AAC track at 48 kHz, the index before the media, 6 to 10 s;
 * its last frame is the still post at that size, its first is not. What has no video is refused
 * with 400 VIDEO_UNSUPPORTED in the caller's language.
 */
// What a video is, not its budget (post-video.test.ts has that): on two cores with the other
// test files beside it, a video's 5 s of CPU can take past the 20 s a server gives it.
const t = useExportFixture({ anna: 'anna@uhc-thun.ch', ben: 'ben@uhc-thun.ch' }, 1, {
  VIDEO_BUDGET_MS: '120000',
});

const request = (overrides: Record<string, unknown> = {}) => ({
  sport: 'unihockey',
  clubId: t.clubId,
  teamId: t.team.id,
  gameIds: [t.games.find((game) => game.result !== null)!.id],
  theme: 'default',
  mode: 'result',
  showResultDetail: true,
  fileType: 'mp4',
  format: '9:16',
  ...overrides,
});

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'matchpost-video-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function exported(body: Record<string, unknown>) {
  const response = await apiCall(t.server.url, t.anna, 'POST', '/api/exports', body);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

describe('POST /api/exports with fileType mp4', () => {
  it.each([
    ['9:16', 1080, 1920],
    ['4:5', 1080, 1350],
  ] as const)(
    'answers a %s result post as an MP4 for Reels and Stories, ending on the still post',
    async (format, width, height) => {
      const { response, bytes } = await exported(request({ format }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="matchpost_[\d-]+_resultat_[a-z0-9-]+\.mp4"$/,
      );
      expect(bytes.length).toBeLessThanOrEqual(4 * 2 ** 20);

      const mp4 = readMp4(bytes);
      // Fast start: the index (moov) comes before the media data (mdat).
      expect(mp4.order.indexOf('moov')).toBeGreaterThan(-1);
      expect(mp4.order.indexOf('moov')).toBeLessThan(mp4.order.indexOf('mdat'));
      expect(mp4.seconds).toBeGreaterThanOrEqual(6);
      expect(mp4.seconds).toBeLessThanOrEqual(10);
      const video = mp4.tracks.find((track) => track.handler === 'vide')!;
      const audio = mp4.tracks.find((track) => track.handler === 'soun')!;
      expect([video.entry, video.avcC, video.width, video.height]).toEqual([
        'avc1',
        true,
        width,
        height,
      ]);
      // 30 frames a second, every frame as long as the others.
      const frames = video.stts.reduce((sum, [count]) => sum + count, 0);
      expect(video.stts.every(([, delta]) => delta * 30 === video.timescale)).toBe(true);
      expect(frames / (video.duration / video.timescale)).toBeCloseTo(30, 1);
      expect([audio.entry, audio.sampleRate]).toEqual(['mp4a', 48000]);

      const file = join(dir, `post-${format.replace(':', 'x')}.mp4`);
      await writeFile(file, bytes);
      const streams = streamLines(file).join('\n');
      expect(streams).toMatch(/Video: h264 .*yuv420p.*1080x\d+.*30 fps/);
      expect(streams).toMatch(/Audio: aac .*48000 Hz/);

      // The last frame is the still post at that size (within the encoder's loss), the first
      // is not: the elements have not come in yet.
      const still = await exported(request({ format, fileType: 'png', scale: 1 }));
      const stillRgb = await sharp(still.bytes).removeAlpha().raw().toBuffer();
      const frameBytes = width * height * 3;
      expect(stillRgb.length).toBe(frameBytes);
      const last = meanDifference(frameRgb(file, true, frameBytes), stillRgb);
      const first = meanDifference(frameRgb(file, false, frameBytes), stillRgb);
      expect(last).toBeLessThan(3);
      expect(first).toBeGreaterThan(last + 5);
    },
    120_000,
  );

  it.each([
    ['a square post', () => request({ format: '1:1' })],
    ['a landscape post', () => request({ format: '1100:800' })],
    ['twice the size', () => request({ scale: 2 })],
    [
      'the standings',
      () => ({ mode: 'standings', sport: 'unihockey', clubId: 'c', teamId: 't', fileType: 'mp4' }),
    ],
    [
      'the game-day overview',
      () => ({
        mode: 'weekend',
        sport: 'unihockey',
        clubId: 'c',
        teams: [{ teamId: 't', gameIds: ['g'] }],
        from: '2026-12-05',
        to: '2026-12-06',
        fileType: 'mp4',
      }),
    ],
  ])(
    'refuses a video of %s with 400 VIDEO_UNSUPPORTED in the caller’s language',
    async (_, body) => {
      const response = await apiCall(t.server.url, t.anna, 'POST', '/api/exports', body(), {
        'x-language': 'fr',
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe('VIDEO_UNSUPPORTED');
      expect(answer.error.message).toBe(errorMessages.VIDEO_UNSUPPORTED.fr);
    },
  );

  it('puts a team’s video into the weekend ZIP beside its image', async () => {
    const response = await apiCall(t.server.url, t.anna, 'POST', '/api/exports/batch', {
      posts: [request({ fileType: 'png', scale: 1 }), request({ format: '4:5' })],
    });
    expect(response.status).toBe(200);
    const reader = new ZipEntryReader();
    const entries: ZipEntry[] = [];
    const stream = response.body!.getReader();
    for (;;) {
      const { done, value } = await stream.read();
      if (done) break;
      entries.push(...reader.push(value));
    }
    expect(entries.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^01-[\w-]+\.png$/),
      expect.stringMatching(/^02-[\w-]+\.mp4$/),
    ]);
    const video = readMp4(Buffer.from(entries[1]!.bytes));
    expect(video.order.indexOf('moov')).toBeLessThan(video.order.indexOf('mdat'));
    expect(video.tracks.map((track) => [track.entry, track.width, track.height])).toEqual([
      ['avc1', 1080, 1350],
      ['mp4a', 0, 0],
    ]);
  }, 120_000);

  it('holds a video to the plan like any export: a team without a free slot is refused, nothing made', async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.ben.userId, 'free');
    await db.insert(userTeamSlots).values({
      workspaceId: t.ben.userId,
      sport: 'unihockey',
      clubId: 'other',
      teamId: 'other-team',
      teamName: 'Other',
    });
    try {
      const made = t.server.ctx.services.renderer.stats().posts.drawn;
      const refused = await apiCall(t.server.url, t.ben, 'POST', '/api/exports', request());
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'TEAM_SLOT_LIMIT',
      );
      expect(t.server.ctx.services.renderer.stats().posts.drawn).toBe(made);
    } finally {
      await db.delete(userTeamSlots);
    }
  });
});
