import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game, Team } from '#shared/sports/sports.ts';
import { templates } from '#server/db/schema.ts';
import { slotsOf } from '#server/team-slots/testing/slots-of.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { setTestTier } from '#server/testing/tier.ts';

/**
 * The look of a team's posts, remembered per team slot: every game post a user exports for one of
 * their slots' teams leaves its theme or template, its format and whether it showed the team's
 * sponsors on the slot, and
 * GET /api/team-slots tells it (the weekend screen and game-day mails use it again).
 */
const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@uhc-thun.ch' });
const { call } = t;
let clubId: string;
let team: Team;
let other: Team;
let games: Game[];
let otherGames: Game[];

beforeAll(async () => {
  const sports = t.server.ctx.sports;
  for (const club of await sports.clubs('unihockey')) {
    const found: { team: Team; games: Game[] }[] = [];
    for (const candidate of await sports.teams('unihockey', club.id)) {
      const list = await sports.games('unihockey', candidate.id, club.id);
      if (list.length > 0) found.push({ team: candidate, games: list });
    }
    if (found.length >= 2) {
      clubId = club.id;
      [team, other] = [found[0]!.team, found[1]!.team];
      [games, otherGames] = [found[0]!.games, found[1]!.games];
      break;
    }
  }
}, 180_000);

const exportOf = (session: TestSession, body: Record<string, unknown>) =>
  call(session, 'POST', '/api/exports', {
    sport: 'unihockey',
    clubId,
    teamId: team.id,
    gameIds: [games[0]!.id],
    mode: 'preview',
    ...body,
  });

/** Anna saves a slot for one of the club's teams. */
const annaSaves = (saved: Team) =>
  call(t.anna, 'POST', '/api/team-slots', {
    sport: 'unihockey',
    clubId,
    teamId: saved.id,
    teamName: saved.name,
  });

describe('the look remembered per team slot', () => {
  it('starts empty and takes the theme and format of the last game post of the team', async () => {
    const created = await annaSaves(team);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      postTheme: null,
      postTemplateId: null,
      postFormat: null,
    });

    expect((await exportOf(t.anna, { theme: 'dark', format: '9:16' })).status).toBe(200);
    const [slot] = await slotsOf(t, t.anna);
    expect(slot).toMatchObject({ postTheme: 'dark', postTemplateId: null, postFormat: '9:16' });

    // Without theme or format the post is the default theme at 4:5, and that is remembered.
    expect((await exportOf(t.anna, { mode: 'result' })).status).toBe(200);
    const [after] = await slotsOf(t, t.anna);
    expect(after).toMatchObject({ postTheme: 'default', postFormat: '4:5' });
    // Not a change of team: the weekly clock stays.
    expect(after!.lastChangedAt).toBe(slot!.lastChangedAt);

    // 'Sponsoren zeigen' is remembered with the look, and so is turning it off.
    expect((await exportOf(t.anna, { sponsors: 'auto' })).status).toBe(200);
    expect((await slotsOf(t, t.anna))[0]?.postSponsors).toBe(true);
    expect((await exportOf(t.anna, {})).status).toBe(200);
    expect((await slotsOf(t, t.anna))[0]?.postSponsors).toBe(false);
    expect((await exportOf(t.anna, { sponsors: 'always' })).status).toBe(400);
  });

  it('is written only when it changes: the same post again leaves the row as it was', async () => {
    const db = t.server.ctx.database.db;
    // The row's version (PostgreSQL's xmin, PGlite's too): every write of the row makes a new one.
    const version = async () => {
      const result = (await db.execute(
        sql`select xmin::text as version from user_team_slots where workspace_id = ${t.anna.userId} and team_id = ${team.id}`,
      )) as unknown as { rows: { version: string }[] };
      return result.rows[0]!.version;
    };
    expect((await exportOf(t.anna, { theme: 'light', format: '1:1' })).status).toBe(200);
    const written = await version();
    expect((await exportOf(t.anna, { theme: 'light', format: '1:1', mode: 'result' })).status).toBe(
      200,
    );
    expect(await version()).toBe(written);
    expect((await exportOf(t.anna, { theme: 'light', format: '4:5' })).status).toBe(200);
    expect(await version()).not.toBe(written);
    expect((await slotsOf(t, t.anna))[0]).toMatchObject({ postTheme: 'light', postFormat: '4:5' });
  });

  it('takes a template with its own format, and leaves only the theme when it is deleted', async () => {
    const db = t.server.ctx.database.db;
    await setTestTier(db, t.anna.userId, 'pro');
    const [row] = await db
      .insert(templates)
      .values({
        workspaceId: t.anna.userId,
        name: 'Annas Vorlage',
        supportedGames: 1,
        svgConfig: {
          format: '1:1',
          backgroundColor: '#102030',
          elements: [
            { id: 'home', type: 'api-text', apiField: 'teamHome', x: 540, y: 400, fontSize: 80 },
          ],
        },
        format: '1:1',
      })
      .returning({ id: templates.id });
    const response = await exportOf(t.anna, { templateId: row!.id });
    expect(response.status).toBe(200);
    expect((await slotsOf(t, t.anna))[0]).toMatchObject({
      postTheme: null,
      postTemplateId: row!.id,
      postFormat: '1:1',
    });

    expect((await call(t.anna, 'DELETE', `/api/templates/${row!.id}`)).status).toBe(200);
    expect((await slotsOf(t, t.anna))[0]).toMatchObject({ postTheme: null, postTemplateId: null });
  });

  it("is only the owner's: another user's post of the same team changes nothing", async () => {
    const before = (await slotsOf(t, t.anna))[0];
    expect((await exportOf(t.ben, { theme: 'light', format: '1:1' })).status).toBe(200);
    expect((await slotsOf(t, t.anna))[0]).toEqual(before);
    // Ben has no slot of the team: exporting does not take one.
    expect(await slotsOf(t, t.ben)).toEqual([]);
  });

  it('leaves the slots of other teams and a refused export alone', async () => {
    const created = await annaSaves(other);
    expect(created.status).toBe(201);
    expect(
      (
        await exportOf(t.anna, {
          teamId: other.id,
          gameIds: [otherGames[0]!.id],
          theme: 'club',
          format: '1100:800',
        })
      ).status,
    ).toBe(200);
    // A post that is refused (a game not of the team) remembers nothing.
    expect(
      (
        await exportOf(t.anna, {
          teamId: other.id,
          gameIds: [games[0]!.id],
          theme: 'light',
        })
      ).status,
    ).toBe(400);
    const slots = await slotsOf(t, t.anna);
    expect(slots.find((s) => s.teamId === team.id)).toMatchObject({ postTemplateId: null });
    expect(slots.find((s) => s.teamId === other.id)).toMatchObject({
      postTheme: 'club',
      postFormat: '1100:800',
    });
  });
});
