import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '#shared/sports/sports.ts';
import { gameInWindow, isoDateOfGame } from '#shared/weekend/weekend.schema.ts';

/** The ISO day `days` after `iso`. */
function plusDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
import { userTeamSlots } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { ruetiJona, ruetiJonaGames, ruetiJonaSlot } from '#server/testing/export-fixture.ts';
import { setTestTier } from '#server/testing/tier.ts';

/**
 * The game-day overview post through POST /api/exports ({mode: 'weekend'}) on the demo data: the
 * image in 4:5 and 9:16, and what is refused (game count, window, games of other teams or
 * outside the window, teams beyond the plan's slots).
 */
const t = signedInServer({ anna: 'anna@rueti.ch', ben: 'ben@rueti.ch' });
const { clubId } = ruetiJona;
const [first, second] = [ruetiJona.first.teamId, ruetiJona.second.teamId];
/** A day both teams play on (the demo data moves with the calendar). */
let day: string;
let firstGames: Game[];
let secondGames: Game[];

beforeAll(async () => {
  const games = await ruetiJonaGames(t.server.ctx.sports);
  day = games.day;
  firstGames = games.firstGames.filter((g) => gameInWindow(g, day, day));
  secondGames = games.secondGames.filter((g) => gameInWindow(g, day, day));
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
}, 180_000);

const body = (overrides: Record<string, unknown> = {}) => ({
  mode: 'weekend',
  sport: 'unihockey',
  clubId,
  teams: [
    { teamId: first, gameIds: firstGames.map((g) => g.id) },
    { teamId: second, gameIds: secondGames.map((g) => g.id) },
  ],
  from: day,
  to: day,
  theme: 'dark',
  format: '4:5',
  language: 'fr',
  ...overrides,
});

const exportOf = (session: TestSession, payload: unknown) =>
  apiCall(t.server.url, session, 'POST', '/api/exports', payload, { 'x-language': 'en' });

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('the game-day overview post', () => {
  it('has games of both teams on the day to show', () => {
    expect(firstGames.length + secondGames.length).toBeGreaterThanOrEqual(2);
    expect(firstGames.length).toBeGreaterThanOrEqual(1);
    expect(secondGames.length).toBeGreaterThanOrEqual(1);
  });

  it('answers a PNG at 2160x2700 (4:5) and 2160x3840 (9:16), named after the window and the club', async () => {
    const response = await exportOf(t.anna, body({ kind: 'preview' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // In the language of the person who downloads (x-language: en), not the post's (fr).
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="matchpost_${day}_weekend-preview_stv-rueti-jona-unihockey.png"`,
    );
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 2160, height: 2700 });

    const story = await exportOf(t.anna, body({ format: '9:16', theme: 'club', kind: 'result' }));
    expect(story.status).toBe(200);
    const meta = await sharp(Buffer.from(await story.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([2160, 3840]);
  });

  it('refuses fewer than two or more than twelve games', async () => {
    const one = await exportOf(
      t.anna,
      body({ teams: [{ teamId: first, gameIds: [firstGames[0]!.id] }] }),
    );
    expect(one.status).toBe(400);
    expect(await codeOf(one)).toBe('WEEKEND_GAME_COUNT');
    const many = await exportOf(
      t.anna,
      body({
        teams: [
          { teamId: first, gameIds: Array.from({ length: 7 }, (_, i) => `g${i}`) },
          { teamId: second, gameIds: Array.from({ length: 6 }, (_, i) => `h${i}`) },
        ],
      }),
    );
    expect(many.status).toBe(400);
    expect(await codeOf(many)).toBe('WEEKEND_GAME_COUNT');
  });

  it('refuses a wrong window, a game of another team and a game outside the window', async () => {
    const window = await exportOf(t.anna, body({ from: plusDays(day, 1), to: day }));
    expect(window.status).toBe(400);
    expect(await codeOf(window)).toBe('WEEKEND_DATES_INVALID');
    const long = await exportOf(t.anna, body({ from: day, to: plusDays(day, 14) }));
    expect(await codeOf(long)).toBe('WEEKEND_WINDOW_TOO_LONG');

    const swapped = await exportOf(
      t.anna,
      body({
        teams: [
          { teamId: first, gameIds: [secondGames[0]!.id, firstGames[0]!.id] },
          { teamId: second, gameIds: [firstGames[0]!.id] },
        ],
      }),
    );
    expect(swapped.status).toBe(400);
    expect(await codeOf(swapped)).toBe('GAME_NOT_OF_TEAM');

    // A team under another club than its own: named for the team, or the post's club.
    const firstTeam = { teamId: first, gameIds: firstGames.map((g) => g.id) };
    const secondTeam = { teamId: second, gameIds: secondGames.map((g) => g.id) };
    for (const foreignBody of [
      body({ teams: [{ ...firstTeam, clubId: 'demo-101' }, secondTeam] }),
      body({ clubId: 'demo-101', teams: [firstTeam, secondTeam] }),
    ]) {
      const foreign = await exportOf(t.anna, foreignBody);
      expect(foreign.status).toBe(400);
      expect(await foreign.json()).toEqual({
        error: {
          code: 'TEAM_NOT_OF_CLUB',
          message: 'This team does not belong to the chosen club',
        },
      });
    }

    const later = (await t.server.ctx.sports.games('unihockey', first, clubId)).find((g) =>
      gameInWindow(g, plusDays(day, 1), plusDays(day, 13)),
    );
    const outside = await exportOf(
      t.anna,
      body({
        teams: [{ teamId: first, gameIds: [firstGames[0]!.id, later!.id] }],
      }),
    );
    expect(outside.status).toBe(400);
    expect(await codeOf(outside)).toBe('GAME_OUTSIDE_WINDOW');
  });

  it('refuses the results of games not played yet with 422 RESULT_MISSING', async () => {
    // The first day ahead on which both teams play: no results yet.
    const today = new Date().toISOString().slice(0, 10);
    const { firstGames: all, secondGames: others } = await ruetiJonaGames(t.server.ctx.sports);
    const ahead = all
      .filter((g) => g.result === null && (isoDateOfGame(g.date) ?? '') > today)
      .map((g) => isoDateOfGame(g.date)!)
      .find((d) => others.some((g) => isoDateOfGame(g.date) === d))!;
    const on = (games: Game[]) => games.filter((g) => gameInWindow(g, ahead, ahead));
    const teams = [
      { teamId: first, gameIds: on(all).map((g) => g.id) },
      { teamId: second, gameIds: on(others).map((g) => g.id) },
    ];
    const results = await exportOf(t.anna, body({ teams, from: ahead, to: ahead, kind: 'result' }));
    expect(results.status).toBe(422);
    expect(await results.json()).toEqual({
      error: {
        code: 'RESULT_MISSING',
        message:
          'No result yet: a result post needs the result of every game. Make a game preview until then.',
      },
    });
    const preview = await exportOf(
      t.anna,
      body({ teams, from: ahead, to: ahead, kind: 'preview' }),
    );
    expect(preview.status).toBe(200);
  });

  it("draws one overview of a club's teams in several sports, a game of two of its teams once", async () => {
    // TV Seeland Lyss (demo): Herren 2 and Herren 3 share a league; its volleyball section
    // plays the same weekends.
    const sports = t.server.ctx.sports;
    const herren2 = await sports.games('unihockey', 'demo-111-2', 'demo-111');
    const derby = herren2.find(
      (g) => g.result !== null && [g.teamHome, g.teamAway].includes('TV Seeland Lyss Herren 3'),
    )!;
    const saturday = new Date(`${isoDateOfGame(derby.date)}T12:00:00Z`);
    if (saturday.getUTCDay() === 0) saturday.setUTCDate(saturday.getUTCDate() - 1);
    const from = saturday.toISOString().slice(0, 10);
    const to = plusDays(from, 1);
    const volleyball = (await sports.games('volleyball', 'demo-211-1', 'demo-211')).find((g) =>
      gameInWindow(g, from, to),
    )!;
    const overview = (teams: unknown[]) =>
      exportOf(
        t.anna,
        body({ sport: 'unihockey', clubId: 'demo-111', teams, from, to, kind: 'result' }),
      );
    const both = [
      { teamId: 'demo-111-2', gameIds: [derby.id] },
      { teamId: 'demo-111-3', gameIds: [derby.id] },
    ];
    const made = await overview([
      ...both,
      { teamId: 'demo-211-1', gameIds: [volleyball.id], clubId: 'demo-211', sport: 'volleyball' },
    ]);
    expect(made.status).toBe(200);
    expect((await sharp(Buffer.from(await made.arrayBuffer())).metadata()).format).toBe('png');
    // The game of the two teams is one game: not enough for an overview on its own.
    const alone = await overview(both);
    expect(alone.status).toBe(400);
    expect(await codeOf(alone)).toBe('WEEKEND_GAME_COUNT');
  });

  it('refuses a body in another shape with EXPORT_INVALID', async () => {
    for (const wrong of [
      body({ format: '1:1' }),
      body({ teams: [] }),
      body({ extra: true }),
      body({ theme: 'neon' }),
    ]) {
      const response = await exportOf(t.anna, wrong);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('EXPORT_INVALID');
    }
  });

  it("holds every team to the plan's slots", async () => {
    // Free: one team. Ben's slot holds another team, so neither of the club's teams may be drawn.
    await t.server.ctx.database.db
      .insert(userTeamSlots)
      .values(ruetiJonaSlot(t.ben.userId, 'first'));
    const response = await exportOf(t.ben, body());
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe('TEAM_SLOT_LIMIT');
  });
});
