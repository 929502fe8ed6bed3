import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, base64url, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema.ts';
import { accessTokenVerifier } from '#server/auth/access-token.ts';
import { AppError } from '#server/http/app-error.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

const t = signedInServer({ anna: 'anna@uhc-thun.ch' });
afterEach(() => {
  vi.useRealTimers();
});

async function issueToken(): Promise<string> {
  return issueTokenFor(t.anna);
}

async function issueTokenFor(session: TestSession): Promise<string> {
  const response = await fetch(`${t.server.url}/api/auth/token`, {
    headers: { cookie: session.cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function profileWith(token: string) {
  return fetch(`${t.server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('access tokens for API clients', () => {
  it('issues a 15-minute EdDSA token with a trimmed payload, usable as bearer', async () => {
    const token = await issueToken();
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    const payload = JSON.parse(
      new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? '')),
    ) as Record<string, unknown>;
    expect(payload.sub).toBe(t.anna.userId);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(15 * 60);
    expect(Object.keys(payload).sort()).toEqual([
      'aal',
      'aud',
      'email',
      'exp',
      'iat',
      'iss',
      'sid',
      'sub',
    ]);
    expect(payload.aal).toBe('aal1');
    const response = await profileWith(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'anna@uhc-thun.ch' });
  });

  it('signs tokens only when asked: a session lookup carries none', async () => {
    const session = await fetch(`${t.server.url}/api/auth/get-session`, {
      headers: { cookie: t.anna.cookie },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(t.anna.userId);
    expect(session.headers.get('set-auth-jwt')).toBeNull();
    expect(await issueToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('publishes the public key at the JWKS endpoint, without private parts', async () => {
    const jwks = (await (await fetch(`${t.server.url}/api/auth/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it("refuses a token whose signature was changed with 'Invalid JWT signature'", async () => {
    const token = await issueToken();
    const [header, payload, signature = ''] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const response = await profileWith(`${header}.${payload}.${flipped}`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'INVALID_JWT_SIGNATURE', message: 'Invalid JWT signature' });
  });

  it("refuses a token with alg 'none'", async () => {
    const payload = {
      sub: t.anna.userId,
      iss: t.server.url,
      aud: t.server.url,
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    const response = await profileWith(unsigned);
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_JWT');
  });

  it('refuses HS256 signed with the published public key (algorithm confusion)', async () => {
    const jwks = (await (await fetch(`${t.server.url}/api/auth/jwks`)).json()) as {
      keys: { x: string; kid: string }[];
    };
    const publicKey = jwks.keys[0];
    const forged = await new SignJWT({ email: 'anna@uhc-thun.ch' })
      .setProtectedHeader({ alg: 'HS256', kid: publicKey?.kid })
      .setSubject(t.anna.userId)
      .setIssuer(t.server.url)
      .setAudience(t.server.url)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JSON.stringify(publicKey)));
    const response = await profileWith(forged);
    expect(response.status).toBe(401);
  });

  it('refuses a token signed by a key that is not published', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwks = (await (await fetch(`${t.server.url}/api/auth/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA', kid: jwks.keys[0]?.kid })
      .setSubject(t.anna.userId)
      .setIssuer(t.server.url)
      .setAudience(t.server.url)
      .setExpirationTime('10m')
      .sign(privateKey);
    expect(await exportJWK(privateKey)).toHaveProperty('d');
    const response = await profileWith(forged);
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_JWT_SIGNATURE');
  });

  it('refuses an expired token unless expiry is explicitly allowed', async () => {
    const token = await issueToken();
    const verify = accessTokenVerifier(t.server.ctx.auth, t.server.url);
    await expect(verify(token)).resolves.toMatchObject({ sub: t.anna.userId });
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    const error = await verify(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('JWT_EXPIRED');
    await expect(verify(token, { allowExpired: true })).resolves.toMatchObject({
      sub: t.anna.userId,
    });
  });

  it('a signed-out session can no longer get tokens', async () => {
    const ben = await signInTestUser(t.server.url, t.server.outboxDir, 'ben@club.ch');
    await fetch(`${t.server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: ben.cookie, origin: t.server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    const token = await fetch(`${t.server.url}/api/auth/token`, {
      headers: { cookie: ben.cookie },
    });
    expect(token.status).toBe(401);
    const profile = await fetch(`${t.server.url}/api/profile`, { headers: { cookie: ben.cookie } });
    expect(profile.status).toBe(401);
  });

  it('a token stops working when its session is signed out or ends', async () => {
    const carla = await signInTestUser(t.server.url, t.server.outboxDir, 'carla@club.ch');
    const token = await issueTokenFor(carla);
    expect((await profileWith(token)).status).toBe(200);
    await fetch(`${t.server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: carla.cookie, origin: t.server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    const afterSignOut = await profileWith(token);
    expect(afterSignOut.status).toBe(401);
    expect(await codeOf(afterSignOut)).toBe('UNAUTHENTICATED');

    const dora = await signInTestUser(t.server.url, t.server.outboxDir, 'dora@club.ch');
    const doraToken = await issueTokenFor(dora);
    await t.server.ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, dora.userId));
    expect((await profileWith(doraToken)).status).toBe(401);
  });

  it("refuses a deleted user's token with 401 everywhere", async () => {
    const emil = await signInTestUser(t.server.url, t.server.outboxDir, 'emil@club.ch');
    const token = await issueTokenFor(emil);
    const deleted = await fetch(`${t.server.url}/api/account/delete`, {
      method: 'POST',
      headers: { cookie: emil.cookie, origin: t.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'DELETE' }),
    });
    expect(deleted.status).toBe(200);
    for (const route of ['/api/profile', '/api/me', '/api/team-slots', '/api/templates']) {
      const response = await fetch(`${t.server.url}${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('refuses a validly signed token that names no session (minted before sessions were named)', async () => {
    const { token } = await t.server.ctx.auth.api.signJWT({
      body: { payload: { sub: t.anna.userId, email: 'anna@uhc-thun.ch', aal: 'aal1' } },
    });
    const response = await profileWith(token);
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('INVALID_JWT');
  });
});
