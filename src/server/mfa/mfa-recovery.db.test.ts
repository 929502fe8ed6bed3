import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { mfaRecoveryCodes } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** Recovery codes: given with the first factor, single use, hashed, regenerable, rate limited. */
const t = signedInServer({});
afterEach(() => {
  vi.useRealTimers();
});

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
  body: Record<string, any>;
}

async function call(
  session: TestSession,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await apiCall(t.server.url, session, method, route, body, headers);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const signIn = (email: string) => signInTestUser(t.server.url, t.server.outboxDir, email);

/** Enrols and verifies a TOTP factor in `session`; answers the verify's body too. */
async function verifiedTotp(session: TestSession) {
  const enrolled = await call(session, 'POST', '/api/mfa/factors', { factor_type: 'totp' });
  const factorId = enrolled.body.id as string;
  const secret = enrolled.body.totp.secret as string;
  const challenge = await call(session, 'POST', `/api/mfa/factors/${factorId}/challenge`);
  const verified = await call(session, 'POST', `/api/mfa/factors/${factorId}/verify`, {
    challenge_id: challenge.body.id,
    code: await totpCode(secret),
  });
  expect(verified.status).toBe(200);
  return { factorId, secret, verified: verified.body };
}

/** A user with a TOTP factor and their recovery codes, and a new sign-in of theirs still pending. */
async function userWithCodes(email: string) {
  const owner = await signIn(email);
  const { factorId, secret, verified } = await verifiedTotp(owner);
  const codes = verified.recovery_codes as string[];
  const pending = await signIn(email);
  return { owner, pending, factorId, secret, codes };
}

const useCode = (session: TestSession, code: string, headers?: Record<string, string>) =>
  call(session, 'POST', '/api/mfa/recovery/verify', { code }, headers);

const left = async (session: TestSession) =>
  (await call(session, 'GET', '/api/mfa/factors')).body.recoveryCodesLeft as number | null;

/** A well-formed code that is none of the user's. */
const WRONG = 'aaaaa-aaaaa';

describe('recovery codes', () => {
  it('come with the first factor only, ten of them, and are stored hashed', async () => {
    const owner = await signIn('first@club.ch');
    expect(await left(owner)).toBeNull();
    const first = await verifiedTotp(owner);
    const codes = first.verified.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await left(owner)).toBe(10);

    const second = await verifiedTotp(owner);
    expect(second.verified.recovery_codes).toBeUndefined();
    expect(await left(owner)).toBe(10);

    const [row] = await t.server.ctx.database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, owner.userId));
    const stored = JSON.stringify(row);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('pass the second step once each, typed in any case and with spaces', async () => {
    const { pending, codes } = await userWithCodes('once@club.ch');
    const [code] = codes as [string];
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(401);

    const typed = `  ${code.toUpperCase().replace('-', ' ')} `;
    const passed = await useCode(pending, typed);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ aal: 'aal2', codes_left: 9 });
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(200);
    expect(await left(pending)).toBe(9);

    const again = await signIn('once@club.ch');
    const reused = await useCode(again, code);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({
      code: 'MFA_RECOVERY_CODE_INVALID',
      message: 'Dieser Wiederherstellungscode stimmt nicht oder wurde schon verwendet.',
    });
    expect((await call(again, 'GET', '/api/profile')).status).toBe(401);
    expect((await useCode(again, codes[1] ?? '')).status).toBe(200);
  });

  it("pass only their own user's step", async () => {
    const anna = await userWithCodes('anna-rc@club.ch');
    const ben = await userWithCodes('ben-rc@club.ch');
    const refused = await useCode(ben.pending, anna.codes[0] ?? '');
    expect(refused.status).toBe(400);
    expect((await call(ben.pending, 'GET', '/api/profile')).status).toBe(401);
    expect(await left(anna.owner)).toBe(10);
  });

  it('refuse a malformed code with 400 and count nothing', async () => {
    const { pending, codes } = await userWithCodes('shape@club.ch');
    for (const code of ['', 'x'.repeat(41), 'abcde-fghi0', 123]) {
      const answer = await call(pending, 'POST', '/api/mfa/recovery/verify', { code });
      expect(answer.status).toBe(400);
    }
    for (let i = 0; i < 5; i++) expect((await useCode(pending, WRONG)).status).toBe(400);
    expect((await useCode(pending, codes[0] ?? '')).status).toBe(429);
  });

  it('lock after 5 wrong codes, even the right one, until the window ends', async () => {
    const { pending, codes } = await userWithCodes('guess@club.ch');
    for (let i = 0; i < 5; i++) {
      const wrong = await useCode(pending, WRONG);
      expect(wrong.status).toBe(400);
    }
    const locked = await useCode(pending, codes[0] ?? '', { 'x-language': 'en' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('MFA_LOCKED');
    expect(locked.body.error.message).toMatch(/too many wrong codes.*15 minutes/i);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(401);

    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    expect((await useCode(pending, codes[0] ?? '')).status).toBe(200);
  });

  it("count toward the user's 10 wrong codes over all factors", async () => {
    const { owner, pending, factorId } = await userWithCodes('mixed@club.ch');
    const other = await verifiedTotp(owner);
    const wrongTotp = async (id: string) => {
      const challenge = await call(pending, 'POST', `/api/mfa/factors/${id}/challenge`);
      return call(pending, 'POST', `/api/mfa/factors/${id}/verify`, {
        challenge_id: challenge.body.id,
        code: '000000',
      });
    };
    for (let i = 0; i < 4; i++) expect((await wrongTotp(factorId)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await useCode(pending, WRONG)).status).toBe(400);
    expect((await wrongTotp(other.factorId)).status).toBe(400);
    // Ten wrong codes in all, five of them recovery codes: the first factor's right code is
    // refused as locked, though that factor saw only four.
    const challenge = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(challenge.status).toBe(429);
    expect(challenge.body.error.code).toBe('MFA_LOCKED');
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(401);
  });

  it('let no more than 5 guesses through when they arrive at once', async () => {
    const { pending } = await userWithCodes('burst-rc@club.ch');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => useCode(pending, `aaaaa-aaaa${'bcdefghj'[i]}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('are made anew only by a session that passed its factor, voiding the old ones', async () => {
    const { owner, pending, codes } = await userWithCodes('renew@club.ch');
    const fromPending = await call(pending, 'POST', '/api/mfa/recovery-codes');
    expect(fromPending.status).toBe(401);
    expect(fromPending.body.error.code).toBe('MFA_REQUIRED');

    const renewed = await call(owner, 'POST', '/api/mfa/recovery-codes');
    expect(renewed.status).toBe(201);
    const fresh = renewed.body.codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);

    expect((await useCode(pending, codes[0] ?? '')).status).toBe(400);
    expect((await useCode(pending, fresh[0] ?? '')).status).toBe(200);
    expect(await left(owner)).toBe(9);
  });

  it('are none without a factor, and go with the last factor', async () => {
    const plain = await signIn('plain-rc@club.ch');
    const refused = await call(plain, 'POST', '/api/mfa/recovery-codes');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('MFA_RECOVERY_NO_FACTOR');
    expect((await useCode(plain, WRONG)).status).toBe(400);

    const { owner, factorId } = await userWithCodes('gone@club.ch');
    expect((await call(owner, 'DELETE', `/api/mfa/factors/${factorId}`)).status).toBe(200);
    expect(await left(owner)).toBeNull();
  });
});
