import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sport } from '#shared/sports/sports.ts';
import { userTeamSlots } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startFixtureServer, type FixtureServer } from '#server/sports/testing/fixture-server.ts';
import { unihockeyKonizTeams } from '#server/sports/testing/unihockey-games.ts';

/**
 * POST /api/exports with `mode: 'standings'` over real HTTP on the demo sports data: the table
 * post of a team of each sport as a PNG, the same sign-in and slot rules as game posts, and (on
 * a stand-in federation) a clear refusal when the federation has no table for the team.
 */
const t = signedInServer({ carla: 'carla@vbc-thun.ch' });
const teams: Partial<Record<Sport, { clubId: string; teamId: string }>> = {};

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.carla.userId, 'pro');
  const sports = t.server.ctx.sports;
  for (const sport of ['unihockey', 'volleyball', 'handball'] as const) {
    const club = (await sports.clubs(sport))[0]!;
    for (const team of await sports.teams(sport, club.id)) {
      if (!teams[sport] && (await sports.standings(sport, team.id, club.id))) {
        teams[sport] = { clubId: club.id, teamId: team.id };
      }
    }
  }
});

function exportPost(session: TestSession | null, body: Record<string, unknown>) {
  return apiCall(t.server.url, session, 'POST', '/api/exports', body);
}

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('POST /api/exports, standings post', () => {
  it.each([
    ['unihockey', 'default', '4:5', 2160, 2700],
    ['volleyball', 'club', '1:1', 2160, 2160],
    ['handball', 'dark', '9:16', 2160, 3840],
  ] as const)('exports the %s table in %s %s', async (sport, theme, format, width, height) => {
    const team = teams[sport]!;
    const response = await exportPost(t.carla, {
      mode: 'standings',
      sport,
      ...team,
      theme,
      format,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="matchpost_\d{4}-\d{2}-\d{2}_tabelle_[a-z0-9-]+\.png"/,
    );
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('exports the table as a JPEG at the platform size', async () => {
    const team = teams.unihockey!;
    const response = await exportPost(t.carla, {
      mode: 'standings',
      sport: 'unihockey',
      ...team,
      fileType: 'jpeg',
      scale: 1,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="matchpost_\d{4}-\d{2}-\d{2}_tabelle_[a-z0-9-]+\.jpg"/,
    );
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
  });

  it('asks for sign-in, and refuses games or a template on a standings post', async () => {
    const body = { mode: 'standings', sport: 'unihockey', ...teams.unihockey! };
    expect((await exportPost(null, body)).status).toBe(401);
    const withGames = await exportPost(t.carla, { ...body, gameIds: ['g1'] });
    expect(withGames.status).toBe(400);
    expect(await errorCode(withGames)).toBe('EXPORT_INVALID');
  });

  it('counts on the team slots like a game post', async () => {
    const db = t.server.ctx.database.db;
    const dave = await signInTestUser(t.server.url, t.server.outboxDir, 'dave@uhc-thun.ch');
    await setTestTier(db, dave.userId, 'free');
    await db.insert(userTeamSlots).values({
      workspaceId: dave.userId,
      sport: 'handball',
      clubId: 'other',
      teamId: 'other-team',
      teamName: 'Other',
    });
    const response = await exportPost(dave, {
      mode: 'standings',
      sport: 'unihockey',
      ...teams.unihockey!,
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('TEAM_SLOT_LIMIT');
  });
});

describe('POST /api/exports, standings post of a team the federation ranks nowhere', () => {
  // A stand-in of the unihockey federation that knows the club's teams and no table for any.
  let upstream: FixtureServer;
  beforeAll(async () => {
    upstream = await startFixtureServer(Object.fromEntries([unihockeyKonizTeams()]));
  });
  afterAll(async () => {
    await upstream?.close();
  });
  const live = signedInServer({ erin: 'erin@koeniz.ch' }, () => ({
    SPORTS_DATA: 'live',
    SWISSUNIHOCKEY_API_URL: upstream.url,
  }));

  it('answers NO_STANDINGS', async () => {
    const response = await apiCall(live.server.url, live.erin, 'POST', '/api/exports', {
      mode: 'standings',
      sport: 'unihockey',
      clubId: '406151',
      teamId: '429283',
    });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('NO_STANDINGS');
  });
});
