import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { gameDayMails } from '#server/db/schema.ts';
import { demoCatalogs, type DemoTeam } from '#server/sports/demo/demo-catalog.ts';
import { openMagicLink, requestMagicLink, type TestSession } from '#server/testing/auth.ts';
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

interface TeamWithGame {
  sport: Sport;
  team: DemoTeam;
  /** The preview mail's days before the game: 0 for a game today, 1 for tomorrow. */
  daysBefore: number;
}

/** The teams of the demo data with a game today or tomorrow. */
function teamsWithGames(): TeamWithGame[] {
  const teams: TeamWithGame[] = [];
  for (const sport of ['unihockey', 'volleyball', 'handball'] as const) {
    // The demo leagues play on three days of the week in turn; the first has a game today.
    demoCatalogs[sport].leagues.forEach((league, index) => {
      const daysBefore = index % 3;
      if (daysBefore > 1) return;
      for (const team of league.teams) teams.push({ sport, team, daysBefore });
    });
  }
  return teams;
}

/** One person signed in through the real mail flow (the link comes by SMTP). */
async function signIn(server: ServerProcess, email: string): Promise<TestSession> {
  expect((await requestMagicLink(server.url, email)).status).toBe(200);
  const mail = await until(
    () => smtp.received.find((entry) => entry.mail.to.includes(email)),
    (entry) => entry !== undefined,
  );
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(mail!.mail.text)![0];
  const { cookie } = await openMagicLink(link, server.url);
  const me = (await (
    await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  return { userId: me.user.id, email, cookie };
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
  postgres = await startPostgresServer();
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
    // Longer than a job with its drawing on a loaded machine, the held answer and the outage.
    JOB_LEASE_SECONDS: '30',
    JOB_RETRY_DELAY_SECONDS: '1',
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
}, 180_000);

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await postgres?.stop();
  await smtp?.close();
}, 60_000);

describe('game-day mails through a database outage', () => {
  it('keep both processes up and send every due mail once, without a restart', async () => {
    // Three people on the premium plan, twelve teams each, a preview mail due now for each.
    const people = await Promise.all(
      ['anna@uhc-thun.ch', 'ben@vbc-biel.ch', 'carla@hc-chur.ch'].map((email) => signIn(a, email)),
    );
    for (const person of people) await setTestTier(database.db, person.userId, 'premium');
    smtp.received.length = 0;
    const teams = teamsWithGames();
    expect(teams.length).toBeGreaterThanOrEqual(36);
    const expected = new Map<string, { email: string; team: string; daysBefore: number }>();
    const chosen = teams
      .slice(0, 36)
      .map((entry, index) => ({ ...entry, person: people[index % 3]! }));
    for (const { sport, team, daysBefore, person } of chosen) {
      const created = await processes.call(a, person, 'POST', '/api/team-slots', {
        sport,
        clubId: team.clubId,
        teamId: team.id,
        teamName: team.name,
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expected.set(id, { email: person.email, team: team.name, daysBefore });
    }
    // The mails are turned on last, so they come due together and the outage finds jobs busy.
    for (const [id, { email, daysBefore }] of expected) {
      const person = people.find((entry) => entry.email === email)!;
      const put = await processes.call(a, person, 'PUT', `/api/team-slots/${id}/mails`, {
        preview: { daysBefore, time: swissTime(new Date()) },
        result: null,
      });
      expect(put.status).toBe(200);
    }

    // A few mails go out; then the next mail of each process is held at the moment SMTP has it.
    await until(
      () => smtp.received.length,
      (n) => n >= 4,
      60_000,
    );
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
      20_000,
    );
    expect(during.exited, `a: ${a.stderr()}\nb: ${b.stderr()}`).toEqual([null, null]);
    expect(during.ready).toEqual([false, false]);
    await postgres.resume();
    const outageMs = Date.now() - haltedAt;

    // After: every mail sent, the queue empty, nothing left waiting, both processes ready.
    const ids = [...expected.keys()];
    await until(
      async () =>
        (
          await database.db.select().from(gameDayMails).where(inArray(gameDayMails.slotId, ids))
        ).filter((row) => row.state === 'sent').length,
      (sent) => sent === ids.length,
      60_000,
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
    }

    const mails = smtp.received.filter((entry) => entry.mail.headers.has('list-unsubscribe'));
    const messageIds = mails.map((entry) => entry.mail.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(mails.length);
    const bySlot = new Map<string, number>();
    for (const entry of mails) {
      const slot = /slot=([0-9a-f-]+)/.exec(entry.mail.headers.get('list-unsubscribe') ?? '')?.[1];
      const want = slot ? expected.get(slot) : undefined;
      expect(want, `a mail for an unknown slot: ${entry.mail.subject}`).toBeDefined();
      expect(entry.mail.to).toBe(want!.email);
      expect(entry.mail.subject).toContain(want!.team);
      bySlot.set(slot!, (bySlot.get(slot!) ?? 0) + 1);
    }
    expect([...bySlot.values()].filter((n) => n !== 1)).toEqual([]);
    expect(bySlot.size).toBe(ids.length);
    expect(mails).toHaveLength(ids.length);
    expect(outageMs).toBeGreaterThanOrEqual(OUTAGE_MS);
  }, 150_000);
});
