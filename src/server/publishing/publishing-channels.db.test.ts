import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingChannels, publishingConnectStates } from '#server/db/schema.ts';
import { publicAddressesOnly } from '#server/images/address-policy.ts';
import { createSafeFetcher } from '#server/images/safe-fetch.ts';
import {
  samplePng,
  startImageTestServer,
  type ImageTestServer,
} from '#server/images/testing/image-test-server.ts';
import { useMetaDouble } from '#server/testing/meta-double.ts';
import { readInvitationToken, type TestSession } from '#server/testing/auth.ts';
import { expectRefusal, healthOf } from '#server/testing/api-call.ts';
import {
  callbackOnce,
  connectChannel,
  testPublishing,
  type TestPublishing,
} from '#server/testing/publishing-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';
import type { Channel } from '#shared/publishing/publication.schema.ts';

/**
 * Channels over real HTTP against the Meta double on its own port (ADR 059): the OAuth dance of
 * both login paths, its state (wrong, reused, expired, of another session, denied), the plan,
 * the roles, another workspace's channel, disconnecting, and the token refresh.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const double = useMetaDouble({ now });

// Where a channel's picture is, in the one test (Meta's CDN stands in as the one image server
// the app's fetcher may reach on 127.0.0.1).
let pictures: ImageTestServer;
beforeAll(async () => {
  pictures = await startImageTestServer((req, res) =>
    req.url === '/account.png'
      ? res.writeHead(200, { 'content-type': 'image/png' }).end(samplePng)
      : res.writeHead(404).end(),
  );
});
afterAll(async () => {
  await pictures?.close();
});

const t = signedInServer(
  {
    anna: 'anna@uhc-thun.ch',
    ben: 'ben@vbc-zuerich.ch',
    carla: 'carla@floorball-thun.ch',
    dora: 'dora@uhc-thun.ch',
  },
  () => double.env(),
  undefined,
  {
    imageFetcher: createSafeFetcher({
      isAddressAllowed: (target) =>
        (target.address === '127.0.0.1' && target.port === pictures?.port) ||
        publicAddressesOnly(target),
      cache: false,
    }),
  },
);

let publishing: TestPublishing;

beforeAll(async () => {
  const db = t.server.ctx.database.db;
  await setTestTier(db, t.anna.userId, 'pro');
  await setTestTier(db, t.ben.userId, 'premium');
  publishing = testPublishing(t.server, { now });
});

const channelsOf = async (session: TestSession): Promise<Channel[]> => {
  const response = await t.call(session, 'GET', '/api/publishing/channels');
  expect(response.status).toBe(200);
  return (await response.json()) as Channel[];
};

const connect = (session: TestSession, platform: 'instagram' | 'facebook') =>
  connectChannel(t.server.url, session.cookie, platform);

describe('connecting Instagram (Instagram Login)', () => {
  it('redirects to the authorisation page with the app, the scopes and a state', async () => {
    const response = await fetch(`${t.server.url}/api/publishing/instagram/connect`, {
      headers: { cookie: t.anna.cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${double.url}/instagram/oauth/authorize`);
    expect(to.searchParams.get('scope')).toBe(
      'instagram_business_basic,instagram_business_content_publish',
    );
    expect(to.searchParams.get('redirect_uri')).toBe(
      `${t.server.url}/api/publishing/instagram/callback`,
    );
    expect(to.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await (await fetch(to)).text();
    expect(page).toContain('Matchpost Demo-Instagram');
    expect(page).toContain('Zulassen');
  });

  it('stores the account with its 60-day token sealed, and lists it without the token', async () => {
    const { location } = await connect(t.anna, 'instagram');
    expect(location.pathname).toBe('/profile/channels');
    expect(location.searchParams.get('connected')).toBe('instagram');
    const listed = await channelsOf(t.anna);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        platform: 'instagram',
        name: 'matchpost.demo',
        pictureUrl: expect.stringMatching(/^\/api\/publishing\/channels\/[0-9a-f-]{36}\/picture$/),
        state: 'connected',
        expiresAt: expect.any(String),
      },
    ]);
    const days = (Date.parse(listed[0]!.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(61);
    const [row] = await t.server.ctx.database.db
      .select()
      .from(publishingChannels)
      .where(eq(publishingChannels.id, listed[0]!.id));
    expect(row!.tokenSealed).toMatch(/^v1\./);
    // The 60-day token opens from the row and is not in it as written.
    const token = t.server.ctx.services.publishingChannels.tokenOf(row!);
    expect(token).toMatch(/^IG[A-Za-z0-9_-]{32}$/);
    expect(row!.tokenSealed).not.toContain(token);
    // The double's tokens start with IG: none is in the answer.
    const raw = await (await t.call(t.anna, 'GET', '/api/publishing/channels')).text();
    expect(raw).not.toMatch(/IG[A-Za-z0-9_-]{20}/);
  });

  it('connecting the same account again keeps one channel', async () => {
    await connect(t.anna, 'instagram');
    expect((await channelsOf(t.anna)).filter((c) => c.platform === 'instagram')).toHaveLength(1);
  });
});

describe('connecting a Facebook Page (Facebook Login)', () => {
  it('stores one channel per Page, with its Page token that does not expire', async () => {
    const { location } = await connect(t.anna, 'facebook');
    expect(location.searchParams.get('connected')).toBe('facebook');
    const page = (await channelsOf(t.anna)).find((c) => c.platform === 'facebook');
    expect(page).toMatchObject({
      name: 'Matchpost Demo-Seite',
      state: 'connected',
      expiresAt: null,
    });
    const calls = double.calls.filter((call) => call.path.startsWith('/facebook/graph'));
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/facebook/graph/v25.0/oauth/access_token',
        '/facebook/graph/v25.0/me/accounts',
      ]),
    );
  });
});

describe('the state of the dance', () => {
  /** Starts a dance and has the person allow it, without opening the callback yet. */
  async function allowedCallback(session: TestSession): Promise<string> {
    const connect = await fetch(`${t.server.url}/api/publishing/instagram/connect`, {
      headers: { cookie: session.cookie },
      redirect: 'manual',
    });
    const authorize = new URL(connect.headers.get('location')!);
    const decided = await fetch(`${double.url}/instagram/oauth/decide`, {
      method: 'POST',
      body: new URLSearchParams({
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: authorize.searchParams.get('state')!,
        decision: 'allow',
      }),
      redirect: 'manual',
    });
    return decided.headers.get('location')!;
  }

  const errorOf = (location: URL) => location.searchParams.get('error');

  it('refuses a state the app never gave', async () => {
    const callback = new URL(await allowedCallback(t.anna));
    callback.searchParams.set('state', 'x'.repeat(43));
    expect(errorOf(await callbackOnce(t.server.url, t.anna.cookie, callback.toString()))).toBe(
      'PUBLISHING_STATE_INVALID',
    );
  });

  it('refuses a state used once already', async () => {
    const callback = await allowedCallback(t.anna);
    expect(
      (await callbackOnce(t.server.url, t.anna.cookie, callback)).searchParams.get('connected'),
    ).toBe('instagram');
    expect(errorOf(await callbackOnce(t.server.url, t.anna.cookie, callback))).toBe(
      'PUBLISHING_STATE_INVALID',
    );
  });

  it('refuses a state older than 10 minutes', async () => {
    const callback = await allowedCallback(t.anna);
    await t.server.ctx.database.db
      .update(publishingConnectStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(publishingConnectStates.userId, t.anna.userId));
    expect(errorOf(await callbackOnce(t.server.url, t.anna.cookie, callback))).toBe(
      'PUBLISHING_STATE_EXPIRED',
    );
  });

  it("refuses a state begun in another person's session", async () => {
    const callback = await allowedCallback(t.anna);
    expect(errorOf(await callbackOnce(t.server.url, t.ben.cookie, callback))).toBe(
      'PUBLISHING_STATE_INVALID',
    );
    expect(await channelsOf(t.ben)).toEqual([]);
  });

  it('says so when the person does not allow it, and connects nothing', async () => {
    const before = (await channelsOf(t.ben)).length;
    const { location } = await connectChannel(t.server.url, t.ben.cookie, 'instagram', 'deny');
    expect(errorOf(location)).toBe('PUBLISHING_CONNECT_DENIED');
    expect(await channelsOf(t.ben)).toHaveLength(before);
  });

  it('has the catalogue text for each refusal in the four languages', () => {
    for (const code of ['PUBLISHING_STATE_INVALID', 'PUBLISHING_STATE_EXPIRED'] as const) {
      expect(Object.keys(errorMessages[code])).toEqual(['de', 'en', 'fr', 'it']);
    }
  });
});

describe('plan, roles and workspaces', () => {
  it('refuses a workspace whose plan has no publishing, to connect and to publish', async () => {
    const { location } = await connect(t.carla, 'instagram');
    expect(location.searchParams.get('error')).toBe('PUBLISHING_NOT_IN_PLAN');
    await expectRefusal(
      await t.call(t.carla, 'POST', '/api/publications', {
        channelIds: ['00000000-0000-4000-8000-000000000000'],
        kind: 'feed',
        posts: [{}],
        caption: '',
      }),
      403,
      { code: 'PUBLISHING_NOT_IN_PLAN', message: errorMessages.PUBLISHING_NOT_IN_PLAN.de },
    );
  });

  it("keeps another workspace's channel out of reach: not listed, not removable", async () => {
    const annas = await channelsOf(t.anna);
    expect(annas.length).toBeGreaterThan(0);
    expect(await channelsOf(t.ben)).toEqual([]);
    await expectRefusal(
      await t.call(t.ben, 'DELETE', `/api/publishing/channels/${annas[0]!.id}`),
      404,
      {
        code: 'PUBLISHING_CHANNEL_NOT_FOUND',
        message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
      },
    );
    expect(await channelsOf(t.anna)).toEqual(annas);
  });

  it('lets an editor of a club list the channels, but not connect or disconnect them', async () => {
    const club = (await (
      await t.call(t.ben, 'POST', '/api/workspaces', { name: 'VBC Zürich' })
    ).json()) as { id: string };
    await setTestTier(t.server.ctx.database.db, club.id, 'pro');
    expect(
      (
        await t.call(t.ben, 'POST', `/api/workspaces/${club.id}/invitations`, {
          email: t.dora.email,
          role: 'editor',
        })
      ).status,
    ).toBe(201);
    const token = await readInvitationToken(t.server.outboxDir, t.dora.email);
    expect((await t.call(t.dora, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    // Ben connects the club's Page in the club workspace.
    expect((await t.call(t.ben, 'PUT', '/api/me/workspace', { workspaceId: club.id })).status).toBe(
      200,
    );
    expect((await connect(t.ben, 'facebook')).location.searchParams.get('connected')).toBe(
      'facebook',
    );
    const listed = await channelsOf(t.dora);
    expect(listed.map((c) => c.name)).toEqual(['Matchpost Demo-Seite']);
    // Refused at once: the editor is never sent to Meta.
    const refused = await connect(t.dora, 'instagram');
    expect(refused.location.searchParams.get('error')).toBe('WORKSPACE_ROLE_FORBIDDEN');
    expect(refused.callback).toBe('');
    await expectRefusal(
      await t.call(t.dora, 'DELETE', `/api/publishing/channels/${listed[0]!.id}`),
      403,
      { code: 'WORKSPACE_ROLE_FORBIDDEN', message: errorMessages.WORKSPACE_ROLE_FORBIDDEN.de },
    );
    expect(await channelsOf(t.dora)).toEqual(listed);
    // Ben's own workspace does not see the club's channel.
    expect(
      (await t.call(t.ben, 'PUT', '/api/me/workspace', { workspaceId: t.ben.userId })).status,
    ).toBe(200);
    expect((await channelsOf(t.ben)).map((c) => c.name)).not.toContain('Matchpost Demo-Seite');
  });
});

describe("the account's picture", () => {
  it("is served through the app, the platform's mark where Meta's is out of reach, to members only", async () => {
    await connect(t.anna, 'instagram');
    const [channel] = (await channelsOf(t.anna)).filter((c) => c.platform === 'instagram');
    const picture = () => t.call(t.anna, 'GET', channel!.pictureUrl!);
    // The demo account's picture is at no real address: the mark, as an image that runs nothing.
    let answer = await picture();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toContain('<svg');
    // A picture Meta's CDN serves comes as it is.
    await t.server.ctx.database.db
      .update(publishingChannels)
      .set({ pictureUrl: `${pictures.origin}/account.png` })
      .where(eq(publishingChannels.id, channel!.id));
    answer = await picture();
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(samplePng))).toBe(true);
    // Another workspace's channel is none; without a session, nothing.
    await expectRefusal(await t.call(t.ben, 'GET', channel!.pictureUrl!), 404, {
      code: 'PUBLISHING_CHANNEL_NOT_FOUND',
      message: errorMessages.PUBLISHING_CHANNEL_NOT_FOUND.de,
    });
    expect((await t.call(null, 'GET', channel!.pictureUrl!)).status).toBe(401);
  });
});

describe('disconnecting', () => {
  it('removes the channel and its token', async () => {
    const page = (await channelsOf(t.anna)).find((c) => c.platform === 'facebook')!;
    expect((await t.call(t.anna, 'DELETE', `/api/publishing/channels/${page.id}`)).status).toBe(
      204,
    );
    expect((await channelsOf(t.anna)).map((c) => c.id)).not.toContain(page.id);
    const rows = await t.server.ctx.database.db
      .select()
      .from(publishingChannels)
      .where(eq(publishingChannels.id, page.id));
    expect(rows).toEqual([]);
  });
});

describe('the token refresh', () => {
  it('renews an Instagram token within ten days of its end, once it is a day old', async () => {
    const before = (await channelsOf(t.anna)).find((c) => c.platform === 'instagram')!;
    // A round now refreshes nothing: the token has 60 days left.
    expect(await publishing.channels.refreshDue()).toBe(0);
    offsetMs = 52 * 86_400_000;
    try {
      expect(await publishing.channels.refreshDue()).toBe(1);
      const after = await until(
        () => channelsOf(t.anna),
        (list) => list.some((c) => c.id === before.id && c.expiresAt !== before.expiresAt),
      );
      const renewed = after.find((c) => c.id === before.id)!;
      // 60 days from the double's clock, 52 days ahead.
      expect(Date.parse(renewed.expiresAt!) - Date.parse(before.expiresAt!)).toBeGreaterThan(
        50 * 86_400_000,
      );
      expect(
        double.calls.some((call) => call.path === '/instagram/graph/refresh_access_token'),
      ).toBe(true);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('GET /api/health', () => {
  it('says publishing is offered, through Meta', async () => {
    expect((await healthOf(t.server.url)).publishing).toBe('meta');
  });
});
