import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { signedInServer, type SignedInServer } from '#server/testing/signed-in-server.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import { twilioDouble } from '#server/testing/twilio-double.ts';

/**
 * The send limits of phone-factor codes (ADR 051) over real HTTP against the Twilio double:
 * what the limits let through is what Twilio receives, no more.
 */
const double = twilioDouble();
const t = signedInServer({ ute: 'ute@uhc-thun.ch', vera: 'vera@vbc-zuerich.ch' }, double.env);

afterEach(() => {
  vi.useRealTimers();
});

interface Answer {
  status: number;
  retryAfter: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
  body: Record<string, any>;
}

async function call(
  on: SignedInServer<never>,
  session: TestSession,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await on.call(session, method, route, body, headers);
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: (await response.json()) as Answer['body'],
  };
}

/** The user's new phone factor for `phone`. */
async function phoneFactor(on: SignedInServer<never>, session: TestSession, phone: string) {
  const added = await call(on, session, 'POST', '/api/mfa/factors', {
    factor_type: 'phone',
    phone,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.id as string;
}

const challenge = (
  on: SignedInServer<never>,
  session: TestSession,
  factorId: string,
  headers: Record<string, string> = {},
) => call(on, session, 'POST', `/api/mfa/factors/${factorId}/challenge`, undefined, headers);

/** Messages Twilio received for `phone`. */
const sentTo = (phone: string) => double.received.filter((r) => r.form.To === phone).length;

/** Moves the clock of this process, the server's included, to `seconds` after `start`. */
const at = (start: number, seconds: number) =>
  vi.useFakeTimers({ now: start + seconds * 1000, toFake: ['Date'] });

describe('send limits of phone codes', () => {
  it('sends one code a minute and five an hour to a factor, however many are asked for at once', async () => {
    const phone = '+41792000001';
    const factorId = await phoneFactor(t, t.ute, phone);
    const start = Date.now();
    at(start, 0);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => challenge(t, t.ute, factorId)),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
    const limited = burst.filter((a) => a.status === 429);
    expect(limited).toHaveLength(19);
    for (const answer of limited) {
      expect(answer.body.error.code).toBe('MFA_SMS_LIMITED');
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
      expect(answer.retryAfter).toBeLessThanOrEqual(60);
    }
    expect(sentTo(phone)).toBe(1);
    const english = await challenge(t, t.ute, factorId, { 'x-language': 'en' });
    expect(english.status).toBe(429);
    expect(english.body.error.message).toBe(
      'Too many text-message codes: please try again in 1 minute or use another factor.',
    );

    for (let minute = 1; minute < 5; minute++) {
      at(start, minute * 61);
      expect((await challenge(t, t.ute, factorId)).status).toBe(200);
    }
    expect(sentTo(phone)).toBe(5);
    at(start, 5 * 61);
    const sixth = await challenge(t, t.ute, factorId);
    expect(sixth.status).toBe(429);
    expect(sixth.retryAfter).toBe(3600 - 5 * 61);
    expect(sixth.body.error.message).toBe(
      'Zu viele SMS-Codes: Bitte versuche es in 55 Minuten erneut oder nutze einen anderen Faktor.',
    );
    expect(sentTo(phone)).toBe(5);
    // The next hour sends again.
    at(start, 3601);
    expect((await challenge(t, t.ute, factorId)).status).toBe(200);
    expect(sentTo(phone)).toBe(6);
  });

  it('sends a user 10 codes a day over all their numbers, and takes at most 3 numbers', async () => {
    const phones = ['+41783000001', '+41783000002', '+41783000003'];
    const factors: string[] = [];
    for (const phone of phones) factors.push(await phoneFactor(t, t.vera, phone));
    const fourth = await call(t, t.vera, 'POST', '/api/mfa/factors', {
      factor_type: 'phone',
      phone: '+41783000004',
    });
    expect(fourth.status).toBe(400);
    expect(fourth.body.error).toEqual({
      code: 'MFA_PHONE_LIMIT',
      message: 'Maximal 3 Telefonnummern pro Konto',
    });

    const start = Date.now();
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let minute = 0; minute < 4; minute++) {
      at(start, minute * 61);
      for (const factorId of factors) {
        last = await challenge(t, t.vera, factorId);
        statuses.push(last.status);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(last?.body.error.code).toBe('MFA_SMS_LIMITED');
    expect(last?.retryAfter).toBe(24 * 3600 - 3 * 61);
    expect(last?.body.error.message).toMatch(/versuche es in 24 Stunden erneut/);
    expect(phones.reduce((sum, phone) => sum + sentTo(phone), 0)).toBe(10);
  });

  it("sends one code per number when the probe's 60 requests arrive at once", async () => {
    const yves = await signInTestUser(t.server.url, t.server.outboxDir, 'yves@uhc-thun.ch');
    const phones = ['+41797000001', '+41797000002', '+41797000003'];
    const factors: string[] = [];
    for (const phone of phones) factors.push(await phoneFactor(t, yves, phone));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => challenge(t, yves, factors[i % 3] ?? '')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(57);
    expect(phones.map(sentTo)).toEqual([1, 1, 1]);
  });

  it('holds the cap on numbers when they are added at once', async () => {
    const wim = await signInTestUser(t.server.url, t.server.outboxDir, 'wim@hc-bern.ch');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t, wim, 'POST', '/api/mfa/factors', {
          factor_type: 'phone',
          phone: `+4179500000${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    const list = await call(t, wim, 'GET', '/api/mfa/factors');
    expect(list.body.factors).toHaveLength(3);
  });

  // Two processes share a database only on a PostgreSQL server (PGlite is one process's file).
  const onServer = process.env.TEST_DB_KIND === 'postgres' ? it : undefined;
  onServer?.('holds across two app processes on one database', async () => {
    if (t.server.ctx.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const second = await startTestServer({
      ...double.env(),
      DATABASE_URL: t.server.ctx.config.database.url,
    });
    try {
      const xaver = await signInTestUser(t.server.url, t.server.outboxDir, 'xaver@uhc-thun.ch');
      const there = await signInTestUser(second.url, second.outboxDir, xaver.email);
      const phone = '+41796000001';
      const factorId = await phoneFactor(t, xaver, phone);
      expect((await challenge(t, xaver, factorId)).status).toBe(200);
      const response = await apiCall(
        second.url,
        there,
        'POST',
        `/api/mfa/factors/${factorId}/challenge`,
      );
      expect(response.status).toBe(429);
      expect(((await response.json()) as Answer['body']).error.code).toBe('MFA_SMS_LIMITED');
      expect(sentTo(phone)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('daily caps across users', () => {
  const small = signedInServer(
    { anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch', carla: 'carla@hc-bern.ch' },
    () => ({ ...double.env(), SMS_DAILY_MAX_PER_PREFIX: '2', SMS_DAILY_MAX_PER_COUNTRY: '3' }),
  );

  /** One sample of /api/metrics (the test scrapes from loopback, which needs no token). */
  async function metric(series: string): Promise<number | undefined> {
    const text = await (await fetch(`${small.server.url}/api/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  }

  it('caps codes to one prefix and one country a day, for new and verified numbers apart, and counts them', async () => {
    const { anna, ben, carla } = small;
    const sendTo = async (session: TestSession, phone: string) =>
      (await challenge(small, session, await phoneFactor(small, session, phone))).status;
    const annas = await phoneFactor(small, anna, '+41794000001');
    const first = await challenge(small, anna, annas);
    expect(first.status).toBe(200);
    expect(await sendTo(ben, '+41794000002')).toBe(200);
    // Two to the prefix +41794: the third, another user's, waits for the next day.
    const third = await challenge(small, carla, await phoneFactor(small, carla, '+41794000003'));
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('MFA_SMS_LIMITED');
    expect(third.retryAfter).toBeGreaterThan(23 * 3600);
    // Another prefix passes up to the country's three, then Switzerland waits as well.
    expect(await sendTo(carla, '+41784000001')).toBe(200);
    expect(await sendTo(carla, '+41764000001')).toBe(429);
    // Another country has its own cap.
    expect(await sendTo(ben, '+4915112345678')).toBe(200);

    // Anna's number, once verified, gets her sign-in codes from the caps of verified numbers.
    const toAnna = double.received.find((r) => r.form.To === '+41794000001');
    const code = /code: (\d{6})/i.exec(toAnna?.form.Body ?? '')?.[1];
    const verified = await call(small, anna, 'POST', `/api/mfa/factors/${annas}/verify`, {
      challenge_id: first.body.id,
      code,
    });
    expect(verified.status).toBe(200);
    at(Date.now(), 61);
    expect((await challenge(small, anna, annas)).status).toBe(200);

    expect(
      ['+41794000001', '+41794000002', '+41794000003', '+41784000001', '+41764000001'].map(sentTo),
    ).toEqual([2, 1, 0, 1, 0]);
    expect(sentTo('+4915112345678')).toBe(1);
    expect(await metric('matchpost_sms_messages_total{country="CH",outcome="sent"}')).toBe(4);
    expect(await metric('matchpost_sms_messages_total{country="CH",outcome="limited"}')).toBe(2);
    expect(await metric('matchpost_sms_messages_total{country="DE",outcome="sent"}')).toBe(1);
  });
});
