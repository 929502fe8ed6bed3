import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import { createRateLimitRepository } from '#server/auth/rate-limit.repository.ts';
import { writeLimits } from '#server/rate-limits/write-limit.service.ts';

/**
 * Per-user limits on writes and on what makes the server fetch: the request after the limit
 * answers 429 RATE_LIMITED with Retry-After, another user is not held up, and the counters
 * live in the database, so a second process sees them.
 */
const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@hc-bern.ch',
});
const { call } = t;

const config = {
  elements: [{ id: 't1', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 }],
  backgroundColor: '#1a1a1a',
  format: '4:5',
};
const template = (name: string) => ({ name, svgConfig: config, supportedGames: 1 });

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  await setTestTier(t.server.ctx.database.db, t.ben.userId, 'pro');
});

async function expectLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(await response.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    },
  });
}

/** `count` requests, twenty at a time, with their bodies read. */
async function inBatches(count: number, request: () => Promise<Response>): Promise<Response[]> {
  const answers: Response[] = [];
  for (let done = 0; done < count; done += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - done) }, async () => {
        const response = await request();
        await response.clone().arrayBuffer();
        return response;
      }),
    );
    answers.push(...batch);
  }
  return answers;
}

async function createTemplate(session: TestSession, name: string): Promise<string> {
  const created = await call(session, 'POST', '/api/templates', template(name));
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

describe('write limits', { timeout: 120_000 }, () => {
  it('takes 60 template writes of a user in a minute and refuses the 61st; another user saves on', async () => {
    const { max, windowSeconds } = writeLimits.templates;
    expect(max).toBe(60);
    const id = await createTemplate(t.anna, 'Matchday');
    const benId = await createTemplate(t.ben, 'Resultat');
    // The create was the first write; saves make up the rest (in parallel, well inside the
    // minute even on a busy machine), the last one alone so its name is the one stored.
    const saves = await inBatches(max - 2, () =>
      call(t.anna, 'PUT', `/api/templates/${id}`, template('Matchday')),
    );
    expect(saves.every((response) => response.status === 200)).toBe(true);
    const last = await call(t.anna, 'PUT', `/api/templates/${id}`, {
      ...template(`Matchday ${max - 1}`),
    });
    expect(last.status).toBe(200);
    const refused = await call(t.anna, 'PUT', `/api/templates/${id}`, {
      ...template('Matchday zu viel'),
    });
    await expectLimited(refused, windowSeconds);
    // Refused means not stored; copies and deletes count against the same limit.
    const stored = await call(t.anna, 'GET', `/api/templates/${id}`);
    expect(((await stored.json()) as { name: string }).name).toBe(`Matchday ${max - 1}`);
    await expectLimited(await call(t.anna, 'POST', `/api/templates/${id}/copy`), windowSeconds);
    await expectLimited(await call(t.anna, 'DELETE', `/api/templates/${id}`), windowSeconds);
    // Reading is not limited, and Ben's saves are his own.
    expect((await call(t.anna, 'GET', '/api/templates')).status).toBe(200);
    const bens = await call(t.ben, 'PUT', `/api/templates/${benId}`, {
      ...template('Resultat neu'),
    });
    expect(bens.status).toBe(200);
  });

  it('takes 10 checkout and portal sessions in 10 minutes and refuses the 11th', async () => {
    const { max, windowSeconds } = writeLimits.billing;
    const checkout = (session: TestSession) =>
      call(session, 'POST', '/api/billing/checkout', {
        tier: 'amateur',
        interval: 'monthly',
      });
    // Carla is on the free plan: each checkout opens a session with the provider.
    for (let i = 0; i < max; i++) {
      const response = await checkout(t.carla);
      expect(response.status, `checkout ${i}`).toBe(200);
    }
    await expectLimited(await checkout(t.carla), windowSeconds);
    await expectLimited(await call(t.carla, 'POST', '/api/billing/portal'), windowSeconds);
    // Ben, free as well now, opens his checkout.
    await setTestTier(t.server.ctx.database.db, t.ben.userId, 'free');
    expect((await checkout(t.ben)).status).toBe(200);
  });

  it('limits image proxy look-ups per user', async () => {
    const { max, windowSeconds } = writeLimits.imageProxy;
    const lookUp = (session: TestSession) =>
      call(
        session,
        'GET',
        `/api/image-proxy?url=${encodeURIComponent('http://127.0.0.1:9/logo.png')}`,
      );
    // An address the proxy never fetches from: refused by the address policy, still counted.
    const answers = await inBatches(max, () => lookUp(t.anna));
    expect(answers.filter((response) => response.status === 429)).toEqual([]);
    await expectLimited(await lookUp(t.anna), windowSeconds);
    expect((await lookUp(t.ben)).status).not.toBe(429);
  });

  it('limits profile writes, team-slot changes and uploads by their own counters', async () => {
    for (const [limit, method, path, body] of [
      ['profile', 'PATCH', '/api/profile', { firstName: 'Ben' }],
      ['teamSlots', 'DELETE', '/api/team-slots/00000000-0000-4000-8000-000000000000', undefined],
      ['uploads', 'DELETE', '/api/backgrounds/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const { max, windowSeconds } = writeLimits[limit];
      const answers = await inBatches(max, () => call(t.ben, method, path, body));
      expect(answers.filter((response) => response.status === 429)).toEqual([]);
      await expectLimited(await call(t.ben, method, path, body), windowSeconds);
    }
  });

  it("counts a write to a collection's own path once (POST /api/workspaces, /api/publications)", async () => {
    // '/x/*' also matches '/x': a second middleware on the bare path counted these twice.
    for (const [limit, path] of [
      ['workspaces', '/api/workspaces'],
      ['publications', '/api/publications'],
    ] as const) {
      const { max, windowSeconds } = writeLimits[limit];
      // Refused bodies: counted all the same, nothing made.
      const answers = await inBatches(max, () => call(t.ben, 'POST', path, {}));
      expect(answers.filter((response) => response.status === 429)).toEqual([]);
      await expectLimited(await call(t.ben, 'POST', path, {}), windowSeconds);
    }
  });

  it('counts every one of the first requests for a key that arrive together', async () => {
    const counters = createRateLimitRepository(t.server.ctx.database.db);
    const now = Date.now();
    const key = `test:together:${now}`;
    const rows = await Promise.all(
      Array.from({ length: 40 }, () => counters.hit(key, now - 60_000, now)),
    );
    expect(rows.map((row) => row?.count).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(await counters.current(key, now - 60_000)).toBe(40);
  });

  // Two processes share a database only on a PostgreSQL server (PGlite is one process's file),
  // so this one is part of the db-postgres project's run, not of db-pglite's.
  const onServer = process.env.TEST_DB_KIND === 'postgres' ? it : undefined;
  onServer?.('holds across two app processes on one database', async () => {
    if (t.server.ctx.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { max, windowSeconds } = writeLimits.templates;
    const second = await startTestServer({ DATABASE_URL: t.server.ctx.config.database.url });
    try {
      // Erika uses up her template writes on the first process in this test, not in the first
      // one: the minute of the first test's writes may be over by now on a busy machine.
      const erika = await signInTestUser(t.server.url, t.server.outboxDir, 'erika@uhc-thun.ch');
      await setTestTier(t.server.ctx.database.db, erika.userId, 'pro');
      // Signed in on the second one as well, and someone who has written nothing yet.
      const erikaThere = await signInTestUser(second.url, second.outboxDir, erika.email);
      const doraThere = await signInTestUser(second.url, second.outboxDir, 'dora@uhc-thun.ch');
      await setTestTier(t.server.ctx.database.db, doraThere.userId, 'pro');
      const id = await createTemplate(erika, 'Matchday');
      const saves = await inBatches(max - 1, () =>
        call(erika, 'PUT', `/api/templates/${id}`, template('Matchday')),
      );
      expect(saves.every((response) => response.status === 200)).toBe(true);
      await expectLimited(
        await call(erika, 'PUT', `/api/templates/${id}`, template('Zu viel')),
        windowSeconds,
      );
      // Refused on the second process too; another user is not.
      const response = await apiCall(
        second.url,
        erikaThere,
        'PUT',
        `/api/templates/${id}`,
        template('Vom zweiten Prozess'),
      );
      await expectLimited(response, windowSeconds);
      const doras = await apiCall(second.url, doraThere, 'POST', '/api/templates', template('Neu'));
      expect(doras.status).toBe(201);
    } finally {
      await second.close();
    }
  });
});
