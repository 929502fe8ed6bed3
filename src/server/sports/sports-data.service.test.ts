import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '#server/config/env.ts';
import { createLogger, silentLogger, type Logger } from '#server/logging/logger.ts';
import { createSportsData } from '#server/sports/sports-data.service.ts';
import type { SportsSource } from '#server/sports/sports-data.ts';
import { recordingLogger } from '#server/testing/recording-logger.ts';
import {
  closedPort,
  recordedAnswer,
  routeKey,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';

let upstream: FixtureServer;
let deadUrl: string;
let time = new Date('2026-11-22T11:00:00Z');
const now = () => time;

beforeAll(async () => {
  upstream = await startFixtureServer({
    '/api/clubs': { body: recordedAnswer('unihockey', 'clubs.json') },
    [routeKey('/api/games', {
      mode: 'team',
      team_id: '429283',
      season: '2026',
      games_per_page: '100',
    })]: {
      body: recordedAnswer('unihockey', 'games-429283.json'),
    },
    [routeKey('/api/games', { mode: 'team', team_id: '1', season: '2026', games_per_page: '100' })]:
      {
        body: {},
        delayMs: 2_000,
      },
    '/indoor/clubs': { status: 500, body: { message: 'Server Error' } },
    '/api/rankings?season=2026&team_id=429283': {
      body: recordedAnswer('unihockey', 'rankings-429283.json'),
    },
    // A table in a shape the adapter does not know.
    '/api/rankings?season=2026&team_id=666666': { body: { data: { tables: [] } } },
  });
  deadUrl = `http://127.0.0.1:${await closedPort()}`;
});
afterAll(async () => {
  await upstream?.close();
});

function sportsData(
  mode: Config['sports']['mode'],
  urls: Partial<Config['sports']> = {},
  logger: Logger = silentLogger,
) {
  return createSportsData({
    config: {
      mode,
      unihockeyUrl: upstream.url,
      volleyUrl: upstream.url,
      handballUrl: upstream.url,
      volleyApiKey: 'vm-operator-7f20aa51',
      ...urls,
    },
    logger,
    now,
    timeouts: { connectTimeoutMs: 500, totalTimeoutMs: 1_000 },
    backoff: { firstMs: 60_000, maxMs: 240_000 },
  });
}

const recorder = () => {
  const seen: SportsSource[] = [];
  return { seen, context: { onSource: (source: SportsSource) => seen.push(source) } };
};

describe('sports data', () => {
  it('sorts clubs by name with German collation (umlauts beside their vowel)', async () => {
    const clubs = await sportsData('live').clubs('unihockey');
    expect(clubs.map((club) => club.name)).toEqual([
      'Ägerital Unihockey',
      'Floorball Köniz Bern',
      'UHC Uster',
      'Zug United',
    ]);
  });

  it('serves demo data in demo mode without asking any federation', async () => {
    const before = upstream.requests.length;
    const data = sportsData('demo');
    const { seen, context } = recorder();
    const clubs = await data.clubs('handball', context);
    expect(clubs.every((club) => club.id.startsWith('demo-'))).toBe(true);
    expect(clubs.map((club) => club.name)).toEqual(
      [...clubs.map((club) => club.name)].sort(new Intl.Collator('de').compare),
    );
    expect(seen).toEqual(['demo']);
    expect(data.sources()).toEqual({ unihockey: 'demo', volleyball: 'demo', handball: 'demo' });
    expect(upstream.requests.length).toBe(before);
  });

  it('falls back to demo data per sport in auto mode when a federation cannot be reached', async () => {
    const data = sportsData('auto', { unihockeyUrl: deadUrl });
    expect(data.sources().unihockey).toBe('live');
    const { seen, context } = recorder();
    const clubs = await data.clubs('unihockey', context);
    expect(clubs.length).toBeGreaterThanOrEqual(8);
    expect(clubs[0]?.id).toMatch(/^demo-/);
    expect(seen).toEqual(['demo']);
    expect(data.sources()).toEqual({ unihockey: 'demo', volleyball: 'live', handball: 'demo' });
    // Demo teams and games of that sport follow without waiting for the federation again.
    const teams = await data.teams('unihockey', clubs[0]!.id);
    expect((await data.games('unihockey', teams[0]!.id, null)).length).toBeGreaterThanOrEqual(12);
  });

  it('learns at start which federations cannot be reached (probe), before anyone asks', async () => {
    const data = sportsData('auto', { unihockeyUrl: deadUrl });
    expect(data.sources().unihockey).toBe('live');
    await data.probe();
    expect(data.sources()).toEqual({ unihockey: 'demo', volleyball: 'live', handball: 'demo' });
    await sportsData('demo').probe();
  });

  it('tries live again after the retry interval and switches back', async () => {
    const port = await closedPort();
    const data = sportsData('auto', { unihockeyUrl: `http://127.0.0.1:${port}` });
    await data.clubs('unihockey');
    expect(data.sources().unihockey).toBe('demo');
    const revived = await startFixtureServer(
      { '/api/clubs': { body: recordedAnswer('unihockey', 'clubs.json') } },
      { port },
    );
    try {
      // Within the retry interval the sport stays on demo data without asking.
      expect((await data.clubs('unihockey'))[0]?.id).toMatch(/^demo-/);
      expect(revived.requests).toHaveLength(0);
      time = new Date(time.getTime() + 61_000);
      expect((await data.clubs('unihockey')).map((club) => club.id)).toContain('406151');
      expect(data.sources().unihockey).toBe('live');
    } finally {
      await revived.close();
      time = new Date('2026-11-22T11:00:00Z');
    }
  });

  it("answers a busy federation's calls that wait for their turn, instead of calling it unreachable", async () => {
    // Forty teams at once; the federation answers each after 300 ms, sixteen calls go out at a
    // time. A call's timers start when it goes out: one waiting longer than the 500 ms allowed
    // to connect is no sign of a federation out of reach (a call waits at most the 5 s a call
    // may take).
    const teams = Array.from({ length: 40 }, (_, i) => String(8_000 + i));
    for (const team of teams) {
      const query = { mode: 'team', team_id: team, season: '2026', games_per_page: '100' };
      upstream.routes.set(routeKey('/api/games', query), {
        body: recordedAnswer('unihockey', 'games-429283.json'),
        delayMs: 300,
      });
    }
    const data = createSportsData({
      config: {
        mode: 'auto',
        unihockeyUrl: upstream.url,
        volleyUrl: upstream.url,
        handballUrl: upstream.url,
      },
      logger: silentLogger,
      now,
      timeouts: { connectTimeoutMs: 500, totalTimeoutMs: 5_000 },
    });
    const { seen, context } = recorder();
    const answers = await Promise.allSettled(
      teams.map((team) => data.games('unihockey', team, null, context)),
    );
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
    expect(new Set(seen)).toEqual(new Set(['live']));
    expect(data.federations().unihockey.state).toBe('up');
  });

  it('never falls back in live mode', async () => {
    const data = sportsData('live', { unihockeyUrl: deadUrl });
    await expect(data.clubs('unihockey')).rejects.toMatchObject({ kind: 'unreachable' });
    expect(data.sources().unihockey).toBe('live');
  });

  it('does not fall back in auto mode when the federation answers with an error or too slowly', async () => {
    const data = sportsData('auto');
    await expect(data.clubs('volleyball')).rejects.toMatchObject({ kind: 'upstream-status' });
    await expect(data.games('unihockey', '1', null)).rejects.toMatchObject({ kind: 'timeout' });
    expect(data.sources()).toEqual({ unihockey: 'live', volleyball: 'live', handball: 'demo' });
  });

  it('keeps demo ids with demo data in auto mode while the federation is live', async () => {
    const data = sportsData('auto');
    const demoGames = await sportsData('demo').games('unihockey', 'demo-101-1', null);
    const { seen, context } = recorder();
    const game = await data.game('unihockey', demoGames[0]!.id, context);
    expect(game).toEqual(demoGames[0]);
    expect(seen).toEqual(['demo']);
    expect(data.sources().unihockey).toBe('live');
  });

  it('answers implausible ids as unknown without asking upstream', async () => {
    const data = sportsData('live');
    const before = upstream.requests.length;
    expect(await data.teams('unihockey', '../clubs')).toEqual([]);
    expect(await data.games('unihockey', 'a b', null)).toEqual([]);
    expect(await data.game('unihockey', 'x'.repeat(200))).toBeNull();
    expect(upstream.requests.length).toBe(before);
  });

  it('needs a stored key for handball teams when live', async () => {
    await expect(
      sportsData('live').teams('handball', '140002', { workspaceId: 'nobody' }),
    ).rejects.toMatchObject({
      kind: 'club-api-key-required',
    });
  });

  it('answers volleyball without any key: demo data in auto mode, a clear refusal in live mode', async () => {
    const before = upstream.requests.length;
    const auto = sportsData('auto', { volleyApiKey: undefined });
    const { seen, context } = recorder();
    const clubs = await auto.clubs('volleyball', context);
    expect(clubs[0]?.id).toMatch(/^demo-/);
    expect(seen).toEqual(['demo']);
    expect(auto.sources().volleyball).toBe('demo');
    expect(auto.federations().volleyball.state).toBe('needs-key');
    await expect(
      sportsData('live', { volleyApiKey: undefined }).clubs('volleyball'),
    ).rejects.toMatchObject({ kind: 'api-key-missing' });
    expect(upstream.requests.length).toBe(before);
  });

  it('answers handball in auto mode as the other sports: demo clubs without a key or a reachable federation', async () => {
    const handballKey = 'cGZhZGk6c2VjcmV0LXRva2Vu';
    const keys = (held: boolean) => ({
      keyFor: async () => (held ? handballKey : null),
      keysOf: async () => (held ? [{ clubId: '140002', apiKey: handballKey }] : []),
    });
    const handballData = (held: boolean, handballUrl: string) =>
      createSportsData({
        config: {
          mode: 'auto',
          unihockeyUrl: upstream.url,
          volleyUrl: upstream.url,
          handballUrl,
          volleyApiKey: undefined,
        },
        keys: keys(held),
        logger: silentLogger,
        now,
        timeouts: { connectTimeoutMs: 500, totalTimeoutMs: 1_000 },
        backoff: { firstMs: 60_000, maxMs: 240_000 },
      });

    // No key stored: the demo clubs, marked as demo, and their teams and games from demo data.
    const keyless = handballData(false, upstream.url);
    const first = recorder();
    const clubs = await keyless.clubs('handball', { workspaceId: 'anna', ...first.context });
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((club) => club.id.startsWith('demo-'))).toBe(true);
    expect(first.seen).toEqual(['demo']);
    const teams = await keyless.teams('handball', clubs[0]!.id, { workspaceId: 'anna' });
    expect(teams.length).toBeGreaterThan(0);
    const games = await keyless.games('handball', teams[0]!.id, clubs[0]!.id, {
      workspaceId: 'anna',
    });
    expect(games.length).toBeGreaterThan(0);
    expect(keyless.federations().handball.state).toBe('needs-key');

    // What /api/health tells: demo data, before anyone asked and after a keyless user asked.
    expect(handballData(false, upstream.url).sources().handball).toBe('demo');
    expect(keyless.sources().handball).toBe('demo');

    // A key, and the federation answers: the club list is live.
    const federation = await startFixtureServer({
      '/clubs/140002/teams': {
        body: recordedAnswer('handball', 'teams-140002.json'),
        authorization: `Basic ${handballKey}`,
      },
    });
    try {
      const reachable = handballData(true, federation.url);
      const second = recorder();
      const live = await reachable.clubs('handball', { workspaceId: 'anna', ...second.context });
      expect(live.some((club) => club.id === '140002')).toBe(true);
      expect(second.seen).toEqual(['live']);
      expect(reachable.sources().handball).toBe('live');
    } finally {
      await federation.close();
    }

    // A key, but the federation cannot be reached: demo data again.
    const offline = handballData(true, deadUrl);
    const third = recorder();
    const demo = await offline.clubs('handball', { workspaceId: 'anna', ...third.context });
    expect(demo.every((club) => club.id.startsWith('demo-'))).toBe(true);
    expect(third.seen).toEqual(['demo']);
    expect(offline.sources().handball).toBe('demo');
  });

  it('answers the table of a team, and null where the federation has none', async () => {
    const data = sportsData('live');
    expect((await data.standings('unihockey', '429283', null))?.rows).toHaveLength(6);
    expect(await data.standings('unihockey', '430155', null)).toBeNull();
    expect(await data.standings('unihockey', '../x', null)).toBeNull();
    const demo = sportsData('demo');
    expect((await demo.standings('handball', 'demo-301-1', null))?.sport).toBe('handball');
  });

  it('logs an answer in an unexpected shape with federation and path', async () => {
    const { logger, lines } = recordingLogger();
    const data = sportsData('live', {}, logger);
    await expect(data.standings('unihockey', '666666', null)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    expect(lines).toContainEqual({
      message: 'sports: federation answered in an unexpected shape',
      fields: expect.objectContaining({
        sport: 'unihockey',
        federation: 'swissunihockey',
        path: '/api/rankings',
      }),
    });
    expect(data.federations().unihockey).toMatchObject({
      state: 'down',
      error: 'invalid-response',
    });
  });

  it('says in one line without a stack trace that it serves demo data when a federation is unreachable', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'pretty',
      write: (line) => lines.push(line),
    });
    const data = sportsData(
      'auto',
      { unihockeyUrl: `http://127.0.0.1:${port}`, volleyApiKey: undefined },
      logger,
    );
    expect((await data.clubs('unihockey')).length).toBeGreaterThan(0);
    const warning = lines.filter((line) => line.includes('serving demo data'));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain('sport=unihockey');
    expect(warning[0]).toMatch(/WARN/);
    expect(warning[0]).toMatch(/reason=\S/);
    expect(lines.join('\n')).not.toMatch(/stack|\n\s+at /);

    // A sport without a key (volleyball on a first start) is news, not a warning.
    await data.clubs('volleyball');
    const keyless = lines.filter((line) => line.includes('sport=volleyball'));
    expect(keyless).toHaveLength(1);
    expect(keyless[0]).toMatch(/INFO .*serving demo data/);
  });

  it('shows a federation that is down and recovers by itself on a later probe', async () => {
    const port = await closedPort();
    const data = sportsData('live', { unihockeyUrl: `http://127.0.0.1:${port}` });
    expect(data.federations().unihockey.state).toBe('unchecked');
    await expect(data.clubs('unihockey')).rejects.toMatchObject({ kind: 'unreachable' });
    expect(data.federations().unihockey).toMatchObject({ state: 'down', error: 'unreachable' });
    const revived = await startFixtureServer(
      { '/api/clubs': { body: recordedAnswer('unihockey', 'clubs.json') } },
      { port },
    );
    try {
      time = new Date(time.getTime() + 61_000);
      // Asking for the status re-probes a federation down longer than the retry interval.
      expect(data.federations().unihockey.state).toBe('down');
      await vi.waitFor(() => expect(data.federations().unihockey.state).toBe('up'), {
        timeout: 5_000,
      });
      expect(revived.requests.map((request) => request.path)).toEqual(['/api/clubs']);
    } finally {
      await revived.close();
      time = new Date('2026-11-22T11:00:00Z');
    }
  });
});
