import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
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

/** The code of the time step `steps` away from now (the server accepts one step either way). */
function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A six-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function latestSmsCode(): Promise<string> {
  const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.sms.txt')).sort();
  const text = await readFile(path.join(t.server.outboxDir, files.at(-1) ?? ''), 'utf8');
  return /code: (\d{6})/i.exec(text)?.[1] ?? '';
}

/** Enrols and verifies a TOTP factor in `session` (which reaches aal2). */
async function verifiedTotp(session: TestSession) {
  const enrolled = await call(session, 'POST', '/api/mfa/factors', { factor_type: 'totp' });
  expect(enrolled.status).toBe(201);
  const factorId = enrolled.body.id as string;
  const secret = enrolled.body.totp.secret as string;
  const challenge = await call(session, 'POST', `/api/mfa/factors/${factorId}/challenge`);
  const verified = await call(session, 'POST', `/api/mfa/factors/${factorId}/verify`, {
    challenge_id: challenge.body.id,
    code: await totpCode(secret),
  });
  expect(verified.status).toBe(200);
  return { factorId, secret };
}

/** One attempt on a fresh challenge, as an attacker creating challenges without end would. */
async function attempt(session: TestSession, factorId: string, code: string) {
  const challenge = await call(session, 'POST', `/api/mfa/factors/${factorId}/challenge`);
  expect(challenge.status).toBe(200);
  return call(session, 'POST', `/api/mfa/factors/${factorId}/verify`, {
    challenge_id: challenge.body.id,
    code,
  });
}

describe('attempts at a second factor', () => {
  it('locks a TOTP factor after 5 wrong codes across challenges, even for the right code', async () => {
    const owner = await signInTestUser(t.server.url, t.server.outboxDir, 'lock@club.ch');
    const { factorId, secret } = await verifiedTotp(owner);
    const pending = await signInTestUser(t.server.url, t.server.outboxDir, 'lock@club.ch');
    const kept = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);

    for (let i = 0; i < 5; i++) {
      const wrong = await attempt(pending, factorId, wrongCode(await totpCode(secret, 1)));
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('MFA_CODE_INVALID');
    }
    const locked = await call(
      pending,
      'POST',
      `/api/mfa/factors/${factorId}/verify`,
      { challenge_id: kept.body.id, code: await totpCode(secret, 1) },
      { 'x-language': 'en' },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('MFA_LOCKED');
    expect(locked.body.error.message).toMatch(/too many wrong codes.*15 minutes/i);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const german = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(german.status).toBe(429);
    expect(german.body.error.message).toMatch(/Zu viele falsche Codes/);
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(401);

    // After the lockout window the right code passes again.
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    const later = await attempt(pending, factorId, await totpCode(secret));
    expect(later.status).toBe(200);
    expect((await call(pending, 'GET', '/api/profile')).status).toBe(200);
  });

  it('a passed factor starts counting wrong codes from zero', async () => {
    const owner = await signInTestUser(t.server.url, t.server.outboxDir, 'reset@club.ch');
    const { factorId, secret } = await verifiedTotp(owner);
    for (const minutesLater of [0, 2]) {
      // Later rounds run a few minutes on, within the 15-minute window, with a new time step.
      if (minutesLater)
        vi.useFakeTimers({ now: Date.now() + minutesLater * 60_000, toFake: ['Date'] });
      const pending = await signInTestUser(t.server.url, t.server.outboxDir, 'reset@club.ch');
      for (let i = 0; i < 4; i++) {
        const wrong = await attempt(pending, factorId, wrongCode(await totpCode(secret, 1)));
        expect(wrong.status).toBe(400);
      }
      expect((await attempt(pending, factorId, await totpCode(secret, 1))).status).toBe(200);
    }
  });

  it('lets no more than 5 codes through when they arrive at once', async () => {
    const owner = await signInTestUser(t.server.url, t.server.outboxDir, 'burst@club.ch');
    const { factorId, secret } = await verifiedTotp(owner);
    const pending = await signInTestUser(t.server.url, t.server.outboxDir, 'burst@club.ch');
    const challenges = [];
    for (let i = 0; i < 8; i++) {
      challenges.push((await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`)).body);
    }
    const wrong = wrongCode(await totpCode(secret, 1));
    const answers = await Promise.all(
      challenges.map((challenge) =>
        call(pending, 'POST', `/api/mfa/factors/${factorId}/verify`, {
          challenge_id: challenge.id,
          code: wrong,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('caps wrong codes per user across all factors', async () => {
    const owner = await signInTestUser(t.server.url, t.server.outboxDir, 'many@club.ch');
    const factors = [
      await verifiedTotp(owner),
      await verifiedTotp(owner),
      await verifiedTotp(owner),
    ];
    const pending = await signInTestUser(t.server.url, t.server.outboxDir, 'many@club.ch');
    const [first, second, third] = factors.map((f) => f.factorId) as [string, string, string];
    const kept = await call(pending, 'POST', `/api/mfa/factors/${third}/challenge`);
    for (const [factorId, wrongCodes] of [
      [first, 4],
      [second, 4],
      [third, 2],
    ] as const) {
      for (let i = 0; i < wrongCodes; i++) {
        const wrong = await attempt(pending, factorId, '000000');
        expect(wrong.status).toBe(400);
      }
    }
    const right = await call(pending, 'POST', `/api/mfa/factors/${third}/verify`, {
      challenge_id: kept.body.id,
      code: await totpCode(factors[2]!.secret, 1),
    });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('MFA_LOCKED');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts a TOTP code only once, also from another session', async () => {
    const first = await signInTestUser(t.server.url, t.server.outboxDir, 'replay@club.ch');
    const enrolled = await call(first, 'POST', '/api/mfa/factors', { factor_type: 'totp' });
    const factorId = enrolled.body.id as string;
    const secret = enrolled.body.totp.secret as string;
    const code = await totpCode(secret);
    const challenge = await call(first, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    const verified = await call(first, 'POST', `/api/mfa/factors/${factorId}/verify`, {
      challenge_id: challenge.body.id,
      code,
    });
    expect(verified.status).toBe(200);

    const second = await signInTestUser(t.server.url, t.server.outboxDir, 'replay@club.ch');
    const replayed = await attempt(second, factorId, code);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('MFA_CODE_INVALID');
    expect((await call(second, 'GET', '/api/profile')).status).toBe(401);
    const fresh = await attempt(second, factorId, await totpCode(secret, 1));
    expect(fresh.status).toBe(200);
  });

  it('limits phone codes the same way', async () => {
    // One code a minute goes to a phone factor (ADR 051): each challenge here a minute later.
    const start = Date.now();
    const minuteLater = (minutes: number) =>
      vi.useFakeTimers({ now: start + minutes * 61_000, toFake: ['Date'] });
    const owner = await signInTestUser(t.server.url, t.server.outboxDir, 'phone-lock@club.ch');
    const enrolled = await call(owner, 'POST', '/api/mfa/factors', {
      factor_type: 'phone',
      phone: '+41791112233',
    });
    const factorId = enrolled.body.id as string;
    const setup = await call(owner, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    const setupCode = await latestSmsCode();
    expect(
      (
        await call(owner, 'POST', `/api/mfa/factors/${factorId}/verify`, {
          challenge_id: setup.body.id,
          code: setupCode,
        })
      ).status,
    ).toBe(200);

    minuteLater(1);
    const pending = await signInTestUser(t.server.url, t.server.outboxDir, 'phone-lock@club.ch');
    const kept = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(kept.status).toBe(200);
    const keptCode = await latestSmsCode();
    minuteLater(2);
    const guessed = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(guessed.status).toBe(200);
    const wrong = wrongCode(await latestSmsCode());
    for (let i = 0; i < 5; i++) {
      const answer = await call(pending, 'POST', `/api/mfa/factors/${factorId}/verify`, {
        challenge_id: guessed.body.id,
        code: wrong,
      });
      expect(answer.status).toBe(400);
    }
    const right = await call(pending, 'POST', `/api/mfa/factors/${factorId}/verify`, {
      challenge_id: kept.body.id,
      code: keptCode,
    });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('MFA_LOCKED');
    // No more codes are sent while the factor is locked, not even a minute later.
    minuteLater(3);
    const smsBefore = (await readdir(t.server.outboxDir)).length;
    const refused = await call(pending, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('MFA_LOCKED');
    expect((await readdir(t.server.outboxDir)).length).toBe(smsBefore);
  });
});
