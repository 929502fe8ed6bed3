import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema.ts';
import { requestMagicLink, signInTestUser } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
const t = signedInServer({});

const day = 24 * 60 * 60 * 1000;

function getSession(cookie: string) {
  return fetch(`${t.server.url}/api/auth/get-session`, { headers: { cookie } });
}

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that lives 7 days', async () => {
    await requestMagicLink(t.server.url, 'cookie@club.ch');
    const { readMagicLink } = await import('#server/testing/auth.ts');
    const link = new URL(await readMagicLink(t.server.outboxDir, 'cookie@club.ch'));
    const response = await fetch(`${t.server.url}${link.pathname}${link.search}`, {
      redirect: 'manual',
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('matchpost.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    // http APP_URL in tests; production uses https and gets Secure.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('renews a session on use and refuses an expired one', async () => {
    const anna = await signInTestUser(t.server.url, t.server.outboxDir, 'anna@uhc-thun.ch');
    const db = t.server.ctx.database.db;
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, anna.userId));
    if (!row) throw new Error('no session row');

    // Used two days before it would end: renewed to a full 7 days.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * day) })
      .where(eq(sessions.id, row.id));
    expect(await (await getSession(anna.cookie)).json()).not.toBeNull();
    const [renewed] = await db.select().from(sessions).where(eq(sessions.id, row.id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);

    // Unused for 7 days: gone.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row.id));
    expect(await (await getSession(anna.cookie)).json()).toBeNull();
    const profile = await fetch(`${t.server.url}/api/profile`, {
      headers: { cookie: anna.cookie },
    });
    expect(profile.status).toBe(401);
  });

  it('lists the sessions of the user and ends one of them everywhere', async () => {
    const first = await signInTestUser(t.server.url, t.server.outboxDir, 'ben@vbc-zuerich.ch');
    const second = await signInTestUser(t.server.url, t.server.outboxDir, 'ben@vbc-zuerich.ch');
    const listed = (await (
      await fetch(`${t.server.url}/api/auth/list-sessions`, { headers: { cookie: first.cookie } })
    ).json()) as { token: string; userId: string }[];
    expect(listed).toHaveLength(2);
    expect(listed.every((s) => s.userId === first.userId)).toBe(true);
    const secondToken = second.cookie.split('=')[1]?.split('.')[0];
    const revoke = await fetch(`${t.server.url}/api/auth/revoke-session`, {
      method: 'POST',
      headers: { cookie: first.cookie, origin: t.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ token: secondToken }),
    });
    expect(revoke.status).toBe(200);
    expect(await (await getSession(second.cookie)).json()).toBeNull();
    expect(await (await getSession(first.cookie)).json()).not.toBeNull();
  });

  it('limits sign-in requests per address of the caller: 30 in 5 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await requestMagicLink(t.server.url, `ip-${i}@club.ch`)).status);
    // The tests above asked for 4 links from this address already: 26 more pass, then 429.
    expect(statuses.slice(0, 26).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(26)).toEqual([429, 429, 429, 429, 429]);
    const refused = await requestMagicLink(t.server.url, 'one-more@club.ch');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-retry-after')).toMatch(/^\d+$/);
  });

  it('a client cannot pick its own address to dodge the limit', async () => {
    const spoofed = await fetch(`${t.server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.server.url,
        'x-matchpost-client-ip': '203.0.113.7',
        'x-forwarded-for': '203.0.113.8',
      },
      body: JSON.stringify({ email: 'spoof@club.ch', callbackURL: '/profile' }),
    });
    expect(spoofed.status).toBe(429);
  });
});
