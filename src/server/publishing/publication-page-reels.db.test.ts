import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_VERSION } from '#server/config/env-publishing.ts';
import { publicationTargets, publishingChannels } from '#server/db/schema.ts';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { parseEml } from '#server/testing/parse-eml.ts';
import {
  connectChannel,
  testPublishing,
  type TestPublishing,
} from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';

/**
 * A video publication in a Page's feed goes out as the Page's Reel (ADR 069), over real HTTP:
 * the Meta double's `video_reels` start, its upload host fetching the app's signed MP4 URL from
 * the `file_url` header, the finish with the description, and the video's status, processing
 * for a while, then published. Two schedulers run beside each other; the Reel's video id is
 * stored before the upload, so retries and uncertain answers make one Reel. Each test's caption
 * is its own.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const PROCESSING_MS = 400;

const double = useMetaDouble({ now, videoProcessingMs: PROCESSING_MS });

const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, () => ({
  ...double.env(),
  VIDEO_BUDGET_MS: '120000',
}));

let first: TestPublishing;
let second: TestPublishing;
let post: (format?: string) => Record<string, unknown>;
let facebook: Channel;

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  const game = await firstGameExport(t.server);
  post = (format = '9:16') => ({ ...game(), format });
  const body = game();
  await t.call(t.anna, 'POST', '/api/team-slots', {
    sport: body.sport,
    clubId: body.clubId,
    teamId: body.teamId,
    teamName: 'Team',
  });
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = (await (
    await t.call(t.anna, 'GET', '/api/publishing/channels')
  ).json()) as Channel[];
  facebook = channels.find((c) => c.platform === 'facebook')!;
  first = testPublishing(t.server, { now });
  second = testPublishing(t.server, { now });
  await first.runner.start();
  await second.runner.start();
}, 120_000);

afterAll(async () => {
  await first?.runner.stop();
  await second?.runner.stop();
});

async function publish(body: Record<string, unknown>): Promise<string> {
  const response = await t.call(t.anna, 'POST', '/api/publications', {
    channelIds: [facebook.id],
    media: 'video',
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function settled(id: string): Promise<Publication> {
  return until(
    async () =>
      (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication,
    (p) => p.state === 'published' || p.state === 'failed' || p.state === 'cancelled',
    90_000,
  );
}

const postedWith = (caption: string) => double.published.filter((m) => m.caption === caption);
const postsSince = (from: number, ending: string) =>
  double.calls.slice(from).filter((c) => c.method === 'POST' && c.path.endsWith(ending));

async function targetOf(publicationId: string) {
  const [target] = await t.server.ctx.database.db
    .select()
    .from(publicationTargets)
    .where(eq(publicationTargets.publicationId, publicationId));
  return target!;
}

describe("a video in a Page's feed", () => {
  it('becomes exactly one Reel with its description, with two schedulers running', async () => {
    const caption = 'Das Spiel als Reel der Seite #unihockey';
    const from = double.calls.length;
    const id = await publish({ kind: 'feed', posts: [post('9:16')], caption });
    const done = await settled(id);
    expect(done.state).toBe('published');
    const posted = postedWith(caption);
    expect(posted.map((m) => `${m.platform}:${m.kind}`)).toEqual(['facebook:reel']);
    const reel = posted[0]!;
    expect(reel.permalink).toBe(`https://www.facebook.com/reel/${reel.id}`);
    expect(done.channels[0]!.permalink).toBe(reel.permalink);
    // The video id was the target's before the upload; the Reel is that one.
    expect((await targetOf(id)).containerId).toBe(reel.id);
    const session = double.reels.get(reel.id)!;
    expect(session.description).toBe(caption);
    expect(session.finishes).toBe(1);
    expect(session.file?.brand).toMatch(/^(isom|mp42|iso\d|avc1)$/);
    // One start and one finish, one upload, nothing as a Page video; the status read until ready.
    expect(postsSince(from, '/video_reels')).toHaveLength(2);
    expect(postsSince(from, `/${reel.id}`)).toHaveLength(1);
    expect(postsSince(from, '/videos')).toHaveLength(0);
    const reads = double.calls
      .slice(from)
      .filter((c) => c.method === 'GET' && c.path.endsWith(`/${reel.id}`));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect([...double.reels.values()].filter((r) => r.description === caption)).toHaveLength(1);
  });

  it('after uncertain answers to the upload and the finish makes no second Reel', async () => {
    const caption = 'Reel trotz Zeitüberschreitung';
    double.faults.push({ call: 'rupload', kind: 'timeout-after' });
    double.faults.push({ call: 'video_reels', kind: 'timeout-after' });
    const from = double.calls.length;
    const id = await publish({ kind: 'feed', posts: [post('4:5')], caption });
    const done = await settled(id);
    expect(done.state).toBe('published');
    expect(double.faults).toEqual([]);
    const posted = postedWith(caption);
    expect(posted).toHaveLength(1);
    expect(done.channels[0]!.permalink).toBe(posted[0]!.permalink);
    // The retry went on with the stored video id: one start, one upload, one finish.
    const session = double.reels.get(posted[0]!.id)!;
    expect(session.finishes).toBe(1);
    expect(postsSince(from, '/video_reels')).toHaveLength(2);
    expect(postsSince(from, `/${posted[0]!.id}`)).toHaveLength(1);
    expect([...double.reels.values()].filter((r) => r.description === caption)).toHaveLength(1);
  });

  it('fails the target with the catalogue reason and its mail when Meta cannot process it', async () => {
    const caption = 'Kein Reel';
    const id = await publish({
      kind: 'feed',
      posts: [post('9:16')],
      caption,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // What Meta fetches is no MP4 any more: an image in its place.
    const jpeg = await sharp({
      create: { width: 1080, height: 1920, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    await t.server.ctx.storage.put(`publications/${t.anna.userId}/${id}/1.mp4`, jpeg, 'video/mp4');
    offsetMs = 3_600_000 + 60_000;
    try {
      const done = await settled(id);
      expect(done.state).toBe('failed');
      expect(done.channels[0]!.error).toEqual({
        code: 'PUBLISHING_VIDEO_REFUSED',
        message: errorMessages.PUBLISHING_VIDEO_REFUSED.de,
      });
    } finally {
      offsetMs = 0;
    }
    expect(postedWith(caption)).toEqual([]);
    // Uploaded and finished once, then refused in processing; the target forgot it.
    const failed = [...double.reels.values()].filter((r) => r.description === caption);
    expect(failed.map((r) => [r.finishes, r.file?.brand ?? null])).toEqual([[1, null]]);
    expect((await targetOf(id)).containerId).toBeNull();
    const mails = await until(
      async () => {
        const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.eml'));
        const all = await Promise.all(
          files.map(async (f) => parseEml(await readFile(path.join(t.server.outboxDir, f)))),
        );
        return all.filter((mail) => mail.text.includes(caption));
      },
      (found) => found.length === 1,
    );
    expect(mails[0]!.text).toContain(errorMessages.PUBLISHING_VIDEO_REFUSED.de);
  });
});

describe('a video story on a Page', () => {
  it('stays the Page video it was', async () => {
    const from = double.calls.length;
    const id = await publish({ kind: 'story', posts: [post('9:16')] });
    const done = await settled(id);
    expect(done.state).toBe('published');
    const media = double.published.find((m) => m.permalink === done.channels[0]!.permalink)!;
    expect(media.kind).toBe('video');
    expect(postsSince(from, '/video_reels')).toHaveLength(0);
  });
});

describe("the double's Reels Publishing API", () => {
  let files: Server;
  let filesUrl: string;
  beforeAll(async () => {
    // A hosted file as Meta fetches it: an MP4's first box, and an address that is no file.
    files = createServer((request, response) => {
      if (request.url === '/reel.mp4') {
        const box = Buffer.alloc(24);
        box.writeUInt32BE(24, 0);
        box.write('ftypisom', 4, 'latin1');
        response.writeHead(200, { 'content-type': 'video/mp4' }).end(box);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => files.close(() => resolve())));

  async function pageToken(): Promise<string> {
    const [row] = await t.server.ctx.database.db
      .select()
      .from(publishingChannels)
      .where(eq(publishingChannels.id, facebook.id));
    return t.server.ctx.services.publishingChannels.tokenOf(row!)!;
  }

  const graph = (pathname: string) => `${double.url}/facebook/graph/${GRAPH_VERSION}/${pathname}`;
  const form = (values: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(values),
  });

  it('starts, uploads from file_url, finishes, processes, then links the Reel', async () => {
    const token = await pageToken();
    const pageId = (
      await t.server.ctx.database.db
        .select()
        .from(publishingChannels)
        .where(eq(publishingChannels.id, facebook.id))
    )[0]!.accountId;

    const refusedStart = await fetch(
      graph(`${pageId}/video_reels`),
      form({ upload_phase: 'start' }),
    );
    expect(refusedStart.status).toBe(400);
    expect(((await refusedStart.json()) as { error: { code: number } }).error.code).toBe(190);

    const start = await fetch(
      graph(`${pageId}/video_reels`),
      form({ upload_phase: 'start', access_token: token }),
    );
    const { video_id: videoId, upload_url: uploadUrl } = (await start.json()) as {
      video_id: string;
      upload_url: string;
    };
    expect(uploadUrl).toBe(
      `${double.url}/facebook/rupload/video-upload/${GRAPH_VERSION}/${videoId}`,
    );
    const status = async () =>
      (
        (await (await fetch(`${graph(videoId)}?fields=status&access_token=${token}`)).json()) as {
          status: Record<string, unknown>;
        }
      ).status;

    // Finished before its file is there: a Graph error.
    const early = await fetch(
      graph(`${pageId}/video_reels`),
      form({ upload_phase: 'finish', video_id: videoId, access_token: token }),
    );
    expect(early.status).toBe(400);
    expect(((await early.json()) as { error: { code: number } }).error.code).toBe(6000);

    // The upload host: no or a wrong Authorization, then a file it cannot fetch.
    const upload = (headers: Record<string, string>) =>
      fetch(uploadUrl, { method: 'POST', headers });
    const noAuth = await upload({ file_url: `${filesUrl}/reel.mp4` });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({
      debug_info: { retriable: false, type: 'AuthError', message: 'Invalid OAuth access token.' },
    });
    const wrong = await upload({
      authorization: 'OAuth EAAnotatoken',
      file_url: `${filesUrl}/reel.mp4`,
    });
    expect(wrong.status).toBe(401);
    const missing = await upload({
      authorization: `OAuth ${token}`,
      file_url: `${filesUrl}/gone.mp4`,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { debug_info: { type: string } }).debug_info.type).toBe(
      'ProcessingFailedError',
    );
    expect((await status()).uploading_phase).toEqual({ status: 'not_started' });

    const uploaded = await upload({
      authorization: `OAuth ${token}`,
      file_url: `${filesUrl}/reel.mp4`,
    });
    expect(await uploaded.json()).toEqual({ success: true });
    expect(double.reels.get(videoId)!.file?.brand).toBe('isom');
    expect(await status()).toMatchObject({
      video_status: 'upload_complete',
      uploading_phase: { status: 'complete' },
      publishing_phase: { status: 'not_started' },
    });

    const finish = await fetch(
      graph(`${pageId}/video_reels`),
      form({
        upload_phase: 'finish',
        video_id: videoId,
        video_state: 'PUBLISHED',
        description: 'Vom Vertrag',
        access_token: token,
      }),
    );
    expect(await finish.json()).toEqual({ success: true });
    expect(await status()).toMatchObject({
      video_status: 'processing',
      processing_phase: { status: 'in_progress' },
    });
    const ready = await until(status, (s) => s.video_status === 'ready', 10_000);
    expect(ready).toMatchObject({
      processing_phase: { status: 'complete' },
      publishing_phase: { status: 'complete', publish_status: 'published' },
    });
    const link = await fetch(`${graph(videoId)}?fields=permalink_url&access_token=${token}`);
    expect(await link.json()).toEqual({ id: videoId, permalink_url: `/reel/${videoId}` });
    expect(postedWith('Vom Vertrag').map((m) => m.kind)).toEqual(['reel']);
  });
});
