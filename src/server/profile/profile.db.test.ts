import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { meSchema } from '#shared/accounts/me.schema.ts';

const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' });

const { call } = t;

describe('profile API', () => {
  it('needs a signed-in user', async () => {
    const response = await call(null, 'GET', '/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('shows the e-mail and an empty profile with remembering on', async () => {
    const response = await call(t.anna, 'GET', '/api/profile');
    expect(await response.json()).toEqual({
      email: 'anna@uhc-thun.ch',
      firstName: null,
      lastName: null,
      rememberLastSelection: true,
      lastSport: null,
      lastClubId: null,
      lastTeamId: null,
      instagramUsername: null,
      language: 'de',
      exportFileType: 'png',
      exportScale: 2,
    });
  });

  it('saves trimmed names, stores empty as null and keeps the display name in step', async () => {
    let response = await call(t.anna, 'PATCH', '/api/profile', {
      firstName: '  Anna ',
      lastName: 'Müller',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Anna', lastName: 'Müller' });
    const [user] = await t.server.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, t.anna.userId));
    expect(user?.name).toBe('Anna Müller');
    response = await call(t.anna, 'PATCH', '/api/profile', { lastName: '   ' });
    expect(await response.json()).toMatchObject({ firstName: 'Anna', lastName: null });
  });

  it('refuses names over 100 characters with the specification text, and stores nothing', async () => {
    const de = await call(t.anna, 'PATCH', '/api/profile', {
      firstName: 'x'.repeat(101),
      lastName: 'Neu',
    });
    expect(de.status).toBe(400);
    expect(await de.json()).toMatchObject({
      error: { code: 'FIRST_NAME_TOO_LONG', message: 'Vorname zu lang' },
    });
    const en = await call(
      t.anna,
      'PATCH',
      '/api/profile',
      { lastName: 'y'.repeat(101) },
      { 'accept-language': 'en' },
    );
    expect(await en.json()).toMatchObject({
      error: { code: 'LAST_NAME_TOO_LONG', message: 'Last name too long' },
    });
    const profile = (await (await call(t.anna, 'GET', '/api/profile')).json()) as {
      lastName: string | null;
    };
    expect(profile.lastName).toBeNull();
  });

  it('refuses unknown fields and a body that is not JSON with 400', async () => {
    expect((await call(t.anna, 'PATCH', '/api/profile', { email: 'other@x.ch' })).status).toBe(400);
    const broken = await fetch(`${t.server.url}/api/profile`, {
      method: 'PATCH',
      headers: { origin: t.server.url, cookie: t.anna.cookie, 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(broken.status).toBe(400);
  });

  it('normalises the Instagram username: leading @ removed, trimmed, empty as null', async () => {
    let response = await call(t.anna, 'PUT', '/api/profile/instagram', {
      instagramUsername: ' @uhc.thun ',
    });
    expect(await response.json()).toMatchObject({ instagramUsername: 'uhc.thun' });
    response = await call(t.anna, 'PUT', '/api/profile/instagram', { instagramUsername: '' });
    expect(await response.json()).toMatchObject({ instagramUsername: null });
    response = await call(t.anna, 'PUT', '/api/profile/instagram', {
      instagramUsername: 'not valid!',
    });
    expect(response.status).toBe(400);
  });

  it('remembers the last selection only while remembering is on', async () => {
    const selection = { sport: 'unihockey', clubId: '441', teamId: '7781' };
    expect(
      await (await call(t.ben, 'PUT', '/api/profile/last-selection', selection)).json(),
    ).toEqual({ saved: true });
    await call(t.ben, 'PATCH', '/api/profile', { rememberLastSelection: false });
    const next = { sport: 'handball', clubId: '1', teamId: '2' };
    expect(await (await call(t.ben, 'PUT', '/api/profile/last-selection', next)).json()).toEqual({
      saved: false,
    });
    expect(await (await call(t.ben, 'GET', '/api/profile')).json()).toMatchObject({
      rememberLastSelection: false,
      lastSport: 'unihockey',
      lastClubId: '441',
      lastTeamId: '7781',
    });
  });

  it("one user's changes never touch another's profile", async () => {
    await call(t.ben, 'PATCH', '/api/profile', { firstName: 'Ben' });
    const annaProfile = (await (await call(t.anna, 'GET', '/api/profile')).json()) as {
      firstName: string;
    };
    expect(annaProfile.firstName).toBe('Anna');
  });

  it('refuses a cross-site write with the session cookie (CSRF)', async () => {
    const response = await call(
      t.anna,
      'PATCH',
      '/api/profile',
      { firstName: 'Mallory' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    const signOut = await call(
      t.anna,
      'POST',
      '/api/auth/sign-out',
      {},
      { origin: 'https://evil.example' },
    );
    expect(signOut.status).toBe(403);
    const profile = (await (await call(t.anna, 'GET', '/api/profile')).json()) as {
      firstName: string;
    };
    expect(profile.firstName).toBe('Anna');
  });

  it('reports the entitlements and subscription of a free user', async () => {
    const me = await (await call(t.anna, 'GET', '/api/me')).json();
    expect(me).toMatchObject({
      user: { id: t.anna.userId, email: 'anna@uhc-thun.ch' },
      entitlements: {
        tier: 'free',
        paid: false,
        limits: { maxTeams: 1, maxCustomTemplates: 0, maxGamesPerTemplate: 1 },
      },
      subscription: { subscribed: false, tier: 'free' },
    });
    expect(meSchema.parse(me)).toEqual(me);
    const status = await (await call(t.anna, 'GET', '/api/me/subscription')).json();
    expect(status).toEqual({
      subscribed: false,
      tier: 'free',
      subscription_end: null,
      product_id: null,
    });
  });
});
