import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { profiles, userRoles, users, verifications } from '#server/db/schema.ts';
import {
  openMagicLink,
  readMagicLink,
  requestMagicLink,
  signInTestUser,
} from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('magic-link sign-in', () => {
  it('creates the account on first use with role free_user and an empty profile', async () => {
    const session = await signInTestUser(server.url, server.outboxDir, 'anna@fcbasel.ch');
    const db = server.ctx.database.db;
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, session.userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.userId));
    expect(role?.role).toBe('free_user');
    expect(profile).toMatchObject({ firstName: null, lastName: null, rememberLastSelection: true });
  });

  it('sends the link to /profile on the app origin and stores only a hash of the token', async () => {
    await requestMagicLink(server.url, 'hash@club.ch');
    const link = new URL(await readMagicLink(server.outboxDir, 'hash@club.ch'));
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('callbackURL')).toBe('/profile');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await server.ctx.database.db.select().from(verifications);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(
      false,
    );
  });

  it('answers the same for known and unknown addresses', async () => {
    await signInTestUser(server.url, server.outboxDir, 'known@club.ch');
    const known = await requestMagicLink(server.url, 'known@club.ch');
    const unknown = await requestMagicLink(server.url, 'nobody-here@club.ch');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('a link works once', async () => {
    await requestMagicLink(server.url, 'once@club.ch');
    const link = await readMagicLink(server.outboxDir, 'once@club.ch');
    const first = await openMagicLink(link, server.url);
    expect(first.cookie).not.toBe('');
    const second = await openMagicLink(link, server.url);
    expect(second.cookie).toBe('');
    expect(second.location).toContain('/auth?error=INVALID_TOKEN');
  });

  it('a new link invalidates the older one', async () => {
    await requestMagicLink(server.url, 'twice@club.ch');
    const older = await readMagicLink(server.outboxDir, 'twice@club.ch');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestMagicLink(server.url, 'twice@club.ch');
    const newer = await readMagicLink(server.outboxDir, 'twice@club.ch');
    expect(newer).not.toBe(older);
    expect((await openMagicLink(older, server.url)).cookie).toBe('');
    expect((await openMagicLink(newer, server.url)).cookie).not.toBe('');
  });

  it('refuses a foreign callback URL (no open redirect)', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'evil@club.ch', callbackURL: 'https://evil.example/steal' }),
    });
    expect(response.status).toBe(403);
    await requestMagicLink(server.url, 'evil2@club.ch');
    const link = new URL(await readMagicLink(server.outboxDir, 'evil2@club.ch'));
    link.searchParams.set('callbackURL', 'https://evil.example/steal');
    const opened = await openMagicLink(link.toString(), server.url);
    expect(opened.response.status).toBe(403);
    expect(opened.cookie).toBe('');
  });

  it('limits links per address to 3 in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await requestMagicLink(server.url, 'limit@club.ch')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sign-out ends the session on the server', async () => {
    const session = await signInTestUser(server.url, server.outboxDir, 'out@club.ch');
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const after = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: session.cookie },
    });
    expect(await after.json()).toBeNull();
    const [users_] = await server.ctx.database.db.select({ n: count() }).from(users);
    expect(users_?.n).toBeGreaterThan(0);
  });
});
