import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDayMails, userTeamSlots } from '#server/db/schema.ts';
import {
  GAME_DAY_MAIL_QUEUE,
  type GameDayMailService,
} from '#server/game-day-mails/game-day-mail.service.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { OutboxMailer } from '#server/mail/outbox-mailer.ts';
import {
  recordedAnswer,
  routeKey,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';
import {
  unihockeyGamesRoute,
  unihockeyGamesTable,
  unihockeyKonizTeams,
} from '#server/sports/testing/unihockey-games.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { parseEml } from '#server/testing/parse-eml.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { testGameDayMails } from '#server/testing/game-day-mail-service.ts';
import { until } from '#server/testing/until.ts';
import { shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

/**
 * A game that moves after its preview mail was scheduled (ADR 026): the mail follows the new
 * date. Against a stand-in of the unihockey federation that answers in its recorded shape, with
 * the scheduler on a controllable clock and the job queue on this run's database: the job made
 * for the old day finds no game that day and sends nothing; the new day gets its mail once.
 */
/** The team's games table in the federation's shape: one game on `day` ('YYYY-MM-DD'). */
function gamesTable(day: string) {
  const [year, month, date] = day.split('-');
  return unihockeyGamesTable([
    {
      id: 9301,
      date: `${date}.${month}.${year}`,
      time: '19:30',
      home: 'Floorball Köniz Bern',
      away: 'Zug United',
      result: '-:-',
    },
  ]);
}

const detail = recordedAnswer('unihockey', 'game-1071901.json') as {
  data: { regions: { rows: { cells: unknown[] }[] }[] };
};

/** The game's own page in the federation's shape, on `day`, not played yet, without crests. */
function gameDetail(day: string) {
  const [year, month, date] = day.split('-');
  const cells = [...detail.data.regions[0]!.rows[0]!.cells];
  cells[0] = {};
  cells[2] = {};
  cells[4] = { text: ['-:-'] };
  cells[5] = { text: [`${date}.${month}.${year}`] };
  return {
    ...detail,
    data: { ...detail.data, regions: [{ rows: [{ highlight: false, cells }] }] },
  };
}

const gamesRoute = unihockeyGamesRoute('429283');

const gameRoute = routeKey('/api/games/9301');

// The game was planned three days from today and moves two days later, to five days from today.
const today = swissDay(new Date());
const oldDay = shiftDay(today, 3);
const newDay = shiftDay(today, 5);

let upstream: FixtureServer;
beforeAll(async () => {
  upstream = await startFixtureServer({
    [gamesRoute]: { body: gamesTable(oldDay) },
    [gameRoute]: { body: gameDetail(oldDay) },
    // The club's teams: the mail's post is made for a team of its club.
    ...Object.fromEntries([unihockeyKonizTeams()]),
  });
});
afterAll(async () => {
  await upstream?.close();
});

// Started after the stand-in federation, closed before it.
const t = signedInServer({ anna: 'anna@koeniz.ch' }, () => ({
  SPORTS_DATA: 'live',
  SWISSUNIHOCKEY_API_URL: upstream.url,
}));

let queue: JobQueue;
let service: GameDayMailService;
let outbox: string;
let slotId: string;
let clock = new Date();

const rows = () =>
  t.server.ctx.database.db
    .select({ gameDay: gameDayMails.gameDay, state: gameDayMails.state })
    .from(gameDayMails)
    .where(eq(gameDayMails.slotId, slotId));

async function mails() {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  );
  return Promise.all(
    files.map(async (f) => parseEml(await readFile(path.join(outbox, f), 'utf8'))),
  );
}

beforeAll(async () => {
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'pro');
  const [slot] = await t.server.ctx.database.db
    .insert(userTeamSlots)
    .values({
      workspaceId: t.anna.userId,
      sport: 'unihockey',
      clubId: '406151',
      teamId: '429283',
      teamName: 'Floorball Köniz Bern',
    })
    .returning({ id: userTeamSlots.id });
  slotId = slot!.id;
  outbox = await mkdtemp(path.join(tmpdir(), 'matchpost-moved-game-'));
  ({ queue, service } = testGameDayMails(t.server, {
    mailer: new OutboxMailer(outbox, 'Matchpost <no-reply@matchpost.ch>', silentLogger),
    now: () => clock,
  }));
  await queue.start([GAME_DAY_MAIL_QUEUE]);
  await service.saveSettings(t.anna.userId, t.anna.userId, slotId, {
    preview: { daysBefore: 2, time: '08:00' },
    result: null,
  });
}, 120_000);

afterAll(async () => {
  // Before the server and the stand-in federation close (their afterAll hooks run after this one).
  await queue?.stop(1000);
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

describe('a game that moves after its preview mail was scheduled', () => {
  it('sends nothing for the old day, and the new day gets its mail once', async () => {
    // Two days before the old date, at the mail's time: the mail for the old day is scheduled.
    clock = new Date(swissInstant(shiftDay(oldDay, -2), '08:00').getTime() + 30_000);
    expect(await service.tick()).toEqual({ claimed: 1, queued: 1 });
    expect(await rows()).toEqual([{ gameDay: oldDay, state: 'pending' }]);

    // Then the federation moves the game by two days, before the job runs.
    upstream.routes.set(gamesRoute, { body: gamesTable(newDay) });
    upstream.routes.set(gameRoute, { body: gameDetail(newDay) });
    await service.startWorker();
    await until(rows, (list) => list[0]?.state !== 'pending');
    expect(await rows()).toEqual([{ gameDay: oldDay, state: 'skipped' }]);
    expect(await mails()).toEqual([]);

    // Two days before the new date: its mail, with the game, once, however often the scheduler runs.
    clock = new Date(swissInstant(shiftDay(newDay, -2), '08:00').getTime() + 30_000);
    await service.tick();
    clock = new Date(clock.getTime() + 60_000);
    await service.tick();
    await until(rows, (list) => list.some((r) => r.gameDay === newDay && r.state === 'sent'));
    await service.tick();
    const sent = await until(mails, (list) => list.length > 0);
    expect(sent).toHaveLength(1);
    const [, month, date] = newDay.split('-');
    expect(sent[0]!.subject).toContain(`${date}.${month}.`);
    expect(sent[0]!.subject).toContain('Zug United');
    expect((await rows()).sort((a, b) => a.gameDay.localeCompare(b.gameDay))).toEqual([
      { gameDay: oldDay, state: 'skipped' },
      { gameDay: newDay, state: 'sent' },
    ]);
    expect(await mails()).toHaveLength(1);
  });
});
