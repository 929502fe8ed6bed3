import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { gameDayMails } from '#server/db/schema.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
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

/**
 * Game-day mails with two app processes on one PostgreSQL server, both running the scheduler
 * and a worker of the job queue, mailing through one real SMTP server: each due mail is sent
 * once; a process killed with SIGKILL in the middle of sending leaves its job to the other
 * process after the lease, which, since nobody can tell whether the mail went out, waits one
 * lease more and sends it once. A database outage is game-day-mail-outage.test.ts.
 */
let postgres: PostgresServer;
let database: Database;
let smtp: SmtpCatcher;
let processes: ServerProcessPair;
let a: ServerProcess;
let b: ServerProcess;
let session: TestSession;

/** A request to either process as Anna's browser sends it. */
const call = (server: ServerProcess, method: string, route: string, body?: unknown) =>
  processes.call(server, session, method, route, body);

const league = demoCatalogs.unihockey.leagues[0]!;

async function slotWithMail(server: ServerProcess, index: number): Promise<string> {
  const team = league.teams[index]!;
  const created = await call(server, 'POST', '/api/team-slots', {
    sport: 'unihockey',
    clubId: team.clubId,
    teamId: team.id,
    teamName: team.name,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const put = await call(server, 'PUT', `/api/team-slots/${id}/mails`, {
    preview: { daysBefore: 0, time: swissTime(new Date()) },
    result: null,
  });
  expect(put.status).toBe(200);
  return id;
}

const mailsFor = (slotId: string) =>
  smtp.received.filter((entry) => entry.mail.headers.get('list-unsubscribe')?.includes(slotId));

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  postgres = await startPostgresServer();
  processes = await startServerProcessPair((name) => ({
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    // Each process signs its mails with its own sender, so the test sees who sent what.
    MAIL_FROM: `Matchpost <${name}@matchpost.test>`,
    APP_SECRET: 'game-day-mail-processes-secret-0123456789',
    GAME_DAY_MAILS: 'on',
    GAME_DAY_MAIL_TICK_SECONDS: '1',
    JOB_POLL_SECONDS: '1',
    JOB_MAINTENANCE_SECONDS: '1',
    // A send that outlasts its lease is taken up again by the other process (the queue delivers
    // at least once): 4 s was passed by a first send drawing its post on a loaded machine, and
    // the mail went out twice. The app's own lease is 300 s.
    JOB_LEASE_SECONDS: '10',
    JOB_RETRY_DELAY_SECONDS: '1',
  }));
  ({ a, b } = processes);
  database = await openPostgres(postgres.url);
  // Sign in through the real mail flow; the link comes by SMTP here.
  const email = 'anna@uhc-thun.ch';
  expect((await requestMagicLink(a.url, email)).status).toBe(200);
  const signIn = await until(
    () => smtp.received.find((entry) => entry.mail.to.includes(email)),
    (entry) => entry !== undefined,
  );
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(signIn!.mail.text)![0];
  const { cookie } = await openMagicLink(link, a.url);
  const me = (await (
    await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  session = { userId: me.user.id, email, cookie };
  await setTestTier(database.db, session.userId, 'pro');
  smtp.received.length = 0;
}, 180_000);

afterAll(async () => {
  processes?.stop();
  await database?.close();
  await postgres?.stop();
  await smtp?.close();
}, 60_000);

describe('game-day mails with two app processes on one PostgreSQL', () => {
  it('send a due mail once, whichever process takes it', async () => {
    const slot = await slotWithMail(a, 0);
    await until(
      () => mailsFor(slot).length,
      (n) => n >= 1,
    );
    // Both processes keep running their rounds every second: still one mail after several.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsFor(slot)).toHaveLength(1);
    const rows = await database.db.select().from(gameDayMails).where(eq(gameDayMails.slotId, slot));
    expect(rows.map((row) => [row.kind, row.state])).toEqual([['preview', 'sent']]);
    // The queue's figures, the same from either process (they are the database's).
    for (const server of [a, b]) {
      const metrics = await (await fetch(`${server.url}/api/metrics`)).text();
      expect(metrics).toMatch(/matchpost_job_queue_jobs\{state="parked"\} 0/);
      expect(metrics).toMatch(/matchpost_job_queue_jobs\{state="depth"\} 0/);
    }
  }, 60_000);

  it('retry the mail of a process killed while sending it, once, on the other process', async () => {
    const sender = smtp.holdNext();
    const slot = await slotWithMail(b, 1);
    const from = await sender;
    const killed = from.startsWith('a@') ? a : b;
    const survivor = killed === a ? b : a;
    killed.child.kill('SIGKILL');
    await killed.exited;
    // The killed sender's SMTP transaction never completed: the message was not accepted.
    expect(mailsFor(slot)).toHaveLength(0);
    const rows = () => database.db.select().from(gameDayMails).where(eq(gameDayMails.slotId, slot));
    expect((await rows()).map((row) => row.state)).toEqual(['pending']);
    // After the lease (10 s) the job counts as failed and the survivor takes it up. It finds the
    // hand-off's intent recorded and its outcome unknown (SMTP cannot be asked), so it waits one
    // lease more for a sender that might still write its marker, then sends (ADR 052).
    await until(
      () => mailsFor(slot).length,
      (n) => n >= 1,
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsFor(slot)).toHaveLength(1);
    expect(mailsFor(slot)[0]!.from).toBe(survivor === a ? 'a@matchpost.test' : 'b@matchpost.test');
    expect((await rows()).map((row) => row.state)).toEqual(['sent']);
    const metrics = await (await fetch(`${survivor.url}/api/metrics`)).text();
    expect(metrics).toMatch(/matchpost_job_queue_jobs\{state="parked"\} 0/);
    expect(metrics).toMatch(/matchpost_game_day_mail_handoffs_total\{outcome="in-doubt"\} 1/);
    expect(metrics).toMatch(/matchpost_game_day_mail_handoffs_total\{outcome="again"\} 1/);
  }, 90_000);
});
