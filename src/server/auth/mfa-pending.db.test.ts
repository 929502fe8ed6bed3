import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
const t = signedInServer({});

interface Factor {
  id: string;
  secret: string;
}

/** Passes the TOTP step in `session` with the code `steps` time steps from now. */
async function passSecondStep(session: TestSession, factor: Factor, steps: number) {
  const route = `/api/mfa/factors/${factor.id}`;
  const challenge = await apiCall(t.server.url, session, 'POST', `${route}/challenge`);
  const { id } = (await challenge.json()) as { id: string };
  const code = await generate({
    secret: factor.secret,
    epoch: Math.floor(Date.now() / 1000) + steps * 30,
  });
  const verified = await apiCall(t.server.url, session, 'POST', `${route}/verify`, {
    challenge_id: id,
    code,
  });
  expect(verified.status).toBe(200);
}

/** A user with a verified TOTP factor: the session that set it up, and a new one at aal1. */
async function userWithFactor(email: string) {
  const full = await signInTestUser(t.server.url, t.server.outboxDir, email);
  const enrolled = await apiCall(t.server.url, full, 'POST', '/api/mfa/factors', {
    factor_type: 'totp',
  });
  const body = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const factor = { id: body.id, secret: body.totp.secret };
  await passSecondStep(full, factor, 0);
  const pending = await signInTestUser(t.server.url, t.server.outboxDir, email);
  return { full, pending, factor };
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { code?: string } } | null;
  return body?.error?.code;
}

describe('a session before its second step', () => {
  it("reaches none of the auth library's account endpoints", async () => {
    const { full, pending } = await userWithFactor('pending@club.ch');
    const refused: [string, string, unknown][] = [
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-other-sessions', {}],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/update-user', { name: 'Mallory' }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/auth/token', undefined],
      ['GET', '/api/auth/list-accounts', undefined],
      ['GET', '/api/auth/LIST-SESSIONS', undefined],
      ['GET', '/api/auth//list-sessions', undefined],
      ['GET', '/api/auth/list-sessions/', undefined],
    ];
    for (const [method, route, body] of refused) {
      const response = await apiCall(t.server.url, pending, method, route, body);
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
      expect(await errorCode(response)).toBe('MFA_REQUIRED');
    }
    // Nothing of the above took effect.
    const other = await apiCall(t.server.url, full, 'GET', '/api/auth/get-session');
    const session = (await other.json()) as { user: { name: string } } | null;
    expect(session).not.toBeNull();
    expect(session?.user.name).not.toBe('Mallory');
  });

  it('still reaches what signing in needs: the session, a new link, the second step', async () => {
    const { pending, factor } = await userWithFactor('second-step@club.ch');
    const session = await apiCall(t.server.url, pending, 'GET', '/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ session: { aal: 'aal1' } });
    expect((await apiCall(t.server.url, pending, 'GET', '/api/auth/jwks')).status).toBe(200);
    const link = await apiCall(t.server.url, pending, 'POST', '/api/auth/sign-in/magic-link', {
      email: 'second-step@club.ch',
      callbackURL: '/profile',
    });
    expect(link.status).toBe(200);
    await passSecondStep(pending, factor, 1);
    const listed = await apiCall(t.server.url, pending, 'GET', '/api/auth/list-sessions');
    expect(listed.status).toBe(200);
  });

  it('can sign out', async () => {
    const { pending } = await userWithFactor('sign-out@club.ch');
    const out = await apiCall(t.server.url, pending, 'POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    const after = await apiCall(t.server.url, pending, 'GET', '/api/auth/get-session');
    expect(await after.json()).toBeNull();
  });
});
