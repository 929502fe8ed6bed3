import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, publicationTargets } from '#server/db/schema.ts';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
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
 * The moving post published (ADR 065) over real HTTP: the export service makes the game post's
 * MP4, the app stores it and serves it by a signed URL, the Meta double fetches it as Meta does
 * (its `ftyp` box read), holds the container IN_PROGRESS for a while, then FINISHED; the job
 * reads it once per run and queues its next look, then publishes once. Each test's caption is
 * its own.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const PROCESSING_MS = 400;

const double = useMetaDouble({ now, videoProcessingMs: PROCESSING_MS });

const t = signedInServer(
  { anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch', carla: 'carla@fc-bern.ch' },
  // Videos beside the other engineers' work on two cores: the video's budget is generous here.
  () => ({ ...double.env(), VIDEO_BUDGET_MS: '120000' }),
);

let publishing: TestPublishing;
let post: (format?: string) => Record<string, unknown>;
let instagram: Channel;
let facebook: Channel;

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  await setTestTier(db, t.ben.userId, 'pro');
  const game = await firstGameExport(t.server);
  post = (format = '9:16') => ({ ...game(), format });
  const body = game();
  await t.call(t.anna, 'POST', '/api/team-slots', {
    sport: body.sport,
    clubId: body.clubId,
    teamId: body.teamId,
    teamName: 'Team',
  });
  await connectChannel(t.server.url, t.anna.cookie, 'instagram');
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = (await (
    await t.call(t.anna, 'GET', '/api/publishing/channels')
  ).json()) as Channel[];
  instagram = channels.find((c) => c.platform === 'instagram')!;
  facebook = channels.find((c) => c.platform === 'facebook')!;
  publishing = testPublishing(t.server, { now });
  await publishing.runner.start();
}, 120_000);

afterAll(async () => {
  await publishing?.runner.stop();
});

async function publish(session: TestSession, body: Record<string, unknown>): Promise<string> {
  const response = await t.call(session, 'POST', '/api/publications', body);
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

/** The GETs of a container's status the double answered. */
const statusReads = (containerId: string) =>
  double.calls.filter((call) => call.method === 'GET' && call.path.endsWith(`/${containerId}`));

describe('a game post as a video', () => {
  it('publishes a Reel on Instagram and one on the Page once, after Meta processed it', async () => {
    const caption = 'Das Spiel in Bewegung #unihockey';
    const id = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      media: 'video',
      posts: [post('4:5')],
      caption,
    });
    const done = await settled(id);
    expect(done.state).toBe('published');
    expect(done.media).toBe('video');
    const posted = postedWith(caption);
    expect(posted.map((m) => [m.platform, m.kind]).sort()).toEqual([
      ['facebook', 'reel'],
      ['instagram', 'reel'],
    ]);
    const reel = posted.find((m) => m.platform === 'instagram')!;
    const page = posted.find((m) => m.platform === 'facebook')!;
    expect(reel.permalink).toMatch(/^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/);
    for (const channel of done.channels) {
      expect(channel.permalink).toBe(
        channel.platform === 'instagram' ? reel.permalink : page.permalink,
      );
    }
    // The Page's Reel (ADR 069): its link by the video id the target stored.
    expect(page.permalink).toMatch(/^https:\/\/www\.facebook\.com\/reel\/\d+$/);
    // The double fetched the MP4 from the app's signed URL for each: an ISO media file.
    for (const m of posted) {
      const fetched = double.fetchedVideos.filter((video) => video.url === m.images[0]);
      expect(fetched.length).toBeGreaterThanOrEqual(1);
      for (const video of fetched) expect(video.brand).toMatch(/^(isom|mp42|iso\d|avc1)$/);
    }
    const served = await fetch(reel.images[0]!);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    // The container was IN_PROGRESS at first, read again until FINISHED, published once.
    const [target] = await t.server.ctx.database.db
      .select()
      .from(publicationTargets)
      .where(eq(publicationTargets.channelId, instagram.id));
    expect(target!.containerId).toBe(reel.containerId);
    expect(double.containers.get(reel.containerId!)!.mediaType).toBe('REELS');
    expect(statusReads(reel.containerId!).length).toBeGreaterThanOrEqual(2);
    // Each later look was a run of its own that went on from the stored container: one made.
    expect([...double.containers.values()].filter((c) => c.caption === caption)).toHaveLength(1);
    const publishes = double.calls.filter((call) => call.path.endsWith('/media_publish'));
    expect(publishes.length).toBe(1);
    // Stored as the video it is.
    const [row] = await t.server.ctx.database.db
      .select()
      .from(publications)
      .where(eq(publications.id, id));
    expect(row!.files).toEqual([
      {
        key: `publications/${t.anna.userId}/${id}/1.mp4`,
        width: 1080,
        height: 1350,
        media: 'video',
      },
    ]);
  });

  it('publishes a video story (9:16) on Instagram', async () => {
    const id = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'story',
      media: 'video',
      posts: [post('9:16')],
    });
    const done = await settled(id);
    expect(done.state).toBe('published');
    const story = double.published.find((m) => m.permalink === done.channels[0]!.permalink)!;
    expect(story.kind).toBe('story');
    expect(double.containers.get(story.containerId!)!.video).toBeDefined();
    expect(double.fetchedVideos.find((v) => v.url === story.images[0])?.brand).not.toBeNull();
  });
});

describe('a video Meta cannot process', () => {
  it('fails both channels with the catalogue reason and mails it', async () => {
    const caption = 'Kein Video';
    const id = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      media: 'video',
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
      for (const channel of done.channels) {
        expect(channel.error).toEqual({
          code: 'PUBLISHING_VIDEO_REFUSED',
          message: errorMessages.PUBLISHING_VIDEO_REFUSED.de,
        });
      }
    } finally {
      offsetMs = 0;
    }
    expect(postedWith(caption)).toEqual([]);
    const ig = [...double.containers.values()].filter((c) => c.caption === caption);
    expect(ig.map((c) => c.status)).toEqual(['ERROR']);
    const mails = await until(
      async () => {
        const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.eml'));
        const all = await Promise.all(
          files.map(async (f) => parseEml(await readFile(path.join(t.server.outboxDir, f)))),
        );
        return all.filter((mail) => mail.text.includes(caption));
      },
      (found) => found.length === 2,
    );
    for (const mail of mails) {
      expect(mail.text).toContain(errorMessages.PUBLISHING_VIDEO_REFUSED.de);
    }
  });
});

describe('exactly once', () => {
  it('after uncertain answers (Meta published, the answer timed out) publishes nothing again', async () => {
    const caption = 'Unsichere Antwort zum Video';
    double.faults.push({ call: 'media_publish', kind: 'timeout-after' });
    double.faults.push({ call: 'video_reels', kind: 'timeout-after' });
    const callsBefore = double.calls.length;
    const id = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      media: 'video',
      posts: [post('9:16')],
      caption,
    });
    const done = await settled(id);
    expect(done.state).toBe('published');
    const posted = postedWith(caption);
    expect(posted.map((m) => m.platform).sort()).toEqual(['facebook', 'instagram']);
    for (const channel of done.channels) {
      expect(channel.permalink).toBe(
        posted.find((m) => m.platform === channel.platform)!.permalink,
      );
    }
    const calls = double.calls.slice(callsBefore).filter((call) => call.method === 'POST');
    expect(calls.filter((call) => call.path.endsWith('/media_publish'))).toHaveLength(1);
    // The Page's Reel: one start and one finish, nothing as a Page video.
    expect(calls.filter((call) => call.path.endsWith('/video_reels'))).toHaveLength(2);
    expect(calls.filter((call) => call.path.endsWith('/videos'))).toHaveLength(0);
    expect(double.faults).toEqual([]);
  });
});

describe('checks before anything is made or sent', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    [
      'two posts as a Reel',
      () => ({ kind: 'feed', posts: [post(), post()] }),
      'PUBLICATION_VIDEO_SINGLE',
    ],
    ['a Reel in 1:1', () => ({ kind: 'feed', posts: [post('1:1')] }), 'VIDEO_UNSUPPORTED'],
    [
      'the standings as a video',
      () => ({
        kind: 'feed',
        posts: [
          { mode: 'standings', sport: post().sport, clubId: post().clubId, teamId: post().teamId },
        ],
      }),
      'VIDEO_UNSUPPORTED',
    ],
    [
      'a video story in 4:5',
      () => ({ kind: 'story', posts: [post('4:5')] }),
      'PUBLICATION_RATIO_STORY',
    ],
  ];

  it.each(cases)(
    'refuses %s with 400 and the catalogue text, storing nothing',
    async (_, body, code) => {
      const list = async () =>
        (await (await t.call(t.anna, 'GET', '/api/publications')).json()) as unknown[];
      const before = await list();
      const files = (await t.server.ctx.storage.list(`publications/${t.anna.userId}/`)).length;
      const calls = double.calls.length;
      const response = await t.call(
        t.anna,
        'POST',
        '/api/publications',
        { channelIds: [instagram.id], media: 'video', caption: '', ...body() },
        { 'x-language': 'it' },
      );
      await expectRefusal(response, 400, {
        code,
        message: (errorMessages[code as 'VIDEO_UNSUPPORTED'] as { it: string }).it,
      });
      expect(await list()).toHaveLength(before.length);
      expect(await t.server.ctx.storage.list(`publications/${t.anna.userId}/`)).toHaveLength(files);
      expect(double.calls.length).toBe(calls);
    },
  );
});

describe('who may publish a video', () => {
  it("refuses another workspace's channel and publication with 404", async () => {
    await expectRefusal(
      await t.call(t.ben, 'POST', '/api/publications', {
        channelIds: [instagram.id],
        kind: 'feed',
        media: 'video',
        posts: [post()],
      }),
      404,
      {
        code: 'PUBLISHING_CHANNEL_NOT_FOUND',
        message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
      },
    );
    const [annas] = (await (
      await t.call(t.anna, 'GET', '/api/publications')
    ).json()) as Publication[];
    await expectRefusal(await t.call(t.ben, 'GET', `/api/publications/${annas!.id}`), 404, {
      code: 'PUBLICATION_NOT_FOUND',
      message: errorMessages.PUBLICATION_NOT_FOUND.de,
    });
  });

  it('refuses the free plan with 403 before a video is made', async () => {
    await expectRefusal(
      await t.call(t.carla, 'POST', '/api/publications', {
        channelIds: [instagram.id],
        kind: 'feed',
        media: 'video',
        posts: [post()],
      }),
      403,
      { code: 'PUBLISHING_NOT_IN_PLAN', message: errorMessages.PUBLISHING_NOT_IN_PLAN.de },
    );
    expect(await t.server.ctx.storage.list(`publications/${t.carla.userId}/`)).toEqual([]);
  });
});
