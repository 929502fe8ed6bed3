import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGameDayMailRepository,
  type GameDayMailRow,
} from '#server/game-day-mails/game-day-mail.repository.ts';
import {
  defaultTiming,
  type GameDayMailService,
} from '#server/game-day-mails/game-day-mail.service.ts';
import { mailKeyOf } from '#server/game-day-mails/mail-schedule.ts';
import { silentLogger } from '#server/logging/logger.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { OutboxMailer } from '#server/mail/outbox-mailer.ts';
import { SmtpMailer } from '#server/mail/smtp-mailer.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { testGameDayMails } from '#server/testing/game-day-mail-service.ts';
import { parseEml } from '#server/testing/parse-eml.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '#server/testing/smtp-catcher.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

/**
 * The hand-off of a game-day mail when an earlier try stopped between the hand-off and its
 * sent-marker (ADR 052): the intent recorded before every hand-off tells the retry that the
 * outcome is open; the outbox answers from its file, and for SMTP, which cannot be asked, the
 * retry waits one lease for a process that may still write its marker before it sends again,
 * with the same Message-ID. Each test arranges what a stopped process leaves (the row with its
 * intent, the mail handed over or not) and runs the next try's job (`deliver`) as the queue would.
 */
// A first export on a loaded machine can take longer than the default render budget; what the
// budget refuses is proven on its own (export-render-budget.db.test.ts).
const t = signedInServer({ anna: 'anna@uhc-thun.ch' }, { RENDER_BUDGET_MS: '60000' });
const from = 'Matchpost <no-reply@matchpost.ch>';
let smtp: SmtpCatcher;
let outbox: string;
let viaSmtp: GameDayMailService;
let viaOutbox: GameDayMailService;
let refused: GameDayMailService;
let clock = new Date();
const today = swissDay(new Date());
const repository = () => createGameDayMailRepository(t.server.ctx.database.db);

// The demo data's first and fourth leagues play today (real time; the leagues take turns by three).
const teams = [demoCatalogs.unihockey.leagues[0]!, demoCatalogs.unihockey.leagues[3]!].flatMap(
  (league) => league.teams,
);

/** A preview mail due now for a team with a game today: its row, as the scheduler claims it. */
async function dueMail(index: number): Promise<GameDayMailRow> {
  const team = teams[index]!;
  const created = await t.call(t.anna, 'POST', '/api/team-slots', {
    sport: 'unihockey',
    clubId: team.clubId,
    teamId: team.id,
    teamName: team.name,
  });
  expect(created.status).toBe(201);
  const { id: slotId } = (await created.json()) as { id: string };
  const put = await t.call(t.anna, 'PUT', `/api/team-slots/${slotId}/mails`, {
    preview: { daysBefore: 0, time: '18:30' },
    result: null,
  });
  expect(put.status).toBe(200);
  const dueAt = swissInstant(today, '18:30');
  clock = dueAt;
  const input = { slotId, userId: t.anna.userId, kind: 'preview' as const, gameDay: today, dueAt };
  expect(await repository().claim(input)).toBe(true);
  return (await repository().ofSlot(slotId))[0]!;
}

/** What a process that stopped after the hand-off leaves: the intent, the mail handed over, no marker. */
async function handedOverWithoutMarker(
  mail: GameDayMailRow,
  send: (m: MailMessage) => Promise<void>,
) {
  expect(await repository().beginHandoff(mail.id, mail.round, { resultMissing: false })).toBe(true);
  await send({
    to: t.anna.email,
    subject: 'Vorschau-Post',
    text: 'Der Post des Spieltags',
    // Anna's own team: her personal workspace's id is hers.
    idempotencyKey: mailKeyOf(mail, t.anna.userId),
  });
}

const rowOf = async (mail: GameDayMailRow) => (await repository().find(mail.id))!;
/** The mails of `mail` the SMTP server took, by their Message-ID (it names the slot). */
const received = (mail: GameDayMailRow) =>
  smtp.received.filter((entry) => entry.mail.headers.get('message-id')?.includes(mail.slotId));

async function outboxMails() {
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => parseEml(await readFile(path.join(outbox, file), 'utf8'))),
  );
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  outbox = await mkdtemp(path.join(tmpdir(), 'matchpost-handoff-'));
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'premium');
  const now = () => clock;
  viaSmtp = testGameDayMails(t.server, { mailer: new SmtpMailer(smtp.url, from), now }).service;
  viaOutbox = testGameDayMails(t.server, {
    mailer: new OutboxMailer(outbox, from, silentLogger),
    now,
  }).service;
  // A mail server that refuses the connection: the mail surely was not handed over.
  refused = testGameDayMails(t.server, {
    mailer: new SmtpMailer('smtp://127.0.0.1:1', from),
    now,
  }).service;
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('the hand-off of a game-day mail', () => {
  it('records the intent, hands the mail over with a Message-ID from slot, game day and kind, then marks it sent', async () => {
    const mail = await dueMail(0);
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 0 })).toBe('sent');
    const row = await rowOf(mail);
    expect([row.state, row.handoffRound, row.handedOffAt]).toEqual(['sent', 0, clock]);
    expect(received(mail)).toHaveLength(1);
    expect(received(mail)[0]!.mail.headers.get('message-id')).toBe(
      // A personal workspace's mail keeps the key from before workspaces (ADR 058).
      `<game-day-${mail.slotId}-${today}-preview@matchpost.ch>`,
    );
    // A job of the same round again (a retry): the marker says it went out; nothing is sent.
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 0 })).toBe('stale');
    expect(received(mail)).toHaveLength(1);
  });

  it('finds a mail handed over to the outbox before a stop and marks it sent without writing it again', async () => {
    const mail = await dueMail(1);
    const mailer = new OutboxMailer(outbox, from, silentLogger);
    await handedOverWithoutMarker(mail, (message) => mailer.send(message));
    expect(await outboxMails()).toHaveLength(1);
    // Turned off since: the mail went out all the same, and the row says so (not 'skipped').
    const off = await t.call(t.anna, 'PUT', `/api/team-slots/${mail.slotId}/mails`, {
      preview: null,
      result: null,
    });
    expect(off.status).toBe(200);
    expect(await viaOutbox.deliver({ mailId: mail.id, round: 0 })).toBe('sent');
    expect((await rowOf(mail)).state).toBe('sent');
    const mails = await outboxMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Vorschau-Post');
  });

  it('sends a mail whose intent was recorded but that never reached the outbox', async () => {
    const mail = await dueMail(2);
    expect(await repository().beginHandoff(mail.id, 0, { resultMissing: false })).toBe(true);
    const before = (await outboxMails()).length;
    expect(await viaOutbox.deliver({ mailId: mail.id, round: 0 })).toBe('sent');
    const mails = await outboxMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.filter((m) => m.headers.get('message-id')?.includes(mail.slotId))).toHaveLength(1);
    expect((await rowOf(mail)).state).toBe('sent');
  });

  it('waits one lease on an SMTP hand-off of unknown outcome: a marker written meanwhile ends it without a second mail', async () => {
    const mail = await dueMail(3);
    const mailer = new SmtpMailer(smtp.url, from);
    await handedOverWithoutMarker(mail, (message) => mailer.send(message));
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 0 })).toBe('in-doubt');
    const waiting = await rowOf(mail);
    expect([waiting.state, waiting.round, waiting.handoffRound]).toEqual(['pending', 1, 0]);
    expect(waiting.nextAttemptAt.getTime()).toBe(clock.getTime() + defaultTiming.doubtMs);
    expect(received(mail)).toHaveLength(1);
    // The process that handed it over lives and writes its marker once the database answers.
    expect(await repository().markSent(mail.id, clock)).toBe(true);
    clock = waiting.nextAttemptAt;
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 1 })).toBe('stale');
    expect(received(mail)).toHaveLength(1);
  });
});

describe('the hand-off after a stop nobody can resolve', () => {
  it('sends the mail again after the wait, once, with the same Message-ID', async () => {
    const mail = await dueMail(4);
    const mailer = new SmtpMailer(smtp.url, from);
    await handedOverWithoutMarker(mail, (message) => mailer.send(message));
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 0 })).toBe('in-doubt');
    clock = new Date(clock.getTime() + defaultTiming.doubtMs);
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 1 })).toBe('sent');
    const mails = received(mail);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((entry) => entry.mail.headers.get('message-id'))).size).toBe(1);
    const row = await rowOf(mail);
    expect([row.state, row.round, row.handoffRound]).toEqual(['sent', 1, 1]);
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 1 })).toBe('stale');
    expect(received(mail)).toHaveLength(2);
  });

  it('drops the intent of a send the mail server refused, so the retry sends at once', async () => {
    const mail = await dueMail(5);
    await expect(refused.deliver({ mailId: mail.id, round: 0 })).rejects.toThrow(/ECONNREFUSED/);
    const row = await rowOf(mail);
    expect([row.state, row.round, row.handoffRound]).toEqual(['pending', 0, null]);
    expect(await viaSmtp.deliver({ mailId: mail.id, round: 0 })).toBe('sent');
    expect(received(mail)).toHaveLength(1);
  });
});
