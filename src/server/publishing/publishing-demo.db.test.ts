import { describe, expect, it } from 'vitest';
import { healthOf } from '#server/testing/api-call.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { connectChannel } from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import type { Channel, Publication } from '#shared/publishing/publication.schema.ts';

/**
 * The embedded default (PUBLISHING=demo) as `npm start` runs it: the Meta double on the app's own
 * origin under /demo-meta, the publishing scheduler and worker of the app itself (as the
 * composition root builds them), a channel connected through the double's 'Zulassen' page and a
 * post published now, shown on the double's page of what was published.
 */
const t = signedInServer(
  { anna: 'anna@uhc-thun.ch' },
  {
    PUBLISHING: 'demo',
    PUBLISHING_WORKER: 'on',
    PUBLISHING_TICK_SECONDS: '1',
    JOB_POLL_SECONDS: '1',
    JOB_RETRY_DELAY_SECONDS: '1',
    // A video beside the other engineers' work on two cores: its budget is generous here.
    VIDEO_BUDGET_MS: '120000',
  },
);

describe('PUBLISHING=demo', () => {
  it('says so on /api/health', async () => {
    expect((await healthOf(t.server.url)).publishing).toBe('demo');
  });

  it('connects the demo Instagram and publishes a post on it, shown on the demo page', async () => {
    await setTestTier(t.server.ctx.database.db, t.anna.userId, 'premium');
    const { location } = await connectChannel(t.server.url, t.anna.cookie, 'instagram');
    expect(location.searchParams.get('connected')).toBe('instagram');
    const [channel] = (await (
      await t.call(t.anna, 'GET', '/api/publishing/channels')
    ).json()) as Channel[];
    const post = (await firstGameExport(t.server))();
    await t.call(t.anna, 'POST', '/api/team-slots', {
      sport: post.sport,
      clubId: post.clubId,
      teamId: post.teamId,
      teamName: 'Team',
    });
    const created = await t.call(t.anna, 'POST', '/api/publications', {
      channelIds: [channel!.id],
      kind: 'feed',
      posts: [post],
      caption: 'Aus der Demo #matchpost',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const done = await until(
      async () =>
        (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication,
      (p) => p.state !== 'scheduled' && p.state !== 'publishing',
    );
    expect(done.state).toBe('published');
    const page = await (await fetch(`${t.server.url}/demo-meta/`)).text();
    expect(page).toContain('Veröffentlicht (Demo-Meta)');
    expect(page).toContain('Aus der Demo #matchpost');
    expect(page).toContain('matchpost.demo');
  });

  it("publishes a video as the demo Page's Reel, through the upload host under /demo-meta", async () => {
    const { location } = await connectChannel(t.server.url, t.anna.cookie, 'facebook');
    expect(location.searchParams.get('connected')).toBe('facebook');
    const channels = (await (
      await t.call(t.anna, 'GET', '/api/publishing/channels')
    ).json()) as Channel[];
    const page = channels.find((c) => c.platform === 'facebook')!;
    const created = await t.call(t.anna, 'POST', '/api/publications', {
      channelIds: [page.id],
      kind: 'feed',
      media: 'video',
      posts: [{ ...(await firstGameExport(t.server))(), format: '9:16' }],
      caption: 'Reel aus der Demo #matchpost',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Meta's processing (3 s in the demo) is looked at again by a job 15 s later.
    const done = await until(
      async () =>
        (await (await t.call(t.anna, 'GET', `/api/publications/${id}`)).json()) as Publication,
      (p) => p.state !== 'scheduled' && p.state !== 'publishing',
      90_000,
    );
    expect(done.state).toBe('published');
    expect(done.channels[0]!.permalink).toMatch(/^https:\/\/www\.facebook\.com\/reel\/\d+$/);
    const shown = await (await fetch(`${t.server.url}/demo-meta/`)).text();
    expect(shown).toContain('Reel aus der Demo #matchpost');
    expect(shown).toContain('<video');
  }, 120_000);

  it('sends the person back only to the app itself', async () => {
    const response = await fetch(
      `${t.server.url}/demo-meta/instagram/oauth/authorize?client_id=100000000000001&response_type=code&redirect_uri=${encodeURIComponent('https://elsewhere.example/cb')}`,
    );
    expect(response.status).toBe(400);
  });
});
