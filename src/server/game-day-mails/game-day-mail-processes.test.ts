import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/database.ts';
import { gameDayMails } from '#server/db/schema.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { openMagicLink, requestMagicLink, type TestSession } from '#server/testing/auth.ts';
import { parseEml, type ParsedMail } from '#server/testing/parse-eml.ts';
import { startPostgresServer, type PostgresServer } from '#server/testing/postgres-server.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';

/**
 * Game-day mails with two app processes on one PostgreSQL server, both running the scheduler
 * and a worker of the job queue, mailing through one real SMTP server: each due mail is sent
 * once; a process killed with SIGKILL in the middle of sending leaves its job to the other
 * process after the lease, which sends it once.
 */
let postgres: PostgresServer;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;
let session: TestSession;
const dirs: string[] = [];
const children: ChildProcess[] = [];

interface Received {
  from: string;
  mail: ParsedMail;
}
const received: Received[] = [];
/** While set, the next mail's data is taken but not answered: its sender is mid-send. */
let hold: ((from: string) => void) | null = null;
const held: { from: string; stream: SMTPServerDataStream; done: (error?: Error) => void }[] = [];

const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    if (hold) {
      held.push({ from, stream, done: callback });
      stream.resume();
      hold(from);
      hold = null;
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ from, mail: parseEml(Buffer.concat(chunks)) });
      callback();
    });
  },
});

// A killed sender's connection ends with a reset: expected here, not an error of the test.
smtp.on('error', () => undefined);

async function start(name: string, smtpPort: number, appUrl?: string): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-mails-'));
  dirs.push(dir);
  const server = await startServerProcess(dir, {
    DATABASE_URL: postgres.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Each process signs its mails with its own sender, so the test sees who sent what.
    MAIL_FROM: `Matchpost <${name}@matchpost.test>`,
    APP_SECRET: 'game-day-mail-processes-secret-0123456789',
    GAME_DAY_MAILS: 'on',
    GAME_DAY_MAIL_TICK_SECONDS: '1',
    JOB_POLL_SECONDS: '1',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_LEASE_SECONDS: '4',
    JOB_RETRY_DELAY_SECONDS: '1',
    ...(appUrl ? { APP_URL: appUrl } : {}),
  });
  children.push(server.child);
  return server;
}

/** The Swiss time of day now, 'HH:MM' (a mail set to it is due at once). */
function swissNow(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

function call(server: ServerProcess, method: string, route: string, body?: unknown) {
  return fetch(`${server.url}${route}`, {
    method,
    headers: {
      origin: a.url,
      cookie: session.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

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
    preview: { daysBefore: 0, time: swissNow() },
    result: null,
  });
  expect(put.status).toBe(200);
  return id;
}

const mailsFor = (slotId: string) =>
  received.filter((entry) => entry.mail.headers.get('list-unsubscribe')?.includes(slotId));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  postgres = await startPostgresServer();
  a = await start('a', smtpPort);
  b = await start('b', smtpPort, a.url);
  const [upA, upB] = await Promise.all([a.healthy(120_000), b.healthy(120_000)]);
  expect(upA, `first process: ${a.stderr()}`).toBe(true);
  expect(upB, `second process: ${b.stderr()}`).toBe(true);
  database = await openPostgres(postgres.url);
  // Sign in through the real mail flow; the link comes by SMTP here.
  const email = 'anna@uhc-thun.ch';
  expect((await requestMagicLink(a.url, email)).status).toBe(200);
  const signIn = await until(
    () => received.find((entry) => entry.mail.to.includes(email)),
    (entry) => entry !== undefined,
  );
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(signIn!.mail.text)![0];
  const { cookie } = await openMagicLink(link, a.url);
  const me = (await (
    await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  session = { userId: me.user.id, email, cookie };
  await setTestTier(database.db, session.userId, 'pro');
  received.length = 0;
}, 180_000);

afterAll(async () => {
  for (const entry of held) entry.done(new Error('test over'));
  for (const child of children) child.kill('SIGKILL');
  await database?.close();
  await postgres?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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
    const sender = new Promise<string>((resolve) => (hold = resolve));
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
    // After the lease (4 s) the job counts as failed and the survivor sends it.
    await until(
      () => mailsFor(slot).length,
      (n) => n >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsFor(slot)).toHaveLength(1);
    expect(mailsFor(slot)[0]!.from).toBe(survivor === a ? 'a@matchpost.test' : 'b@matchpost.test');
    expect((await rows()).map((row) => row.state)).toEqual(['sent']);
    const metrics = await (await fetch(`${survivor.url}/api/metrics`)).text();
    expect(metrics).toMatch(/matchpost_job_queue_jobs\{state="parked"\} 0/);
  }, 90_000);
});
