import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#server/http/session-user.ts';
import {
  startMetaDouble,
  type RunningMetaDouble,
} from '#server/publishing/demo/start-meta-double.ts';
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
 * Scheduled publications across Switzerland's changes of clock (ADR 059): the studio sends a
 * Swiss time as an ISO time with the offset of that day, the publication is due at that instant,
 * and the scheduler compares instants, so each goes out once at its time when the clocks go
 * forward or back. The publications are made through the publication service on the test's
 * clock (the route's clock is the real one, and these days are not within its 60 days ahead),
 * with every check the route runs, and published to a Facebook Page of the Meta double (a Page's
 * token does not expire, so the clock may jump months).
 */
let double: RunningMetaDouble;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const at = (iso: string) => {
  offsetMs = Date.parse(iso) - Date.now();
};

beforeAll(async () => {
  double = await startMetaDouble({ now });
});
afterAll(async () => {
  await double?.close();
});

const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, () => double.env());

let publishing: TestPublishing;
let page: Channel;
let post: () => Record<string, unknown>;
let anna: SessionUser;

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  post = await firstGameExport(t.server);
  await connectChannel(t.server.url, t.anna.cookie, 'facebook');
  const channels = (await (
    await t.call(t.anna, 'GET', '/api/publishing/channels')
  ).json()) as Channel[];
  page = channels.find((channel) => channel.platform === 'facebook')!;
  anna = {
    id: t.anna.userId,
    email: 'anna@uhc-thun.ch',
    sessionId: null,
    aal: 'aal1',
    mfaPending: false,
  };
  publishing = testPublishing(t.server, { now });
  await publishing.runner.start();
}, 60_000);

afterAll(async () => {
  await publishing?.runner.stop();
});

function scheduled(caption: string, publishAt: string) {
  return publishing.publications.create(
    t.anna.userId,
    anna,
    { channelIds: [page.id], kind: 'feed', posts: [post()], caption, publishAt },
    'de',
  );
}

async function publication(id: string): Promise<Publication> {
  return (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication;
}

const published = (id: string) =>
  until(
    () => publication(id),
    (p) => p.state === 'published' || p.state === 'failed',
  );

const postedWith = (caption: string) => double.published.filter((m) => m.caption === caption);

describe('scheduled publications across the change of clock', () => {
  afterAll(() => {
    offsetMs = 0;
  });

  it('when the clocks go forward (28 March 2027, 02:00 CET is 03:00 CEST): 01:45 and 03:15 are half an hour apart', async () => {
    at('2027-03-28T00:30:00Z');
    const before = await scheduled('Frühling 01:45', '2027-03-28T01:45:00+01:00');
    const after = await scheduled('Frühling 03:15', '2027-03-28T03:15:00+02:00');
    expect((await publication(after.id)).publishAt).toBe('2027-03-28T01:15:00.000Z');
    at('2027-03-28T00:46:00Z');
    expect((await published(before.id)).state).toBe('published');
    // 03:10 CEST: an hour and 25 minutes after 01:45 on the wall, 24 minutes in time.
    at('2027-03-28T01:10:00Z');
    expect(await publishing.publications.queueDue()).toBe(0);
    expect((await publication(after.id)).state).toBe('scheduled');
    at('2027-03-28T01:16:00Z');
    expect((await published(after.id)).state).toBe('published');
    expect(postedWith('Frühling 01:45')).toHaveLength(1);
    expect(postedWith('Frühling 03:15')).toHaveLength(1);
  });

  it('when the clocks go back (25 October 2026, 02:30 comes twice): each 02:30 at its own instant', async () => {
    at('2026-10-25T00:00:00Z');
    const summer = await scheduled('Herbst 02:30 Sommerzeit', '2026-10-25T02:30:00+02:00');
    const winter = await scheduled('Herbst 02:30 Winterzeit', '2026-10-25T02:30:00+01:00');
    at('2026-10-25T00:31:00Z');
    expect((await published(summer.id)).state).toBe('published');
    expect(await publishing.publications.queueDue()).toBe(0);
    expect((await publication(winter.id)).state).toBe('scheduled');
    at('2026-10-25T01:31:00Z');
    expect((await published(winter.id)).state).toBe('published');
    expect(postedWith('Herbst 02:30 Sommerzeit')).toHaveLength(1);
    expect(postedWith('Herbst 02:30 Winterzeit')).toHaveLength(1);
  });
});
