import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import {
  profiles,
  rateLimits,
  signInLinkSources,
  userRoles,
  users,
  verifications,
} from '#server/db/schema.ts';
import { freePort } from '#server/testing/postgres-server.ts';
import {
  openMagicLink,
  readMagicLink,
  requestMagicLink,
  signInTestUser,
} from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
const t = signedInServer({});

describe('magic-link sign-in', () => {
  it('creates the account on first use with role free_user and an empty profile', async () => {
    const session = await signInTestUser(t.server.url, t.server.outboxDir, 'anna@fcbasel.ch');
    const db = t.server.ctx.database.db;
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, session.userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.userId));
    expect(role?.role).toBe('free_user');
    expect(profile).toMatchObject({ firstName: null, lastName: null, rememberLastSelection: true });
  });

  it('sends the link to /profile on the app origin and stores only a hash of the token', async () => {
    await requestMagicLink(t.server.url, 'hash@club.ch');
    const link = new URL(await readMagicLink(t.server.outboxDir, 'hash@club.ch'));
    expect(link.origin).toBe(t.server.url);
    expect(link.searchParams.get('callbackURL')).toBe('/profile');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await t.server.ctx.database.db.select().from(verifications);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(
      false,
    );
  });

  it('answers the same for known and unknown addresses', async () => {
    await signInTestUser(t.server.url, t.server.outboxDir, 'known@club.ch');
    const known = await requestMagicLink(t.server.url, 'known@club.ch');
    const unknown = await requestMagicLink(t.server.url, 'nobody-here@club.ch');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('a link works once', async () => {
    await requestMagicLink(t.server.url, 'once@club.ch');
    const link = await readMagicLink(t.server.outboxDir, 'once@club.ch');
    const first = await openMagicLink(link, t.server.url);
    expect(first.cookie).not.toBe('');
    const second = await openMagicLink(link, t.server.url);
    expect(second.cookie).toBe('');
    expect(second.location).toContain('/auth?error=INVALID_TOKEN');
  });

  it('refuses a foreign callback URL (no open redirect)', async () => {
    const response = await fetch(`${t.server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url },
      body: JSON.stringify({ email: 'evil@club.ch', callbackURL: 'https://evil.example/steal' }),
    });
    expect(response.status).toBe(403);
    await requestMagicLink(t.server.url, 'evil2@club.ch');
    const link = new URL(await readMagicLink(t.server.outboxDir, 'evil2@club.ch'));
    link.searchParams.set('callbackURL', 'https://evil.example/steal');
    const opened = await openMagicLink(link.toString(), t.server.url);
    expect(opened.response.status).toBe(403);
    expect(opened.cookie).toBe('');
  });

  it('limits links per address and caller to 3 in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await requestMagicLink(t.server.url, 'limit@club.ch')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sign-out ends the session on the server', async () => {
    const session = await signInTestUser(t.server.url, t.server.outboxDir, 'out@club.ch');
    const out = await fetch(`${t.server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: t.server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const after = await fetch(`${t.server.url}/api/auth/get-session`, {
      headers: { cookie: session.cookie },
    });
    expect(await after.json()).toBeNull();
    const [users_] = await t.server.ctx.database.db.select({ n: count() }).from(users);
    expect(users_?.n).toBeGreaterThan(0);
  });
});

describe('sign-in links when someone else asks for them', () => {
  // Behind a trusted proxy the caller's address comes from X-Forwarded-For, so one test can
  // play several callers.
  const proxy = signedInServer({}, { TRUST_PROXY: 'true' });

  function requestFrom(ip: string, email: string) {
    return fetch(`${proxy.server.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: proxy.server.url,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ email, callbackURL: '/profile' }),
    });
  }

  it('a stranger asking for links cannot lock the owner out', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await requestFrom('203.0.113.1', 'owner@club.ch')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await requestFrom('198.51.100.2', 'owner@club.ch')).status).toBe(200);
    const link = await readMagicLink(proxy.server.outboxDir, 'owner@club.ch');
    expect((await openMagicLink(link, proxy.server.url)).cookie).not.toBe('');
  });

  it("strangers asking from three other addresses neither void the owner's link nor block the owner", async () => {
    const owner = '203.0.113.50';
    expect((await requestFrom(owner, 'probed@club.ch')).status).toBe(200);
    const ownersLink = await readMagicLink(proxy.server.outboxDir, 'probed@club.ch');
    for (const stranger of ['198.51.100.20', '198.51.100.21', '198.51.100.22']) {
      for (let i = 0; i < 3; i++) {
        expect((await requestFrom(stranger, 'probed@club.ch')).status).toBe(200);
      }
    }
    expect((await openMagicLink(ownersLink, proxy.server.url)).cookie).not.toBe('');
    // The owner asks again: answered as always; the address's cap is reached, so the newest of
    // the strangers' mails is the link, and it works in the owner's browser.
    expect((await requestFrom(owner, 'probed@club.ch')).status).toBe(200);
    const nextLink = await readMagicLink(proxy.server.outboxDir, 'probed@club.ch');
    expect(nextLink).not.toBe(ownersLink);
    expect((await openMagicLink(nextLink, proxy.server.url)).cookie).not.toBe('');
  });

  it("a new link voids the same caller's older links, not those of other callers", async () => {
    const links: Record<string, string> = {};
    for (const [name, ip] of [
      ['first', '203.0.113.60'],
      ['other', '203.0.113.61'],
      ['second', '203.0.113.60'],
    ] as const) {
      expect((await requestFrom(ip, 'same@club.ch')).status).toBe(200);
      links[name] = await readMagicLink(proxy.server.outboxDir, 'same@club.ch');
      // Mail files are named by time: keep them apart.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const opens = async (name: string) =>
      (await openMagicLink(links[name] ?? '', proxy.server.url)).cookie !== '';
    expect(await opens('first')).toBe(false);
    expect(await opens('other')).toBe(true);
    expect(await opens('second')).toBe(true);
  });

  /** The sign-in mails the outbox holds for an address. */
  async function mailsTo(email: string): Promise<number> {
    let found = 0;
    for (const file of await readdir(proxy.server.outboxDir)) {
      if (!file.endsWith('.eml')) continue;
      const text = await readFile(path.join(proxy.server.outboxDir, file), 'utf8');
      if (/^To: (.*)$/im.exec(text)?.[1]?.trim().toLowerCase() === email) found++;
    }
    return found;
  }

  /** Every pending sign-in link to the address runs out now (the ten minutes have passed). */
  async function linksRunOut(email: string): Promise<void> {
    await proxy.server.ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        sql`${verifications.id} in (select verification_id from sign_in_link_sources where email = ${email})`,
      );
  }

  it('sends at most 5 sign-in mails to one address in 15 minutes from all callers, and answers each caller the same', async () => {
    // The probe: 8 callers asking 4 times each for one address within seconds.
    const answers: { status: number; body: string }[] = [];
    for (let caller = 1; caller <= 8; caller++) {
      for (let i = 0; i < 4; i++) {
        const response = await requestFrom(`192.0.2.${caller}`, 'flood@club.ch');
        answers.push({ status: response.status, body: await response.text() });
      }
    }
    expect(await mailsTo('flood@club.ch')).toBe(5);
    // Each caller keeps its own 3 (then 429); a request held back answers as one that was sent.
    expect(answers.map((a) => a.status)).toEqual(
      Array.from({ length: 8 }, () => [200, 200, 200, 429]).flat(),
    );
    const sent = answers.filter((a) => a.status === 200).map((a) => a.body);
    expect(new Set(sent)).toEqual(new Set(['{"status":true}']));
    // The person at the address signs in with the newest mail's link.
    const link = await readMagicLink(proxy.server.outboxDir, 'flood@club.ch');
    expect((await openMagicLink(link, proxy.server.url)).cookie).not.toBe('');
  });

  it('holds a mail back only while the address has a link that still works: nobody is locked out', async () => {
    for (let caller = 1; caller <= 5; caller++) {
      expect((await requestFrom(`198.51.100.${caller}`, 'owner2@club.ch')).status).toBe(200);
    }
    expect(await mailsTo('owner2@club.ch')).toBe(5);
    // The owner asks from their own device: held back, the links in the mailbox work.
    expect((await requestFrom('203.0.113.9', 'owner2@club.ch')).status).toBe(200);
    expect(await mailsTo('owner2@club.ch')).toBe(5);
    // Ten minutes on, every link has run out: the owner's next request gets a mail, and it works.
    await linksRunOut('owner2@club.ch');
    expect((await requestFrom('203.0.113.9', 'owner2@club.ch')).status).toBe(200);
    expect(await mailsTo('owner2@club.ch')).toBe(6);
    const link = await readMagicLink(proxy.server.outboxDir, 'owner2@club.ch');
    // That link works; the next caller is held back again while it does.
    expect((await requestFrom('198.51.100.77', 'owner2@club.ch')).status).toBe(200);
    expect(await mailsTo('owner2@club.ch')).toBe(6);
    expect((await openMagicLink(link, proxy.server.url)).cookie).not.toBe('');
  });

  it('sends at most 20 sign-in mails to one address in a day', async () => {
    expect((await requestFrom('198.51.100.30', 'daily@club.ch')).status).toBe(200);
    expect(await mailsTo('daily@club.ch')).toBe(1);
    // The day's count as 20 mails leave it, the last 15 minutes' as one.
    await proxy.server.ctx.database.db
      .update(rateLimits)
      .set({ count: 20 })
      .where(eq(rateLimits.key, 'magic-link-address:daily@club.ch|mails:day'));
    expect((await requestFrom('198.51.100.31', 'daily@club.ch')).status).toBe(200);
    expect(await mailsTo('daily@club.ch')).toBe(1);
    // Without a link that works, one mail goes out whatever the day's count.
    await linksRunOut('daily@club.ch');
    expect((await requestFrom('198.51.100.32', 'daily@club.ch')).status).toBe(200);
    expect(await mailsTo('daily@club.ch')).toBe(2);
  });
});

describe('a sign-in mail the mail server does not take', () => {
  // SMTP on a port where nothing listens: every mail fails.
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
  });
  const down = signedInServer({}, () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }));

  it('leaves no link behind, so the address is not held to a link nobody received', async () => {
    const response = await requestMagicLink(down.server.url, 'lost@club.ch');
    expect(response.ok).toBe(false);
    // The mail part is down: 503 with the catalogue's text and when to ask again, not a 500.
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: {
        code: 'MAIL_UNAVAILABLE',
        message:
          'Der Dienst ist kurz nicht erreichbar (Mailversand). Bitte versuche es gleich noch einmal.',
      },
    });
    const rows = await down.server.ctx.database.db
      .select({ id: signInLinkSources.verificationId })
      .from(signInLinkSources)
      .where(eq(signInLinkSources.email, 'lost@club.ch'));
    expect(rows).toEqual([]);
  });
});
