import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { createAccountRepository } from '#server/accounts/account.repository.ts';
import { gameDayMails, teamSlotMailSettings, users, userTeamSlots } from '#server/db/schema.ts';
import { demoCatalogs, type DemoTeam } from '#server/sports/demo/demo-catalog.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import {
  startServerProcessPair,
  type ServerProcess,
  type ServerProcessPair,
} from '#server/testing/server-process.ts';
import { startSmtpCatcher, type SmtpCatcher } from '#server/testing/smtp-catcher.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { swissTime } from '#shared/sports/swiss-time.ts';
import type { Sport } from '#shared/sports/sports.ts';

/**
 * A database outage while game-day mails finish, with two app processes on one PostgreSQL
 * server mailing through one real SMTP server. The server is stopped at the worst moment: the
 * SMTP server holds its answer to one mail of each process, PostgreSQL goes down (every
 * connection dropped at once), then the SMTP server accepts both mails, so each process learns
 * that its mail went out while it cannot write that down. About three seconds later PostgreSQL
 * comes back. Both processes stay up, say the database is down while it is, and without a
 * restart send every due mail exactly once: counted by Message-ID and by recipient and team.
 */
let postgres: PostgresServer;
let database: Database;
let smtp: SmtpCatcher;
let processes: ServerProcessPair;
let a: ServerProcess;
let b: ServerProcess;

const OUTAGE_MS = 3_000;
/** Mails due, and of them the ones turned on only after the outage. */
const MAILS = 16;
const LATE = 4;

interface TeamWithGame {
  sport: Sport;
  team: DemoTeam;
  /** The preview mail's days before the game: 0 for a game today, 1 for tomorrow. */
  daysBefore: number;
}

/** The teams of the demo data with a game today or tomorrow, the three sports in turn. */
function teamsWithGames(): TeamWithGame[] {
  const bySport = (['unihockey', 'volleyball', 'handball'] as const).map((sport) =>
    // The demo leagues play on three days of the week in turn; the first has a game today.
    demoCatalogs[sport].leagues.flatMap((league, index) =>
      index % 3 > 1 ? [] : league.teams.map((team) => ({ sport, team, daysBefore: index % 3 })),
    ),
  );
  const longest = Math.max(...bySport.map((teams) => teams.length));
  return Array.from({ length: longest }, (_, index) =>
    bySport.flatMap((teams) => (teams[index] ? [teams[index]] : [])),
  ).flat();
}

/** One due mail: its slot, whose it is and its team. */
interface DueMail {
  slotId: string;
  userId: string;
  email: string;
  team: string;
  daysBefore: number;
}

let mails: DueMail[] = [];

/**
 * Three people on the premium plan with five or six team slots each, as the app stores them (the
 * database is the arrangement here; the processes take it from there).
 */
async function arrangeSlots(): Promise<DueMail[]> {
  const people = ['anna@uhc-thun.ch', 'ben@vbc-biel.ch', 'carla@hc-chur.ch'];
  const ids: string[] = [];
  for (const email of people) {
    const [user] = await database.db
      .insert(users)
      .values({ id: randomUUID(), email, name: email.split('@')[0]!, emailVerified: true })
      .returning({ id: users.id });
    await createAccountRepository(database.db).createUserRows(user!.id);
    await setTestTier(database.db, user!.id, 'premium');
    ids.push(user!.id);
  }
  const teams = teamsWithGames().slice(0, MAILS);
  expect(teams).toHaveLength(MAILS);
  // Each person's slots are in their personal workspace, whose id is theirs.
  const rows = teams.map(({ sport, team }, index) => ({
    workspaceId: ids[index % 3]!,
    sport,
    clubId: team.clubId,
    teamId: team.id,
    teamName: team.name,
  }));
  const slots = await database.db.insert(userTeamSlots).values(rows).returning();
  return teams.map(({ sport, team, daysBefore }, index) => ({
    slotId: slots.find(
      (slot) =>
        slot.workspaceId === ids[index % 3] && slot.sport === sport && slot.teamId === team.id,
    )!.id,
    userId: ids[index % 3]!,
    email: people[index % 3]!,
    team: team.name,
    daysBefore,
  }));
}

/** Turns the preview mail of these slots on, due now, as the settings screen stores it. */
async function turnOn(due: DueMail[]): Promise<void> {
  const time = swissTime(new Date());
  await database.db.insert(teamSlotMailSettings).values(
    due.map(({ slotId, userId, daysBefore }) => ({
      slotId,
      userId,
      previewDaysBefore: daysBefore,
      previewTime: time,
    })),
  );
}

/** A figure of a process's /api/metrics, or null when the process does not answer. */
async function metric(server: ServerProcess, line: RegExp): Promise<number | null> {
  try {
    const text = await (await fetch(`${server.url}/api/metrics`)).text();
    const match = new RegExp(`^${line.source} (\\S+)$`, 'm').exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Whether a process says its database answers (GET /api/ready), or 'gone' when it is not up. */
async function databaseReady(server: ServerProcess): Promise<boolean | 'gone'> {
  try {
    const response = await fetch(`${server.url}/api/ready`);
    const body = (await response.json()) as { database: { ok: boolean } };
    return body.database.ok;
  } catch {
    return 'gone';
  }
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Stopped in immediate mode below, as a crash: it must keep what it committed, as in production.
  postgres = await startPostgresServer({ durable: true });
  processes = await startServerProcessPair((name) => ({
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    // Each process signs its mails with its own sender, so the test sees who sent what.
    MAIL_FROM: `Matchpost <${name}@matchpost.test>`,
    APP_SECRET: 'game-day-mail-outage-secret-0123456789abc',
    GAME_DAY_MAILS: 'on',
    GAME_DAY_MAIL_TICK_SECONDS: '1',
    JOB_POLL_SECONDS: '1',
    JOB_MAINTENANCE_SECONDS: '1',
    // Far longer than a job with its drawing on a loaded machine, the held answer and the
    // outage: no job is taken up twice here.
    JOB_LEASE_SECONDS: '120',
    JOB_RETRY_DELAY_SECONDS: '1',
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
  mails = await arrangeSlots();
}, 180_000);

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await postgres?.stop();
  await smtp?.close();
}, 60_000);

describe('game-day mails through a database outage', () => {
  it('keep both processes up and send every due mail once, without a restart', async () => {
    // The mails are turned on together, so they come due at once and the outage finds jobs
    // busy; a few only after it, for the scheduler to find on its own once the database is back.
    const late = mails.slice(-LATE);
    await turnOn(mails.slice(0, -LATE));

    // The first mail of each process is held at the moment the SMTP server has it.
    const held = await Promise.all([
      smtp.holdAnswer((from) => from.startsWith('a@')),
      smtp.holdAnswer((from) => from.startsWith('b@')),
    ]);
    await postgres.halt('immediate');
    const haltedAt = Date.now();
    for (const mail of held) mail.accept();

    // During the outage: both processes run, say the database is down, and keep the mail each
    // handed off as sent in memory until they can write it down.
    const during = await until(
      async () => ({
        ready: [await databaseReady(a), await databaseReady(b)],
        waiting: [
          await metric(a, /matchpost_game_day_mail_markers_waiting/),
          await metric(b, /matchpost_game_day_mail_markers_waiting/),
        ],
        exited: [a.child.exitCode, b.child.exitCode],
        elapsed: Date.now() - haltedAt,
      }),
      (state) =>
        state.exited.some((code) => code !== null) ||
        (state.ready.every((ok) => ok === false) &&
          state.waiting.every((n) => n !== null && n >= 1) &&
          state.elapsed >= OUTAGE_MS),
      30_000,
    );
    expect(during.exited, `a: ${a.stderr()}\nb: ${b.stderr()}`).toEqual([null, null]);
    expect(during.ready).toEqual([false, false]);
    // A sign-in mail is sent inside its request: the outage fails that request, not the process.
    for (const server of [a, b]) {
      const asked = await processes.call(server, null, 'POST', '/api/auth/sign-in/magic-link', {
        email: 'dora@uhc-thun.ch',
        callbackURL: '/profile',
      });
      expect(asked.status).toBe(503);
      expect(((await asked.json()) as { error: { code: string } }).error.code).toBe(
        'DATABASE_UNAVAILABLE',
      );
    }
    await postgres.resume();
    const outageMs = Date.now() - haltedAt;
    await turnOn(late);

    // After: every mail sent, the queue empty, nothing left waiting, both processes ready.
    const ids = mails.map((mail) => mail.slotId);
    await until(
      async () =>
        (
          await database.db.select().from(gameDayMails).where(inArray(gameDayMails.slotId, ids))
        ).filter((row) => row.state === 'sent').length,
      (sent) => sent === ids.length,
      120_000,
      250,
    );
    for (const server of [a, b]) {
      await until(
        async () => [
          await metric(server, /matchpost_job_queue_jobs\{state="depth"\}/),
          await metric(server, /matchpost_job_queue_jobs\{state="running"\}/),
          await metric(server, /matchpost_game_day_mail_markers_waiting/),
        ],
        (figures) => figures.every((figure) => figure === 0),
        30_000,
        250,
      );
      expect(await databaseReady(server)).toBe(true);
      expect(server.child.exitCode).toBeNull();
      // Caught where it happened: nothing reached the process's own handlers.
      expect(
        await metric(server, /matchpost_process_faults_total\{kind="rejection",cause="outage"\}/),
      ).toBe(0);
      expect(
        await metric(server, /matchpost_process_faults_total\{kind="rejection",cause="defect"\}/),
      ).toBe(0);
    }

    // Counted by Message-ID, and by recipient and team (the slot of the unsubscribe link).
    const caught = smtp.received;
    const messageIds = caught.map((entry) => entry.mail.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(caught.length);
    const bySlot = new Map<string, number>();
    for (const entry of caught) {
      const slot = /slot=([0-9a-f-]+)/.exec(entry.mail.headers.get('list-unsubscribe') ?? '')?.[1];
      const want = mails.find((mail) => mail.slotId === slot);
      expect(want, `a mail for an unknown slot: ${entry.mail.subject}`).toBeDefined();
      expect(entry.mail.to).toBe(want!.email);
      expect(entry.mail.subject).toContain(want!.team);
      bySlot.set(slot!, (bySlot.get(slot!) ?? 0) + 1);
    }
    expect([...bySlot.values()].filter((n) => n !== 1)).toEqual([]);
    expect(bySlot.size).toBe(ids.length);
    expect(caught).toHaveLength(ids.length);
    expect(outageMs).toBeGreaterThanOrEqual(OUTAGE_MS);
  }, 240_000);
});
