import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, publicationTargets, sponsors } from '#server/db/schema.ts';
import { plainPicture } from '#server/testing/pictures.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';
import { PUBLICATION_QUEUE, publicationJobId } from '#server/publishing/publication.service.ts';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import { readInvitationToken, type TestSession } from '#server/testing/auth.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
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
 * Publications end to end over real HTTP (ADR 059): the API, the export service making each post
 * as a JPEG at 1080 px, the files served to the Meta double (on its own port) by signed URLs of
 * the app, the publishing job on the job queue (pg-boss on this run's database) with a clock the
 * test moves, and the double publishing as Meta does. Each test's caption is its own, so what
 * the double published is counted per test.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const double = useMetaDouble({ now });

const t = signedInServer(
  {
    anna: 'anna@uhc-thun.ch',
    ben: 'ben@vbc-zuerich.ch',
    eva: 'eva@uhc-thun.ch',
  },
  () => double.env(),
);

let publishing: TestPublishing;
let post: (format?: string) => Record<string, unknown>;
let instagram: Channel;
let facebook: Channel;

async function channelsOf(session: TestSession): Promise<Channel[]> {
  return (await (await t.call(session, 'GET', '/api/publishing/channels')).json()) as Channel[];
}

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  await setTestTier(db, t.ben.userId, 'premium');
  const game = await firstGameExport(t.server);
  post = (format = '4:5') => ({ ...game(), format });
  // Anna's team is saved, so her posts count on her slot.
  const body = game();
  await t.call(t.anna, 'POST', '/api/team-slots', {
    sport: body.sport,
    clubId: body.clubId,
    teamId: body.teamId,
    teamName: 'Team',
  });
  await connectChannel(t.server.url, t.anna.cookie, 'instagram');
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = await channelsOf(t.anna);
  instagram = channels.find((c) => c.platform === 'instagram')!;
  facebook = channels.find((c) => c.platform === 'facebook')!;
  publishing = testPublishing(t.server, { now });
  await publishing.runner.start();
}, 60_000);

afterAll(async () => {
  await publishing?.runner.stop();
});

async function publish(
  session: TestSession,
  body: Record<string, unknown>,
  status = 201,
): Promise<{ id: string; state: string }> {
  const response = await t.call(session, 'POST', '/api/publications', body);
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as { id: string; state: string };
}

async function publication(
  session: TestSession,
  id: string,
  language = 'de',
): Promise<Publication> {
  const response = await t.call(session, 'GET', `/api/publications/${id}`, undefined, {
    'x-language': language,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Publication;
}

/** Waits until the publication reached a state that no job changes any more. */
function settled(session: TestSession, id: string): Promise<Publication> {
  return until(
    () => publication(session, id),
    (p) => p.state === 'published' || p.state === 'failed' || p.state === 'cancelled',
  );
}

const postedWith = (caption: string) => double.published.filter((m) => m.caption === caption);

describe('publishing now', () => {
  it('publishes a feed post to Instagram and the Facebook Page once, with links to both', async () => {
    const caption = 'Heute: Thun gegen Zug #unihockey';
    const { id, state } = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    expect(state).toBe('scheduled');
    const done = await settled(t.anna, id);
    expect(done.state).toBe('published');
    expect(done.channels.map((c) => [c.platform, c.state])).toEqual(
      expect.arrayContaining([
        ['instagram', 'published'],
        ['facebook', 'published'],
      ]),
    );
    const posted = postedWith(caption);
    expect(posted.map((m) => [m.platform, m.kind, m.images.length])).toEqual(
      expect.arrayContaining([
        ['instagram', 'feed', 1],
        ['facebook', 'feed', 1],
      ]),
    );
    expect(posted).toHaveLength(2);
    for (const channel of done.channels) {
      expect(channel.permalink).toBe(
        posted.find((m) => m.platform === channel.platform)!.permalink,
      );
    }
    // The double fetched the file from the app's signed URL: a JPEG, 1080 px wide.
    const image = await fetch(posted[0]!.images[0]!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // The container was stored before it was published.
    const [target] = await t.server.ctx.database.db
      .select()
      .from(publicationTargets)
      .where(eq(publicationTargets.channelId, instagram.id));
    expect(target!.containerId).toBe(posted.find((m) => m.platform === 'instagram')!.containerId);
  });

  it('names the channels and links of a post that showed sponsors in the sponsor report', async () => {
    const form = new FormData();
    form.append('name', 'Bank Thun');
    form.append('level', 'main');
    form.append('url', 'https://bank-thun.ch');
    const logo = await plainPicture(200, 100, '#c8102e').png().toBuffer();
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'bank.png');
    const added = await fetch(`${t.server.url}/api/sponsors`, {
      method: 'POST',
      headers: { origin: t.server.url, cookie: t.anna.cookie },
      body: form,
    });
    expect(added.status).toBe(201);
    const caption = 'Mit Bank Thun';
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      posts: [{ ...post(), sponsors: 'auto' }],
      caption,
    });
    expect((await settled(t.anna, id)).state).toBe('published');
    const day = swissDay(new Date());
    const report = await t.call(
      t.anna,
      'GET',
      `/api/sponsors/report?from=${day}&to=${day}&format=csv`,
    );
    expect(report.status).toBe(200);
    const rows = (await report.text()).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    for (const posted of postedWith(caption)) expect(rows[0]).toContain(posted.permalink);
    await t.server.ctx.database.db.delete(sponsors).where(eq(sponsors.workspaceId, t.anna.userId));
  });

  it('publishes a story (9:16) to Instagram', async () => {
    const caption = 'Story';
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'story',
      posts: [post('9:16')],
      caption,
    });
    expect((await settled(t.anna, id)).state).toBe('published');
    const stories = double.published.filter((m) => m.kind === 'story');
    expect(stories).toHaveLength(1);
    expect(stories[0]!.images).toHaveLength(1);
  });

  it('publishes a carousel of three posts as one post on each channel', async () => {
    const caption = 'Das Wochenende in drei Bildern';
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id, facebook.id],
      kind: 'feed',
      posts: [post(), { ...post(), theme: 'dark' }, { ...post(), showResultDetail: false }],
      caption,
    });
    expect((await settled(t.anna, id)).state).toBe('published');
    const posted = postedWith(caption);
    expect(posted.map((m) => [m.platform, m.kind, m.images.length])).toEqual(
      expect.arrayContaining([
        ['instagram', 'carousel', 3],
        ['facebook', 'carousel', 3],
      ]),
    );
    expect(posted).toHaveLength(2);
  });
});

describe('checks before anything is made or sent', () => {
  const cases: [string, () => Record<string, unknown>, number, string, unknown][] = [
    [
      'a caption over 2,200 characters',
      () => ({
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
        caption: 'x'.repeat(2201),
      }),
      400,
      'PUBLICATION_CAPTION_TOO_LONG',
      { max: 2200 },
    ],
    [
      '31 hashtags',
      () => ({
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
        caption: Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' '),
      }),
      400,
      'PUBLICATION_TOO_MANY_HASHTAGS',
      { max: 30 },
    ],
    [
      'eleven posts',
      () => ({
        channelIds: [instagram.id],
        kind: 'feed',
        posts: Array(11).fill(post()),
        caption: '',
      }),
      400,
      'PUBLICATION_POST_COUNT',
      { min: 1, max: 10 },
    ],
    [
      'no post',
      () => ({ channelIds: [instagram.id], kind: 'feed', posts: [], caption: '' }),
      400,
      'PUBLICATION_POST_COUNT',
      { min: 1, max: 10 },
    ],
    [
      'a story of two posts',
      () => ({ channelIds: [instagram.id], kind: 'story', posts: [post('9:16'), post('9:16')] }),
      400,
      'PUBLICATION_STORY_SINGLE',
      undefined,
    ],
    [
      'a story in 4:5',
      () => ({ channelIds: [instagram.id], kind: 'story', posts: [post('4:5')] }),
      400,
      'PUBLICATION_RATIO_STORY',
      undefined,
    ],
    [
      'a feed post in 9:16',
      () => ({ channelIds: [instagram.id], kind: 'feed', posts: [post('9:16')] }),
      400,
      'PUBLICATION_RATIO_FEED',
      undefined,
    ],
    [
      'a carousel of two formats',
      () => ({ channelIds: [instagram.id], kind: 'feed', posts: [post('4:5'), post('1:1')] }),
      400,
      'PUBLICATION_RATIO_MIXED',
      undefined,
    ],
    [
      'a time in the past',
      () => ({
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
        publishAt: new Date(Date.now() - 3_600_000).toISOString(),
      }),
      400,
      'PUBLICATION_TIME_INVALID',
      { days: 60 },
    ],
    [
      'a channel named twice',
      () => ({ channelIds: [instagram.id, instagram.id], kind: 'feed', posts: [post()] }),
      400,
      'PUBLICATION_CHANNELS_INVALID',
      { max: 10 },
    ],
  ];

  it.each(cases)(
    'refuses %s with the catalogue text, and stores and sends nothing',
    async (_, body, status, code, params) => {
      const before = (await (await t.call(t.anna, 'GET', '/api/publications')).json()) as unknown[];
      const calls = double.calls.length;
      const response = await t.call(t.anna, 'POST', '/api/publications', body(), {
        'x-language': 'fr',
      });
      const entry = errorMessages[code as keyof typeof errorMessages];
      const texts =
        typeof entry === 'function'
          ? (entry as (p: unknown) => Record<string, string>)(params)
          : entry;
      await expectRefusal(response, status, { code, message: texts.fr });
      const after = (await (await t.call(t.anna, 'GET', '/api/publications')).json()) as unknown[];
      expect(after).toHaveLength(before.length);
      expect(double.calls.length).toBe(calls);
    },
  );
});

describe('later', () => {
  it('publishes a scheduled publication at its time, not before, and a cancelled one never', async () => {
    const caption = 'Morgen um 19:30';
    const at = new Date(Date.now() + 3 * 3_600_000);
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
      publishAt: at.toISOString(),
    });
    const cancelled = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption: 'abgesagt',
      publishAt: at.toISOString(),
    });
    const cancelledAnswer = await t.call(t.anna, 'DELETE', `/api/publications/${cancelled.id}`);
    expect(cancelledAnswer.status).toBe(200);
    expect(((await cancelledAnswer.json()) as Publication).state).toBe('cancelled');
    await expectRefusal(await t.call(t.anna, 'DELETE', `/api/publications/${cancelled.id}`), 409, {
      code: 'PUBLICATION_NOT_CANCELLABLE',
      message: errorMessages.PUBLICATION_NOT_CANCELLABLE.de,
    });
    // A round before the time queues nothing.
    expect(await publishing.publications.queueDue()).toBe(0);
    expect((await publication(t.anna, id)).state).toBe('scheduled');
    offsetMs = 3 * 3_600_000 + 60_000;
    try {
      expect((await settled(t.anna, id)).state).toBe('published');
      expect(postedWith(caption)).toHaveLength(1);
      expect(await publishing.publications.queueDue()).toBe(0);
      expect((await publication(t.anna, cancelled.id)).state).toBe('cancelled');
      expect(postedWith('abgesagt')).toEqual([]);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('exactly once', () => {
  it('after an uncertain publish answer (Meta published, the answer timed out), asks the container and posts nothing again', async () => {
    const caption = 'Unsichere Antwort';
    const callsBefore = double.calls.length;
    double.faults.push({ call: 'media_publish', kind: 'timeout-after' });
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    const done = await settled(t.anna, id);
    expect(done.state).toBe('published');
    const posted = postedWith(caption);
    expect(posted).toHaveLength(1);
    expect(done.channels[0]!.permalink).toBe(posted[0]!.permalink);
    const calls = double.calls.slice(callsBefore);
    const publishCalls = calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/media_publish'),
    );
    const [target] = await t.server.ctx.database.db
      .select()
      .from(publicationTargets)
      .where(eq(publicationTargets.publicationId, id));
    // The container's status was asked after the timeout; media_publish came once for it.
    expect(target!.containerId).toBe(posted[0]!.containerId);
    expect(double.containers.get(target!.containerId!)!.status).toBe('PUBLISHED');
    expect(publishCalls).toHaveLength(1);
    // After the timeout the job asked the container's status (GET of the container).
    const statusReads = calls.filter(
      (call) => call.method === 'GET' && call.path.endsWith(`/${target!.containerId}`),
    );
    expect(statusReads.length).toBeGreaterThanOrEqual(2);
  });

  it('after an uncertain answer of Facebook, finds the post on the Page and posts nothing again', async () => {
    const caption = 'Unsichere Antwort der Seite';
    double.faults.push({ call: 'photos', kind: 'timeout-after' });
    const { id } = await publish(t.anna, {
      channelIds: [facebook.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    const done = await settled(t.anna, id);
    expect(done.state).toBe('published');
    expect(postedWith(caption)).toHaveLength(1);
    expect(done.channels[0]!.permalink).toBe(postedWith(caption)[0]!.permalink);
  });

  it('tries a transient failure again and publishes once', async () => {
    const caption = 'Meta kurz weg';
    const callsBefore = double.calls.length;
    double.faults.push({ call: 'media_publish', kind: 'transient' });
    double.faults.push({ call: 'media', kind: 'rate-limit' });
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    expect((await settled(t.anna, id)).state).toBe('published');
    expect(postedWith(caption)).toHaveLength(1);
    expect(double.faults).toEqual([]);
    const calls = double.calls.slice(callsBefore).filter((call) => call.method === 'POST');
    expect(calls.filter((call) => call.path.endsWith('/media_publish'))).toHaveLength(2);
    expect(calls.filter((call) => call.path.endsWith('/media'))).toHaveLength(2);
  });
});

describe('none lost', () => {
  it("fails a target left 'publishing' by a job the queue gave up, and leaves one whose job waits", async () => {
    const db = t.server.ctx.database.db;
    const [row] = await db
      .insert(publications)
      .values({
        workspaceId: t.anna.userId,
        kind: 'feed',
        caption: 'verwaist',
        files: [],
        publishAt: new Date(),
      })
      .returning();
    const longAgo = new Date(Date.now() - 3 * 3_600_000);
    const target = (channelId: string, channelName: string) => ({
      publicationId: row!.id,
      workspaceId: t.anna.userId,
      channelId,
      platform: 'instagram' as const,
      channelName,
      state: 'publishing' as const,
      dueAt: longAgo,
      updatedAt: longAgo,
    });
    const [abandoned] = await db
      .insert(publicationTargets)
      .values(target(instagram.id, 'a'))
      .returning();
    const [waiting] = await db
      .insert(publicationTargets)
      .values(target(facebook.id, 'b'))
      .returning();
    // The second one's job is still in the queue (a retry later).
    const job = { targetId: waiting!.id, round: 0 };
    await publishing.queue.send(
      PUBLICATION_QUEUE,
      job,
      publicationJobId(job),
      new Date(Date.now() + 3_600_000),
    );
    expect(await publishing.publisher.settleAbandoned()).toBe(1);
    const read = await publication(t.anna, row!.id);
    expect(read.channels.map((c) => [c.channelName, c.state, c.error?.code ?? null])).toEqual([
      ['a', 'failed', 'PUBLISHING_FAILED'],
      ['b', 'publishing', null],
    ]);
    expect(read.state).toBe('publishing');
    expect(abandoned!.id).not.toBe(waiting!.id);
  });
});

describe('failures the person fixes', () => {
  it('fails at once with a refused image, in the reader language, and publishes nothing', async () => {
    const caption = 'Bild weg';
    const at = new Date(Date.now() + 3_600_000);
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
      publishAt: at.toISOString(),
    });
    // The file is gone when Meta comes to fetch it: the double answers 9004.
    await t.server.ctx.storage.deletePrefix(`publications/${t.anna.userId}/${id}`);
    offsetMs = 3_600_000 + 60_000;
    try {
      const done = await settled(t.anna, id);
      expect(done.state).toBe('failed');
      const read = await publication(t.anna, id, 'it');
      expect(read.channels[0]!.error).toEqual({
        code: 'PUBLISHING_IMAGE_REFUSED',
        message: errorMessages.PUBLISHING_IMAGE_REFUSED.it,
      });
      expect(postedWith(caption)).toEqual([]);
    } finally {
      offsetMs = 0;
    }
  });

  it("fails at once when the day's quota is used, naming it, and publishes nothing", async () => {
    const caption = 'Zu viel heute';
    const used = double.published.filter((m) => m.platform === 'instagram').length;
    double.publishElsewhere('17841400000000001', 100 - used);
    try {
      const { id } = await publish(t.anna, {
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
        caption,
      });
      const done = await settled(t.anna, id);
      expect(done.state).toBe('failed');
      expect(done.channels[0]!.error).toEqual({
        code: 'PUBLISHING_QUOTA_REACHED',
        message: errorMessages.PUBLISHING_QUOTA_REACHED({ total: 100 }).de,
      });
      expect(postedWith(caption)).toEqual([]);
    } finally {
      // A day later the quota is free again (the rolling 24 hours).
      offsetMs = 25 * 3_600_000;
    }
    const { id } = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption: 'Am Tag danach',
    });
    expect((await settled(t.anna, id)).state).toBe('published');
    // Back to today, without the other tool's posts, for the tests after this one.
    offsetMs = 0;
    for (let i = double.published.length - 1; i >= 0; i -= 1) {
      if (double.published[i]!.caption === 'elsewhere') double.published.splice(i, 1);
    }
  });

  it('marks a revoked channel for reconnecting, mails its connector once, and retries after the reconnect', async () => {
    const caption = 'Token widerrufen';
    double.revoke('17841400000000001');
    const first = await publish(t.anna, {
      channelIds: [instagram.id],
      kind: 'feed',
      posts: [post()],
      caption,
    });
    const failed = await settled(t.anna, first.id);
    expect(failed.state).toBe('failed');
    expect(failed.channels[0]!.error!.code).toBe('PUBLISHING_RECONNECT_NEEDED');
    expect((await channelsOf(t.anna)).find((c) => c.id === instagram.id)!.state).toBe('reconnect');
    // Nothing more goes to it until it is connected again.
    await expectRefusal(
      await t.call(t.anna, 'POST', '/api/publications', {
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
        caption: 'noch einmal',
      }),
      409,
      {
        code: 'PUBLISHING_CHANNEL_RECONNECT',
        message: errorMessages.PUBLISHING_CHANNEL_RECONNECT({ name: 'matchpost.demo' }).de,
      },
    );
    const mails = await reconnectMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(t.anna.email);
    // Connected again, the failed publication is retried and goes out once.
    await connectChannel(t.server.url, t.anna.cookie, 'instagram');
    expect((await channelsOf(t.anna)).find((c) => c.id === instagram.id)!.state).toBe('connected');
    const retried = await t.call(t.anna, 'POST', `/api/publications/${first.id}/retry`);
    expect(retried.status).toBe(200);
    expect((await settled(t.anna, first.id)).state).toBe('published');
    expect(postedWith(caption)).toHaveLength(1);
    expect(await reconnectMails()).toHaveLength(1);
    await expectRefusal(await t.call(t.anna, 'POST', `/api/publications/${first.id}/retry`), 409, {
      code: 'PUBLICATION_NOT_RETRYABLE',
      message: errorMessages.PUBLICATION_NOT_RETRYABLE.de,
    });
  });
});

/** The reconnect mails in the outbox. */
async function reconnectMails(): Promise<string[]> {
  const files = await readdir(t.server.outboxDir);
  const texts = await Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFile(path.join(t.server.outboxDir, f), 'utf8')),
  );
  return texts.filter((text) => /neu verbinden/.test(text) && /matchpost\.demo/.test(text));
}

describe('who may publish what', () => {
  it("answers 404 for another workspace's channel and publication, and stores nothing", async () => {
    await expectRefusal(
      await t.call(t.ben, 'POST', '/api/publications', {
        channelIds: [instagram.id],
        kind: 'feed',
        posts: [post()],
      }),
      404,
      {
        code: 'PUBLISHING_CHANNEL_NOT_FOUND',
        message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
      },
    );
    const annas = (await (
      await t.call(t.anna, 'GET', '/api/publications')
    ).json()) as Publication[];
    const one = annas[0]!;
    for (const [method, suffix] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/retry'],
    ] as const) {
      await expectRefusal(
        await t.call(t.ben, method, `/api/publications/${one.id}${suffix}`),
        404,
        {
          code: 'PUBLICATION_NOT_FOUND',
          message: errorMessages.PUBLICATION_NOT_FOUND.de,
        },
      );
    }
    expect(await (await t.call(t.ben, 'GET', '/api/publications')).json()).toEqual([]);
  });

  it('lets an editor of a club publish to its channels', async () => {
    const club = (await (
      await t.call(t.anna, 'POST', '/api/workspaces', { name: 'UHC Thun' })
    ).json()) as { id: string };
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    await t.call(t.anna, 'POST', `/api/workspaces/${club.id}/invitations`, {
      email: t.eva.email,
      role: 'editor',
    });
    const token = await readInvitationToken(t.server.outboxDir, t.eva.email);
    expect((await t.call(t.eva, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    await t.call(t.anna, 'PUT', '/api/me/workspace', { workspaceId: club.id });
    try {
      await connectChannel(t.server.url, t.anna.cookie, 'facebook');
      const [page] = await channelsOf(t.eva);
      const body = post();
      await t.call(t.anna, 'POST', '/api/team-slots', {
        sport: body.sport,
        clubId: body.clubId,
        teamId: body.teamId,
        teamName: 'Team',
      });
      const caption = 'Von der Redaktorin';
      const { id } = await publish(t.eva, {
        channelIds: [page!.id],
        kind: 'feed',
        posts: [body],
        caption,
      });
      expect((await settled(t.eva, id)).state).toBe('published');
      expect(postedWith(caption)).toHaveLength(1);
      // Anna's personal channels are not the club's.
      await expectRefusal(
        await t.call(t.eva, 'POST', '/api/publications', {
          channelIds: [instagram.id],
          kind: 'feed',
          posts: [body],
        }),
        404,
        {
          code: 'PUBLISHING_CHANNEL_NOT_FOUND',
          message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
        },
      );
    } finally {
      await t.call(t.anna, 'PUT', '/api/me/workspace', { workspaceId: t.anna.userId });
    }
  });
});

describe('deleting the account', () => {
  it("removes its publications' files from the storage", async () => {
    await connectChannel(t.server.url, t.ben.cookie, 'instagram');
    const [channel] = await channelsOf(t.ben);
    const body = post();
    await t.call(t.ben, 'POST', '/api/team-slots', {
      sport: body.sport,
      clubId: body.clubId,
      teamId: body.teamId,
      teamName: 'Team',
    });
    const { id } = await publish(t.ben, {
      channelIds: [channel!.id],
      kind: 'feed',
      posts: [body],
      caption: 'Vor dem Abschied',
    });
    expect((await settled(t.ben, id)).state).toBe('published');
    const folder = `publications/${t.ben.userId}/`;
    expect(await t.server.ctx.storage.list(folder)).toHaveLength(1);
    const deleted = await t.call(t.ben, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await t.server.ctx.storage.list(folder)).toEqual([]);
  });
});

describe('GET /api/metrics', () => {
  it('counts publications by state', async () => {
    const text = await (await fetch(`${t.server.url}/api/metrics`)).text();
    const count = (state: string) =>
      Number(
        new RegExp(`matchpost_publications_total\\{state="${state}"\\} (\\d+)`).exec(text)?.[1] ??
          -1,
      );
    expect(count('published')).toBeGreaterThanOrEqual(8);
    expect(count('failed')).toBeGreaterThanOrEqual(3);
    expect(count('cancelled')).toBe(1);
    expect(count('scheduled')).toBeGreaterThanOrEqual(10);
  });
});
