import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import {
  connectChannel,
  testPublishing,
  type TestPublishing,
} from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';

/**
 * Scheduled publishing across Switzerland's summer-time changes (ADR 059). `POST
 * /api/publications` takes `publishAt` as an ISO time with its offset, so every time it accepts
 * is one instant: a Swiss local time that does not exist (2027-03-28 02:30) or exists twice
 * (2026-10-25 02:30) reaches the server already resolved by the offset the client wrote. The
 * scheduler's due query compares `timestamptz` instants with the clock's instant, so each post is
 * published at its instant, once. The clock (the app's publications, its publishing job and the
 * Meta double's) is moved by the test.
 */
let clock = Date.now();
let movedAt = Date.now();
const now = () => new Date(clock + (Date.now() - movedAt));
/** Sets the clock to `iso`; it runs on from there. */
function setClock(iso: string): void {
  clock = Date.parse(iso);
  movedAt = Date.now();
}

const double = useMetaDouble({ now });

const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, () => double.env(), undefined, {
  publishingClock: now,
});

let publishing: TestPublishing;
let post: () => Record<string, unknown>;
let instagram: Channel;

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  const game = await firstGameExport(t.server);
  post = () => ({ ...game(), format: '4:5' });
  publishing = testPublishing(t.server, { now });
  await publishing.runner.start();
}, 60_000);

afterAll(async () => {
  await publishing?.runner.stop();
});

/**
 * Sets the clock to `iso` and connects Instagram (again) at that time: a token of 60 days made
 * months away from the test's day would have ended.
 */
async function startAt(iso: string): Promise<void> {
  setClock(iso);
  await connectChannel(t.server.url, t.anna.cookie, 'instagram');
  const channels = (await (
    await t.call(t.anna, 'GET', '/api/publishing/channels')
  ).json()) as Channel[];
  instagram = channels.find((c) => c.platform === 'instagram')!;
  expect(instagram.state).toBe('connected');
}

async function schedule(caption: string, publishAt: string): Promise<Publication> {
  const response = await t.call(t.anna, 'POST', '/api/publications', {
    channelIds: [instagram.id],
    kind: 'feed',
    posts: [post()],
    caption,
    publishAt,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication;
}

async function stateOf(id: string): Promise<string> {
  const response = await t.call(t.anna, 'GET', `/api/publications/${id}`);
  return ((await response.json()) as Publication).state;
}

const postedWith = (caption: string) => double.published.filter((m) => m.caption === caption);

/** The double published `caption` once, at its instant or within the minute after it. */
function expectPublishedAt(caption: string, instant: string): void {
  const posted = postedWith(caption);
  expect(posted, caption).toHaveLength(1);
  expect(posted[0]!.at.getTime(), caption).toBeGreaterThanOrEqual(Date.parse(instant));
  expect(posted[0]!.at.getTime(), caption).toBeLessThan(Date.parse(instant) + 60_000);
}

/**
 * Moves the clock to `iso` and lets the scheduler run: what is due is published (waited for),
 * nothing else is queued.
 */
async function at(iso: string, due: { id: string; caption: string }[]): Promise<void> {
  setClock(iso);
  for (const { id } of due)
    await until(
      () => stateOf(id),
      (s) => s === 'published',
    );
  expect(await publishing.publications.queueDue()).toBe(0);
}

describe('publishing across the summer-time change in Europe/Zurich', () => {
  it('spring (2027-03-28, 02:00 CET -> 03:00 CEST): each post at its instant, once', async () => {
    await startAt('2027-03-27T22:00:00Z');
    // 01:30 CET is 00:30 UTC.
    const before = await schedule('Frühling 01:30', '2027-03-28T01:30:00+01:00');
    expect(before.publishAt).toBe('2027-03-28T00:30:00.000Z');
    // 02:30 does not exist on the wall clock; written with the winter offset it is 01:30 UTC,
    // which the wall clock shows as 03:30 CEST: what a browser's `new Date(2027, 2, 28, 2, 30)`
    // in Europe/Zurich makes of it too (moved forward by the gap).
    const gap = await schedule('Frühling 02:30', '2027-03-28T02:30:00+01:00');
    expect(gap.publishAt).toBe('2027-03-28T01:30:00.000Z');
    const after = await schedule('Frühling 03:30', '2027-03-28T03:30:00+02:00');
    expect(after.publishAt).toBe('2027-03-28T01:30:00.000Z');

    await at('2027-03-28T00:29:00Z', []);
    expect(postedWith('Frühling 01:30')).toEqual([]);
    await at('2027-03-28T00:30:00Z', [{ id: before.id, caption: 'Frühling 01:30' }]);
    expect(await stateOf(gap.id)).toBe('scheduled');
    expect(await stateOf(after.id)).toBe('scheduled');
    await at('2027-03-28T01:29:00Z', []);
    expect(await stateOf(gap.id)).toBe('scheduled');
    await at('2027-03-28T01:30:00Z', [
      { id: gap.id, caption: 'Frühling 02:30' },
      { id: after.id, caption: 'Frühling 03:30' },
    ]);
    // A minute on, the scheduler still queues nothing more: once each.
    await at('2027-03-28T01:31:00Z', []);
    for (const caption of ['Frühling 01:30', 'Frühling 02:30', 'Frühling 03:30']) {
      const posted = postedWith(caption);
      expect(posted, caption).toHaveLength(1);
    }
    expectPublishedAt('Frühling 01:30', '2027-03-28T00:30:00Z');
    expectPublishedAt('Frühling 02:30', '2027-03-28T01:30:00Z');
    expectPublishedAt('Frühling 03:30', '2027-03-28T01:30:00Z');
  });

  it('autumn (2026-10-25, 03:00 CEST -> 02:00 CET): both 02:30s, an hour apart, once each', async () => {
    await startAt('2026-10-24T20:00:00Z');
    const summer = await schedule('Herbst 02:30 CEST', '2026-10-25T02:30:00+02:00');
    expect(summer.publishAt).toBe('2026-10-25T00:30:00.000Z');
    const winter = await schedule('Herbst 02:30 CET', '2026-10-25T02:30:00+01:00');
    expect(winter.publishAt).toBe('2026-10-25T01:30:00.000Z');

    await at('2026-10-25T00:29:00Z', []);
    expect(postedWith('Herbst 02:30 CEST')).toEqual([]);
    await at('2026-10-25T00:30:00Z', [{ id: summer.id, caption: 'Herbst 02:30 CEST' }]);
    // The wall clock shows 02:00-02:59 a second time; the second 02:30 waits for its instant.
    await at('2026-10-25T01:29:00Z', []);
    expect(await stateOf(winter.id)).toBe('scheduled');
    expect(postedWith('Herbst 02:30 CET')).toEqual([]);
    await at('2026-10-25T01:30:00Z', [{ id: winter.id, caption: 'Herbst 02:30 CET' }]);
    await at('2026-10-25T02:31:00Z', []);
    expect(postedWith('Herbst 02:30 CEST')).toHaveLength(1);
    expect(postedWith('Herbst 02:30 CET')).toHaveLength(1);
    expectPublishedAt('Herbst 02:30 CEST', '2026-10-25T00:30:00Z');
    expectPublishedAt('Herbst 02:30 CET', '2026-10-25T01:30:00Z');
  });
});
