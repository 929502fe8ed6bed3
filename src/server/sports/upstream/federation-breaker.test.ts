import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsError } from '#server/sports/sports-error.ts';
import {
  closedPort,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import {
  BreakerOpenError,
  createFederationBreaker,
} from '#server/sports/upstream/federation-breaker.ts';
import { createUpstreamClient } from '#server/sports/upstream/upstream-client.ts';

/**
 * The breaker in front of a federation, over real HTTP to a stand-in that counts what it is
 * asked, on a clock of the test's own: a federation that is down is not asked again until its
 * back-off says so, then by one probe at a time; the back-off doubles while probes fail.
 */
let federation: FixtureServer;
let deadUrl: string;
beforeAll(async () => {
  federation = await startFixtureServer({
    '/down': { status: 503, body: { message: 'Service Unavailable' } },
    '/slow-down': { status: 503, body: { message: 'Service Unavailable' }, delayMs: 100 },
    '/busy': { status: 429, body: { message: 'Too Many Requests' } },
    '/error': { status: 500, body: { message: 'Server Error' } },
    '/up': { body: { entries: [] } },
    '/slow-up': { body: { entries: [] }, delayMs: 500 },
  });
  deadUrl = `http://127.0.0.1:${await closedPort()}`;
});
afterAll(async () => {
  await federation?.close();
});

let time = 1_000_000;
const first = 10_000;

function breaker(turns: { maxInFlight?: number; maxWaitMs?: number } = {}) {
  let refused = 0;
  const reasons: string[] = [];
  const guarded = createFederationBreaker({
    federation: 'swissunihockey',
    now: () => time,
    firstBackoffMs: first,
    maxBackoffMs: 40_000,
    onRefused: (reason) => {
      refused++;
      reasons.push(reason);
    },
    ...turns,
  });
  const client = guarded.guard(
    createUpstreamClient({ connectTimeoutMs: 1_000, totalTimeoutMs: 2_000 }),
  );
  return { guarded, client, refused: () => refused, reasons };
}

const at = (path: string, base = federation.url) => new URL(`${base}${path}`);
const askedFor = (path: string) =>
  federation.requests.filter((request) => request.path === path).length;

/** Whether a call failed without going out (and with which kind). */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    const answer = (await call) as { status: number };
    return `answer ${answer.status}`;
  } catch (error) {
    if (error instanceof BreakerOpenError) return `held back: ${error.kind}`;
    if (error instanceof SportsError) return `failed: ${error.kind}`;
    throw error;
  }
}

describe('federation breaker', () => {
  it('opens after three 5xx answers in a row and asks nothing while the back-off runs', async () => {
    const { guarded, client, refused } = breaker();
    const before = askedFor('/down');
    for (let i = 0; i < 3; i++) expect(await outcome(client(at('/down')))).toBe('answer 503');
    expect(guarded.status()).toEqual({ state: 'open', retryAt: time + first });
    const held = await Promise.all(Array.from({ length: 50 }, () => outcome(client(at('/down')))));
    expect(new Set(held)).toEqual(new Set(['held back: upstream-status']));
    expect(askedFor('/down') - before).toBe(3);
    expect(refused()).toBe(50);

    // The back-off is over: one probe goes out, the calls beside it are still held back.
    time += first;
    const probeAndOthers = await Promise.all([
      outcome(client(at('/down'))),
      outcome(client(at('/down'))),
      outcome(client(at('/down'))),
    ]);
    expect(probeAndOthers.sort()).toEqual([
      'answer 503',
      'held back: upstream-status',
      'held back: upstream-status',
    ]);
    expect(askedFor('/down') - before).toBe(4);
    // The probe failed: twice as long, then twice again, up to the longest back-off.
    expect(guarded.status()).toEqual({ state: 'open', retryAt: time + 2 * first });
    time += 2 * first;
    await outcome(client(at('/down')));
    expect(guarded.status().retryAt).toBe(time + 4 * first);
    time += 4 * first;
    await outcome(client(at('/down')));
    expect(guarded.status().retryAt).toBe(time + 40_000);

    // A probe that is answered closes it: calls go out again, the back-off starts over.
    time += 40_000;
    expect(await outcome(client(at('/up')))).toBe('answer 200');
    expect(guarded.status()).toEqual({ state: 'closed', retryAt: null });
    expect(await outcome(client(at('/up')))).toBe('answer 200');
  });

  it('opens at once on a federation that cannot be reached, and holds back with that kind', async () => {
    const { guarded, client } = breaker();
    expect(await outcome(client(at('/api/clubs', deadUrl)))).toBe('failed: unreachable');
    expect(guarded.status().state).toBe('open');
    expect(await outcome(client(at('/up')))).toBe('held back: unreachable');
  });

  it('opens at once on a 429 and never hands it on as an answer', async () => {
    const { guarded, client } = breaker();
    expect(await outcome(client(at('/busy')))).toBe('failed: upstream-status');
    expect(guarded.status().state).toBe('open');
    expect(await outcome(client(at('/up')))).toBe('held back: upstream-status');
  });

  it('stays closed when 5xx answers alternate with good ones (one path failing)', async () => {
    const { guarded, client } = breaker();
    for (let i = 0; i < 5; i++) {
      expect(await outcome(client(at('/error')))).toBe('answer 500');
      expect(await outcome(client(at('/error')))).toBe('answer 500');
      expect(await outcome(client(at('/up')))).toBe('answer 200');
    }
    expect(guarded.status().state).toBe('closed');
  });

  it('sends at most 16 calls at once, so that the ones waiting are held back once it opens', async () => {
    const { client } = breaker();
    const before = askedFor('/slow-down');
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => outcome(client(at('/slow-down')))),
    );
    // Sixteen at once; the first two failures each free a turn before the third opens it.
    const sent = askedFor('/slow-down') - before;
    expect(sent).toBeGreaterThanOrEqual(16);
    expect(sent).toBeLessThanOrEqual(18);
    expect(outcomes.filter((text) => text === 'answer 503')).toHaveLength(sent);
    expect(outcomes.filter((text) => text === 'held back: upstream-status')).toHaveLength(
      200 - sent,
    );
  });

  it('fails a call that waited too long for its turn as a timeout, without sending it or opening', async () => {
    const { guarded, client, reasons } = breaker({ maxInFlight: 1, maxWaitMs: 100 });
    const before = askedFor('/slow-up');
    const [first, second] = await Promise.all([
      outcome(client(at('/slow-up'))),
      outcome(client(at('/slow-up'))),
    ]);
    expect([first, second]).toEqual(['answer 200', 'failed: timeout']);
    expect(askedFor('/slow-up') - before).toBe(1);
    expect(guarded.status().state).toBe('closed');
    expect(reasons).toEqual(['no-turn']);
  });
});
