import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, userTeamSlots } from '#server/db/schema.ts';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
import { parseEml, type ParsedMail } from '#server/testing/parse-eml.ts';
import {
  connectChannel,
  testPublishing,
  type TestPublishing,
} from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type {
  GameDayPublishing,
  GameDayPublishingRequest,
} from '#shared/publishing/game-day-publishing.schema.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';
import { hasResult, type Game } from '#shared/sports/sports.ts';
import { dayOfGameDate, shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

/**
 * Game-day publishing end to end (ADR 059): the settings API, the scheduler's round of two
 * runners (as two processes) on a clock the test moves, the job making the publications through
 * the export service, the publishing job publishing them on the Meta double over real HTTP, and
 * the 'ask' mail's 'Jetzt veröffentlichen' link followed without a session. The demo data's
 * first league plays today (real time) and has results two days ago. A slot set to video (ADR
 * 067) has its MP4 made by the export service and fetched by the double as Meta fetches it.
 */
let clock = new Date();
const now = () => clock;

const double = useMetaDouble({ now, videoProcessingMs: 400 });

const t = signedInServer(
  { anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' },
  // Videos beside the other engineers' work on two cores: the video's budget is generous here.
  () => ({ ...double.env(), VIDEO_BUDGET_MS: '120000' }),
  undefined,
  { publishingClock: now },
);

const league = demoCatalogs.unihockey.leagues[0]!;
let instagram: Channel;
let facebook: Channel;
let first: TestPublishing;
let second: TestPublishing;

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  await connectChannel(t.server.url, t.anna.cookie, 'instagram');
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = (await (
    await t.call(t.anna, 'GET', '/api/publishing/channels')
  ).json()) as Channel[];
  instagram = channels.find((c) => c.platform === 'instagram')!;
  facebook = channels.find((c) => c.platform === 'facebook')!;
  first = testPublishing(t.server, { now });
  second = testPublishing(t.server, { now });
  await first.runner.start();
  await second.runner.start();
}, 60_000);

afterAll(async () => {
  await first?.runner.stop();
  await second?.runner.stop();
});

/** Anna's slot for the team `index` of a league (the first); its id and its games. */
async function slotOf(
  index: number,
  of = league,
): Promise<{ id: string; name: string; games: Game[] }> {
  const team = of.teams[index]!;
  const created = await t.call(t.anna, 'POST', '/api/team-slots', {
    sport: 'unihockey',
    clubId: team.clubId,
    teamId: team.id,
    teamName: team.name,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const games = await t.server.ctx.services.sportsData.games('unihockey', team.id, team.clubId, {
    workspaceId: t.anna.userId,
  });
  return { id, name: team.name, games };
}

async function setPublishing(slot: string, settings: GameDayPublishingRequest): Promise<void> {
  const saved = await t.call(t.anna, 'PUT', `/api/team-slots/${slot}/publishing`, settings);
  expect(saved.status, await saved.clone().text()).toBe(200);
}

async function publicationsWith(text: string): Promise<Publication[]> {
  const all = (await (await t.call(t.anna, 'GET', '/api/publications')).json()) as Publication[];
  return all.filter((p) => p.caption.includes(text));
}

const firstOn = (games: Game[], day: string) =>
  games
    .filter((g) => dayOfGameDate(g.date) === day)
    .sort((a, b) => a.time.localeCompare(b.time))[0];

/** A Swiss 'HH:MM' `minutes` before an instant. */
function timeBefore(at: Date, minutes: number): string {
  const shifted = new Date(at.getTime() - minutes * 60_000);
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
  }).format(shifted);
}

async function mailsAbout(text: string): Promise<ParsedMail[]> {
  const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (f) => parseEml(await readFile(path.join(t.server.outboxDir, f)))),
  );
  return mails.filter((mail) => mail.text.includes(text));
}

async function follow(link: string, method: 'GET' | 'POST' = 'GET') {
  const response = await fetch(link, { method, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, code: /data-code="([A-Z_]+)"/.exec(html)?.[1] ?? null };
}

describe('GET and PUT /api/team-slots/:id/publishing', () => {
  it('are off by default, refuse what cannot publish, and store what the member sets, the video too', async () => {
    const slot = await slotOf(3);
    const read = await t.call(t.anna, 'GET', `/api/team-slots/${slot.id}/publishing`);
    expect(await read.json()).toEqual({
      preview: null,
      result: false,
      channelIds: [],
      kinds: ['feed'],
      mode: 'publish',
      media: 'image',
    });
    // An older client's body: no `media`, so an image.
    const on: GameDayPublishingRequest = {
      preview: { daysBefore: 1, time: '18:00' },
      result: true,
      channelIds: [instagram.id],
      kinds: ['feed', 'story'],
      mode: 'ask',
    };
    const put = (body: unknown) =>
      t.call(t.anna, 'PUT', `/api/team-slots/${slot.id}/publishing`, body);
    await expectRefusal(await put({ ...on, channelIds: [] }), 400, {
      code: 'PUBLICATION_CHANNELS_INVALID',
      message: errorMessages.PUBLICATION_CHANNELS_INVALID({ max: 10 }).de,
    });
    await expectRefusal(await put({ ...on, channelIds: [instagram.id, instagram.id] }), 400, {
      code: 'PUBLICATION_CHANNELS_INVALID',
      message: errorMessages.PUBLICATION_CHANNELS_INVALID({ max: 10 }).de,
    });
    await expectRefusal(
      await put({ ...on, channelIds: ['00000000-0000-4000-8000-000000000000'] }),
      404,
      {
        code: 'PUBLISHING_CHANNEL_NOT_FOUND',
        message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
      },
    );
    await expectRefusal(await put({ ...on, kinds: [] }), 400, {
      code: 'GAME_DAY_KINDS_INVALID',
      message: errorMessages.GAME_DAY_KINDS_INVALID.de,
      details: { field: 'kinds' },
    });
    await expectRefusal(await put({ ...on, preview: { daysBefore: 1, time: '25:00' } }), 400, {
      code: 'MAIL_TIME_INVALID',
      message: errorMessages.MAIL_TIME_INVALID.de,
      details: { field: 'preview.time' },
    });
    await expectRefusal(await put({ ...on, preview: { daysBefore: 9, time: '18:00' } }), 400, {
      code: 'MAIL_DAYS_BEFORE_INVALID',
      message: errorMessages.MAIL_DAYS_BEFORE_INVALID.de,
      details: { field: 'preview.daysBefore' },
    });
    // Another workspace's slot is no slot; its channels are none of Ben's.
    await expectRefusal(
      await t.call(t.ben, 'PUT', `/api/team-slots/${slot.id}/publishing`, on),
      404,
      { code: 'NOT_FOUND', message: errorMessages.NOT_FOUND.de },
    );
    expect((await t.call(t.ben, 'GET', `/api/team-slots/${slot.id}/publishing`)).status).toBe(404);
    // Nothing of the refused was stored.
    expect(
      await (await t.call(t.anna, 'GET', `/api/team-slots/${slot.id}/publishing`)).json(),
    ).toEqual({
      preview: null,
      result: false,
      channelIds: [],
      kinds: ['feed'],
      mode: 'publish',
      media: 'image',
    });
    await setPublishing(slot.id, on);
    expect(
      await (await t.call(t.anna, 'GET', `/api/team-slots/${slot.id}/publishing`)).json(),
    ).toEqual({ ...on, media: 'image' });

    // A video (ADR 067) is kept; a medium there is none of is refused; left out, an image.
    const readBack = async () =>
      (await (
        await t.call(t.anna, 'GET', `/api/team-slots/${slot.id}/publishing`)
      ).json()) as GameDayPublishing;
    const video: GameDayPublishing = {
      ...on,
      channelIds: [instagram.id, facebook.id],
      media: 'video',
    };
    await setPublishing(slot.id, video);
    expect(await readBack()).toEqual(video);
    for (const media of ['gif', 'VIDEO', null, 1]) {
      await expectRefusal(
        await t.call(t.anna, 'PUT', `/api/team-slots/${slot.id}/publishing`, {
          ...video,
          result: false,
          media,
        }),
        400,
        {
          code: 'GAME_DAY_MEDIA_INVALID',
          message: errorMessages.GAME_DAY_MEDIA_INVALID.de,
          details: { field: 'media' },
        },
      );
    }
    // Nothing of the refused was stored.
    expect(await readBack()).toEqual(video);
    const { media: _media, ...withoutMedia } = video;
    await setPublishing(slot.id, withoutMedia);
    expect(await readBack()).toEqual({ ...video, media: 'image' });
  });

  it('needs a plan that publishes to turn on, and turns off on any plan', async () => {
    const team = league.teams[0]!;
    const created = await t.call(t.ben, 'POST', '/api/team-slots', {
      sport: 'unihockey',
      clubId: team.clubId,
      teamId: team.id,
      teamName: team.name,
    });
    const { id } = (await created.json()) as { id: string };
    await expectRefusal(
      await t.call(t.ben, 'PUT', `/api/team-slots/${id}/publishing`, {
        preview: null,
        result: true,
        channelIds: [instagram.id],
        kinds: ['feed'],
        mode: 'publish',
      }),
      403,
      { code: 'PUBLISHING_NOT_IN_PLAN', message: errorMessages.PUBLISHING_NOT_IN_PLAN.de },
    );
    const off = await t.call(t.ben, 'PUT', `/api/team-slots/${id}/publishing`, {
      preview: null,
      result: false,
      channelIds: [],
      kinds: ['feed'],
      mode: 'publish',
    });
    expect(off.status).toBe(200);
  });
});

describe('the preview, Sofort', () => {
  it('publishes the feed post and the story once at its time, with two schedulers running, not before', async () => {
    const today = swissDay(new Date());
    const slot = await slotOf(0);
    const game = firstOn(slot.games, today)!;
    expect(game).toBeDefined();
    const start = swissInstant(today, game.time);
    // Three hours before the game, from before it is set (a round in between must not see the
    // clock of another test or of the day's real time, which may be past the preview's time).
    clock = new Date(start.getTime() - 3 * 3_600_000);
    await setPublishing(slot.id, {
      preview: { daysBefore: 0, time: timeBefore(start, 120) },
      result: false,
      channelIds: [instagram.id, facebook.id],
      kinds: ['feed', 'story'],
      mode: 'publish',
    });
    const caption = `${game.time} ${game.teamHome} – ${game.teamAway}`;
    const stories = () => double.published.filter((m) => m.kind === 'story').length;
    const storiesBefore = stories();
    // Not yet.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await publicationsWith(caption)).toEqual([]);
    // Two hours before: due. Both schedulers' rounds see it; one claim, one job.
    clock = new Date(start.getTime() - 119 * 60_000);
    const published = await until(
      () => publicationsWith(caption),
      (list) => list.length === 2 && list.every((p) => p.state === 'published'),
      60_000,
    );
    expect(published.map((p) => p.kind).sort()).toEqual(['feed', 'story']);
    // More rounds of both change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await publicationsWith(caption)).toHaveLength(2);
    // The feed post on both channels, the story (Instagram's, without a caption) once.
    const posted = double.published.filter((m) => m.caption.includes(caption));
    expect(posted.map((m) => `${m.platform}:${m.kind}`).sort()).toEqual([
      'facebook:feed',
      'instagram:feed',
    ]);
    expect(stories()).toBe(storiesBefore + 1);
  });
});

describe('the result, Sofort', () => {
  it('publishes the result once the federation reports it, the same evening', async () => {
    const day = shiftDay(swissDay(new Date()), -2);
    const slot = await slotOf(2);
    const game = firstOn(slot.games, day)!;
    expect(game && hasResult(game)).toBe(true);
    // Before the game began, from before it is set: nothing, whatever the data says.
    clock = new Date(swissInstant(day, game.time).getTime() - 60_000);
    await setPublishing(slot.id, {
      preview: null,
      result: true,
      channelIds: [instagram.id],
      kinds: ['feed'],
      mode: 'publish',
    });
    const caption = `${game.teamHome} ${game.result} ${game.teamAway}`;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await publicationsWith(caption)).toEqual([]);
    clock = swissInstant(day, '23:00');
    const [publication] = await until(
      () => publicationsWith(caption),
      (list) => list.length === 1 && list[0]!.state === 'published',
      60_000,
    );
    expect(publication!.kind).toBe('feed');
    expect(double.published.filter((m) => m.caption.includes(caption))).toHaveLength(1);
  });
});

describe('Nachfragen', () => {
  it("mails a 'Jetzt veröffentlichen' link that publishes nothing until pressed, then once", async () => {
    const today = swissDay(new Date());
    const slot = await slotOf(1);
    const game = firstOn(slot.games, today)!;
    const start = swissInstant(today, game.time);
    const settings: GameDayPublishingRequest = {
      preview: { daysBefore: 0, time: timeBefore(start, 90) },
      result: false,
      channelIds: [instagram.id],
      kinds: ['feed'],
      mode: 'ask',
    };
    await setPublishing(slot.id, settings);
    clock = new Date(start.getTime() - 80 * 60_000);
    const [mail] = await until(
      () => mailsAbout(slot.name),
      (mails) => mails.some((m) => m.subject.includes('bereit zum Veröffentlichen')),
      60_000,
    );
    expect(mail!.to).toBe(t.anna.email);
    const link = /https?:\/\/\S+\/api\/game-day-publications\/publish\?\S+/.exec(mail!.text)![0];
    const caption = `${game.time} ${game.teamHome} – ${game.teamAway}`;
    expect(await publicationsWith(caption)).toEqual([]);

    const asked = await follow(link);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('<form method="post"');
    expect(asked.html).toContain(instagram.name);
    expect(await publicationsWith(caption)).toEqual([]);

    const pressed = await follow(link, 'POST');
    expect(pressed.status).toBe(200);
    const [publication] = await until(
      () => publicationsWith(caption),
      (list) => list.length === 1 && list[0]!.state === 'published',
      60_000,
    );
    expect(publication!.kind).toBe('feed');
    const again = await follow(link, 'POST');
    expect([again.status, again.code]).toEqual([409, 'GAME_DAY_ALREADY_PUBLISHED']);
    expect(double.published.filter((m) => m.caption.includes(caption))).toHaveLength(1);

    // Set anew since the mail: the link is outdated; forged or past its end, refused.
    await setPublishing(slot.id, { ...settings, kinds: ['feed', 'story'] });
    const outdated = await follow(link, 'POST');
    expect([outdated.status, outdated.code]).toEqual([410, 'GAME_DAY_LINK_OUTDATED']);
    const forged = new URL(link);
    forged.searchParams.set('kind', 'result');
    expect((await follow(forged.toString(), 'POST')).code).toBe('GAME_DAY_LINK_INVALID');
    clock = new Date(start.getTime() + 60_000);
    const expired = await follow(link, 'POST');
    expect([expired.status, expired.code]).toEqual([410, 'GAME_DAY_LINK_EXPIRED']);
    expect(double.published.filter((m) => m.caption.includes(caption))).toHaveLength(1);
  });
});

/** The demo data's second league plays the day after today (its first one plays today). */
const tomorrowLeague = demoCatalogs.unihockey.leagues[1]!;

/** A team of the second league whose game on `day` is none of `taken` (so its caption is its own). */
async function teamPlayingOn(day: string, taken: string[]): Promise<{ index: number; game: Game }> {
  for (const [index, team] of tomorrowLeague.teams.entries()) {
    const games = await t.server.ctx.services.sportsData.games('unihockey', team.id, team.clubId, {
      workspaceId: t.anna.userId,
    });
    const game = firstOn(games, day);
    if (game && !taken.includes(game.id)) return { index, game };
  }
  throw new Error(`no team of the demo league plays a game of its own on ${day}`);
}

/** The files a publication stored: the MP4's picture size as read from it, and its kind. */
async function storedFiles(id: string) {
  const [row] = await t.server.ctx.database.db
    .select({ files: publications.files })
    .from(publications)
    .where(eq(publications.id, id));
  return row!.files;
}

/** What the double fetched from a video's URL: each an MP4 (its `ftyp` brand read). */
function expectFetchedMp4(url: string): void {
  const fetched = double.fetchedVideos.filter((video) => video.url === url);
  expect(fetched.length).toBeGreaterThanOrEqual(1);
  for (const video of fetched) expect(video.brand).toMatch(/^(isom|mp42|iso\d|avc1)$/);
}

// ADR 067: each of these makes MP4s (a few seconds of CPU each) on a shared two-core machine.
const VIDEO_TEST_MS = 240_000;

describe('the preview as a video', () => {
  it(
    'publishes a Reel on Instagram and on the Page in 4:5 for a square team, and a video story, once each with two schedulers running',
    async () => {
      const today = swissDay(new Date());
      const tomorrow = shiftDay(today, 1);
      const slot = await slotOf((await teamPlayingOn(tomorrow, [])).index, tomorrowLeague);
      // The team's remembered look is square: a Reel cannot be, so it goes out as 4:5.
      await t.server.ctx.database.db
        .update(userTeamSlots)
        .set({ postFormat: '1:1' })
        .where(eq(userTeamSlots.id, slot.id));
      const game = firstOn(slot.games, tomorrow)!;
      const time = timeBefore(swissInstant(tomorrow, game.time), 120);
      // An hour before the preview's time the day before: nothing is due when it is set.
      clock = new Date(swissInstant(today, time).getTime() - 3_600_000);
      await setPublishing(slot.id, {
        preview: { daysBefore: 1, time },
        result: false,
        channelIds: [instagram.id, facebook.id],
        kinds: ['feed', 'story'],
        mode: 'publish',
        media: 'video',
      });
      const caption = `${game.time} ${game.teamHome} – ${game.teamAway}`;
      // The day before, a minute after the preview's time: due.
      clock = new Date(swissInstant(today, time).getTime() + 60_000);
      const published = await until(
        () => publicationsWith(caption),
        (list) => list.length === 2 && list.every((p) => p.state === 'published'),
        VIDEO_TEST_MS - 30_000,
      );
      expect(published.map((p) => [p.kind, p.media]).sort()).toEqual([
        ['feed', 'video'],
        ['story', 'video'],
      ]);
      // More rounds of both schedulers change nothing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await publicationsWith(caption)).toHaveLength(2);

      // The feed's video: a Reel on Instagram and one on the Page (ADR 069), each once.
      const posted = double.published.filter((m) => m.caption.includes(caption));
      expect(posted.map((m) => `${m.platform}:${m.kind}`).sort()).toEqual([
        'facebook:reel',
        'instagram:reel',
      ]);
      const reel = posted.find((m) => m.platform === 'instagram')!;
      expect(double.containers.get(reel.containerId!)!.mediaType).toBe('REELS');
      for (const m of posted) expectFetchedMp4(m.images[0]!);
      const feed = published.find((p) => p.kind === 'feed')!;
      expect(await storedFiles(feed.id)).toEqual([
        expect.objectContaining({ width: 1080, height: 1350, media: 'video' }),
      ]);

      // The story: a STORIES container with the video, once, 9:16.
      const story = published.find((p) => p.kind === 'story')!;
      expect(story.channels.map((c) => c.channelId)).toEqual([instagram.id]);
      const storyMedia = double.published.filter(
        (m) => m.permalink === story.channels[0]!.permalink,
      );
      expect(storyMedia.map((m) => m.kind)).toEqual(['story']);
      const container = double.containers.get(storyMedia[0]!.containerId!)!;
      expect(container.mediaType).toBe('STORIES');
      expect(container.video).toBeDefined();
      expectFetchedMp4(storyMedia[0]!.images[0]!);
      expect(await storedFiles(story.id)).toEqual([
        expect.objectContaining({ width: 1080, height: 1920, media: 'video' }),
      ]);
      // One container each for the Reel and the story: no video was sent twice.
      const videoContainers = [...double.containers.values()].filter((c) =>
        [reel.images[0], storyMedia[0]!.images[0]].includes(c.images[0]),
      );
      expect(videoContainers.map((c) => c.mediaType).sort()).toEqual(['REELS', 'STORIES']);
    },
    VIDEO_TEST_MS,
  );
});

describe('Nachfragen as a video', () => {
  it(
    "publishes the Reel when the 'Jetzt veröffentlichen' link is pressed, once",
    async () => {
      const today = swissDay(new Date());
      const tomorrow = shiftDay(today, 1);
      // The other game of the second league tomorrow than the video preview's.
      const other = (await teamPlayingOn(tomorrow, [])).game;
      const slot = await slotOf((await teamPlayingOn(tomorrow, [other.id])).index, tomorrowLeague);
      const game = firstOn(slot.games, tomorrow)!;
      const time = timeBefore(swissInstant(tomorrow, game.time), 90);
      clock = new Date(swissInstant(today, time).getTime() - 3_600_000);
      await setPublishing(slot.id, {
        preview: { daysBefore: 1, time },
        result: false,
        channelIds: [instagram.id],
        kinds: ['feed'],
        mode: 'ask',
        media: 'video',
      });
      clock = new Date(swissInstant(today, time).getTime() + 60_000);
      const [mail] = await until(
        () => mailsAbout(slot.name),
        (mails) => mails.some((m) => m.subject.includes('bereit zum Veröffentlichen')),
        60_000,
      );
      const link = /https?:\/\/\S+\/api\/game-day-publications\/publish\?\S+/.exec(mail!.text)![0];
      const caption = `${game.time} ${game.teamHome} – ${game.teamAway}`;
      expect(await publicationsWith(caption)).toEqual([]);

      const pressed = await follow(link, 'POST');
      expect(pressed.status).toBe(200);
      const [publication] = await until(
        () => publicationsWith(caption),
        (list) => list.length === 1 && list[0]!.state === 'published',
        VIDEO_TEST_MS - 60_000,
      );
      expect([publication!.kind, publication!.media]).toEqual(['feed', 'video']);
      const posted = double.published.filter((m) => m.caption.includes(caption));
      expect(posted.map((m) => m.kind)).toEqual(['reel']);
      expect(double.containers.get(posted[0]!.containerId!)!.mediaType).toBe('REELS');
      expectFetchedMp4(posted[0]!.images[0]!);
      const again = await follow(link, 'POST');
      expect([again.status, again.code]).toEqual([409, 'GAME_DAY_ALREADY_PUBLISHED']);
      expect(double.published.filter((m) => m.caption.includes(caption))).toHaveLength(1);
    },
    VIDEO_TEST_MS,
  );
});
