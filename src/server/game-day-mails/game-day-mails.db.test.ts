import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { profiles, userTeamSlots } from '#server/db/schema.ts';
import { fileSlug } from '#shared/exports/file-names.ts';
import { createGameDayMailRepository } from '#server/game-day-mails/game-day-mail.repository.ts';
import {
  GAME_DAY_MAIL_QUEUE,
  type GameDayMailService,
} from '#server/game-day-mails/game-day-mail.service.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import { SmtpMailer } from '#server/mail/smtp-mailer.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { apiCall } from '#server/testing/api-call.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import {
  startSmtpCatcher,
  type CaughtMail,
  type SmtpCatcher,
} from '#server/testing/smtp-catcher.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { testGameDayMails } from '#server/testing/game-day-mail-service.ts';
import { until } from '#server/testing/until.ts';
import { shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';
import type { MailSettings } from '#shared/game-day-mails/mail-settings.schema.ts';

/**
 * Game-day mails end to end inside one app: the settings API, the scheduler on a controllable
 * clock, the job queue (pg-boss on this run's database: PGlite or PostgreSQL), the post rendered
 * by the export service and the mail delivered to a real SMTP server.
 */
let smtp: SmtpCatcher;
// Carla's slots are for the tests of refused settings and links: each person's slot writes count
// against their own limit (30 in 10 minutes), and Anna's scheduler tests use most of hers.
const t = signedInServer({
  anna: 'anna@uhc-thun.ch',
  ben: 'ben@vbc-zuerich.ch',
  carla: 'carla@floorball-thun.ch',
});
let queue: JobQueue;
let service: GameDayMailService;
let clock = new Date();

// The demo data's first league plays today (real time); its games two days ago have results.
const league = demoCatalogs.unihockey.leagues[0]!;
const demoTeam = league.teams[0]!;
const team = {
  sport: 'unihockey',
  clubId: demoTeam.clubId,
  teamId: demoTeam.id,
  teamName: demoTeam.name,
};

/** A team slot's mail settings with both mails off, as a new slot starts. */
const noMails = { preview: null, result: null };

/** Waits until the queue has nothing waiting or running. */
async function settled(): Promise<void> {
  await until(
    () => queue.figures(),
    (figures) => figures.depth + figures.running === 0,
  );
}

function call(session: TestSession | null, method: string, path: string, body?: unknown) {
  return apiCall(t.server.url, session, method, path, body);
}

/** The slot's game-day mail settings as its owner Anna reads them. */
async function mailSettingsOf(slot: string): Promise<unknown> {
  return (await call(t.anna, 'GET', `/api/team-slots/${slot}/mails`)).json();
}

async function newSlot(session: TestSession, body = team): Promise<string> {
  const response = await call(session, 'POST', '/api/team-slots', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Anna's slot for the first league's team `index`, its game-day mails set to `mails`. */
async function leagueTeamSlot(index: number, mails: MailSettings): Promise<string> {
  const { id, clubId, name } = league.teams[index]!;
  const slot = await newSlot(t.anna, { ...team, clubId, teamId: id, teamName: name });
  await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, mails);
  return slot;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  await setTestTier(t.server.ctx.database.db, t.anna.userId, 'premium');
  await setTestTier(t.server.ctx.database.db, t.carla.userId, 'premium');
  ({ queue, service } = testGameDayMails(t.server, {
    mailer: new SmtpMailer(smtp.url, 'Matchpost <no-reply@matchpost.ch>'),
    now: () => clock,
  }));
  await queue.start([GAME_DAY_MAIL_QUEUE]);
  await service.startWorker();
}, 60_000);

afterAll(async () => {
  // Before the server closes (signedInServer's own afterAll runs after this one).
  await queue?.stop(1000);
  await smtp?.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('GET and PUT /api/team-slots/:id/mails', () => {
  it('are off by default, store what the owner sets and answer it back', async () => {
    // A team of another league: the league's own teams are the scheduler tests' below.
    const { id, clubId, name } = demoCatalogs.unihockey.leagues[1]!.teams[0]!;
    const slot = await newSlot(t.anna, { ...team, clubId, teamId: id, teamName: name });
    const off = await call(t.anna, 'GET', `/api/team-slots/${slot}/mails`);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual(noMails);
    const settings: MailSettings = {
      preview: { daysBefore: 2, time: '07:45' },
      result: { time: '08:05' },
    };
    const put = await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, settings);
    expect(put.status).toBe(200);
    expect(await mailSettingsOf(slot)).toEqual(settings);
    // Off again, so the scheduler tests below count only their own mails.
    expect((await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, noMails)).status).toBe(200);
    expect(await mailSettingsOf(slot)).toEqual(noMails);
  });

  it('refuse anything else with the catalogue text, and store nothing', async () => {
    const slot = await newSlot(t.anna, { ...team, teamId: 'settings-2', teamName: 'Settings 2' });
    const cases: [unknown, string][] = [
      [{ preview: { daysBefore: 0, time: '24:00' }, result: null }, 'MAIL_TIME_INVALID'],
      [{ preview: { daysBefore: 0, time: '7:45' }, result: null }, 'MAIL_TIME_INVALID'],
      [{ preview: null, result: { time: 745 } }, 'MAIL_TIME_INVALID'],
      [{ preview: { daysBefore: 8, time: '07:45' }, result: null }, 'MAIL_DAYS_BEFORE_INVALID'],
      [{ preview: { daysBefore: 1.5, time: '07:45' }, result: null }, 'MAIL_DAYS_BEFORE_INVALID'],
      [{ preview: { daysBefore: -1, time: '07:45' }, result: null }, 'MAIL_DAYS_BEFORE_INVALID'],
      [{ preview: null }, 'VALIDATION_FAILED'],
      [{ preview: null, result: null, extra: 1 }, 'VALIDATION_FAILED'],
      [[], 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const response = await apiCall(
        t.server.url,
        t.anna,
        'PUT',
        `/api/team-slots/${slot}/mails`,
        body,
        { 'accept-language': 'fr' },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.code, JSON.stringify(body)).toBe(code);
      expect(answer.error.message).not.toMatch(/^[A-Z_]+$/);
    }
    const broken = await fetch(`${t.server.url}/api/team-slots/${slot}/mails`, {
      method: 'PUT',
      headers: { origin: t.server.url, cookie: t.anna.cookie, 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
    expect(await mailSettingsOf(slot)).toEqual(noMails);
  });

  it("answer 404 for another user's slot, for no id and signed out; free plans cannot turn them on", async () => {
    const slot = await newSlot(t.anna, { ...team, teamId: 'settings-3', teamName: 'Settings 3' });
    const on = { preview: { daysBefore: 0, time: '08:00' }, result: null };
    expect((await call(t.ben, 'GET', `/api/team-slots/${slot}/mails`)).status).toBe(404);
    expect((await call(t.ben, 'PUT', `/api/team-slots/${slot}/mails`, on)).status).toBe(404);
    expect((await call(t.anna, 'GET', '/api/team-slots/nope/mails')).status).toBe(404);
    expect((await call(null, 'GET', `/api/team-slots/${slot}/mails`)).status).toBe(401);
    expect(await mailSettingsOf(slot)).toEqual(noMails);
    const own = await newSlot(t.ben, { ...team, teamId: 'settings-4', teamName: 'Settings 4' });
    const refused = await call(t.ben, 'PUT', `/api/team-slots/${own}/mails`, on);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'GAME_DAY_MAILS_NOT_IN_PLAN',
    );
    // Turning off is always allowed.
    expect((await call(t.ben, 'PUT', `/api/team-slots/${own}/mails`, noMails)).status).toBe(200);
  });

  it("refuse to turn mails on for a slot whose team is not of the slot's club; off stays allowed", async () => {
    const { id, name } = demoCatalogs.unihockey.leagues[1]!.teams[2]!;
    // The slot names the first league's club for a team of another club.
    const slot = await newSlot(t.carla, { ...team, teamId: id, teamName: name });
    const on = { preview: { daysBefore: 0, time: '08:00' }, result: { time: '09:00' } };
    const refused = await apiCall(
      t.server.url,
      t.carla,
      'PUT',
      `/api/team-slots/${slot}/mails`,
      on,
      { 'accept-language': 'it' },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'TEAM_NOT_OF_CLUB', message: 'Questa squadra non appartiene al club scelto' },
    });
    const settings = await call(t.carla, 'GET', `/api/team-slots/${slot}/mails`);
    expect(await settings.json()).toEqual(noMails);
    expect((await call(t.carla, 'PUT', `/api/team-slots/${slot}/mails`, noMails)).status).toBe(200);
  });
});

/** The pictures of a raw MIME mail (its image parts, base64 undone). */
function attachments(raw: string): { type: string; name: string; bytes: Buffer }[] {
  const found: { type: string; name: string; bytes: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--/)) {
    const end = part.search(/\r?\n\r?\n/);
    if (end === -1) continue;
    const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
    const type = /^Content-Type: (image\/[\w.+-]+)/im.exec(head)?.[1];
    if (!type) continue;
    // A long name comes in parts (RFC 2231: filename*0=...; filename*1=...).
    const parts = [...head.matchAll(/filename\*(\d+)="?([^";\r\n]+)/gi)];
    const name =
      parts.length > 0
        ? parts
            .sort((a, b) => Number(a[1]) - Number(b[1]))
            .map((part) => part[2])
            .join('')
        : (/filename="?([^";\r\n]+)/i.exec(head)?.[1] ?? '');
    const body = part.slice(end).replace(/\s+/g, '');
    found.push({ type, name, bytes: Buffer.from(body, 'base64') });
  }
  return found;
}

describe('game-day mails on the job queue', () => {
  let slot: string;
  let unsubscribeLink = '';
  const today = swissDay(new Date());

  beforeAll(async () => {
    slot = await newSlot(t.anna);
  });

  it('sends the preview once at its Swiss time, with the post, caption, studio link and unsubscribe', async () => {
    const put = await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, {
      preview: { daysBefore: 0, time: '18:30' },
      result: null,
    });
    expect(put.status).toBe(200);
    clock = new Date(swissInstant(today, '18:30').getTime() - 60_000);
    expect(await service.tick()).toEqual({ claimed: 0, queued: 0 });
    clock = swissInstant(today, '18:30');
    expect(await service.tick()).toEqual({ claimed: 1, queued: 1 });
    // Another round, as a second process would run it: nothing new.
    expect(await service.tick()).toEqual({ claimed: 0, queued: 0 });
    await until(
      () => smtp.received.length,
      (n) => n >= 1,
    );
    await settled();
    expect(await service.tick()).toEqual({ claimed: 0, queued: 0 });
    expect(smtp.received).toHaveLength(1);

    const [{ mail, raw, rcptTo }] = smtp.received as [CaughtMail];
    unsubscribeLink = mail.headers.get('list-unsubscribe')!.slice(1, -1);
    expect(rcptTo).toEqual(['anna@uhc-thun.ch']);
    const [year, month, day] = today.split('-');
    expect(mail.subject).toContain(team.teamName);
    expect(mail.subject).toContain(`${day}.${month}.${year}`);
    const game = (
      await t.server.ctx.services.sportsData.games('unihockey', team.teamId, team.clubId)
    ).filter((g) => g.date === `${day}.${month}.${year}`)[0]!;
    const opponent = game.teamHome === team.teamName ? game.teamAway : game.teamHome;
    expect(mail.subject).toContain(opponent);
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      new RegExp(
        `^<http://127\\.0\\.0\\.1:\\d+/api/game-day-mails/unsubscribe\\?slot=${slot}&member=${t.anna.userId}&kind=preview&version=\\d+&expires=\\d+&sig=[^&]+>$`,
      ),
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`/studio/unihockey/${team.clubId}/${team.teamId}/${game.id}`);
    expect(mail.text).toContain('weil du für');
    expect(mail.text).toContain('#');
    expect(mail.html).toContain('cid:post');
    const [picture] = attachments(raw);
    expect(picture?.type).toBe('image/png');
    expect(picture?.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The attached post is named by what it shows, in the account's language.
    expect(picture?.name).toBe(
      `matchpost_${today}_vorschau_${fileSlug(team.teamName)}-vs-${fileSlug(opponent)}.png`,
    );
  });

  it('turns the preview off with the signed link, without signing in; a forged link does nothing', async () => {
    const link = unsubscribeLink;
    const forged = link.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(forged)).status).toBe(400);
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    // Still on: opening the link asks first.
    expect(((await mailSettingsOf(slot)) as MailSettings).preview).not.toBeNull();
    // The mail program's one-click POST (RFC 8058), no cookie, no origin.
    const post = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await mailSettingsOf(slot)).toEqual(noMails);
  });

  it("shows the unsubscribe pages in the account's language, as the app's public pages; a forged link in the browser's", async () => {
    // Anna's account speaks French; her mail program's browser asks for German.
    await t.server.ctx.database.db
      .update(profiles)
      .set({ language: 'fr' })
      .where(eq(profiles.id, t.anna.userId));
    try {
      const headers = { 'accept-language': 'de-CH,de;q=0.9' };
      const ask = await fetch(unsubscribeLink, { headers });
      expect(ask.status).toBe(200);
      expect(ask.headers.get('content-security-policy')).toContain("default-src 'none'");
      const askPage = await ask.text();
      expect(askPage).toContain('<html lang="fr">');
      expect(askPage).toContain('Désactiver « Aperçu par e-mail » ?');
      expect(askPage).toContain('<button type="submit">Désactiver</button>');
      expect(askPage).toContain('<style>');
      // The app's icons, as its other pages name them: a browser asks for /favicon.ico otherwise.
      expect(askPage).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
      const done = await fetch(unsubscribeLink, { method: 'POST', headers });
      const donePage = await done.text();
      expect(donePage).toContain('<h1>Désactivé</h1>');
      expect(donePage).toContain('href="/profile/teams"');
      const forged = await fetch(unsubscribeLink.replace(/sig=[^&]+/, 'sig=AAAA'), { headers });
      expect(forged.status).toBe(400);
      const forgedPage = await forged.text();
      expect(forgedPage).toContain('<html lang="de">');
      expect(forgedPage).toContain('data-code="MAIL_UNSUBSCRIBE_INVALID"');
      expect(forgedPage).toContain('Dieser Abmeldelink ist ungültig.');
    } finally {
      await t.server.ctx.database.db
        .update(profiles)
        .set({ language: 'de' })
        .where(eq(profiles.id, t.anna.userId));
    }
  });

  /** The catalogue code a refused unsubscribe page carries, with its status. */
  async function refusal(response: Response): Promise<[number, string | undefined]> {
    return [response.status, /data-code="([A-Z_]+)"/.exec(await response.text())?.[1]];
  }

  it("a mail's link no longer turns off what the owner set after it; each kind's own link still works", async () => {
    // The preview is off since the tests above; Anna turns both mails on again.
    const on = { preview: { daysBefore: 0, time: '18:30' }, result: { time: '08:30' } };
    expect((await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, on)).status).toBe(200);
    // The link of the mail before that setting: refused, on the page and as one click.
    expect(await refusal(await fetch(unsubscribeLink))).toEqual([410, 'MAIL_UNSUBSCRIBE_OUTDATED']);
    expect(await refusal(await fetch(unsubscribeLink, { method: 'POST' }))).toEqual([
      410,
      'MAIL_UNSUBSCRIBE_OUTDATED',
    ]);
    expect(await mailSettingsOf(slot)).toEqual(on);
    // Saving the same settings again is no new setting: the links of the mails stay valid.
    const preview = await service.unsubscribeUrl(slot, t.anna.userId, 'preview');
    const result = await service.unsubscribeUrl(slot, t.anna.userId, 'result');
    expect((await call(t.anna, 'PUT', `/api/team-slots/${slot}/mails`, on)).status).toBe(200);
    // The links of mails made since: each turns its own kind off, one after the other.
    expect((await fetch(preview, { method: 'POST' })).status).toBe(200);
    expect(await mailSettingsOf(slot)).toEqual({ ...on, preview: null });
    expect((await fetch(result, { method: 'POST' })).status).toBe(200);
    expect(await mailSettingsOf(slot)).toEqual(noMails);
    // A kind that is off already: the link of an older mail says so rather than refusing.
    const done = await fetch(unsubscribeLink, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('<h1>Ausgeschaltet</h1>');
  });

  it('expires a link 180 days after its mail: the page says so and turns nothing off', async () => {
    const { id, clubId, name } = demoCatalogs.unihockey.leagues[2]!.teams[0]!;
    const own = await newSlot(t.carla, { ...team, clubId, teamId: id, teamName: name });
    const on = { preview: { daysBefore: 0, time: '18:30' }, result: null };
    expect((await call(t.carla, 'PUT', `/api/team-slots/${own}/mails`, on)).status).toBe(200);
    const settingsOf = async () =>
      (await call(t.carla, 'GET', `/api/team-slots/${own}/mails`)).json();
    const day = 24 * 60 * 60 * 1000;
    try {
      clock = new Date(Date.now() - 181 * day);
      const expired = await service.unsubscribeUrl(own, t.carla.userId, 'preview');
      clock = new Date(Date.now() - 179 * day);
      const young = await service.unsubscribeUrl(own, t.carla.userId, 'preview');
      const page = await fetch(expired);
      expect(page.status).toBe(410);
      const text = await page.text();
      expect(text).toContain('data-code="MAIL_UNSUBSCRIBE_EXPIRED"');
      expect(text).toContain('Dieser Abmeldelink ist abgelaufen.');
      expect(text).toContain('href="/profile/teams"');
      expect(await refusal(await fetch(expired, { method: 'POST' }))).toEqual([
        410,
        'MAIL_UNSUBSCRIBE_EXPIRED',
      ]);
      expect(await settingsOf()).toEqual(on);
      // A link of a mail 179 days old still asks, and turns the mail off.
      expect((await fetch(young)).status).toBe(200);
      expect((await fetch(young, { method: 'POST' })).status).toBe(200);
      expect(await settingsOf()).toEqual(noMails);
    } finally {
      clock = new Date();
    }
  });

  it('answers the link of a team slot that is gone truthfully: no mails come for it', async () => {
    const { id, clubId, name } = demoCatalogs.unihockey.leagues[1]!.teams[3]!;
    const gone = await newSlot(t.carla, { ...team, clubId, teamId: id, teamName: name });
    const on = { preview: { daysBefore: 1, time: '07:00' }, result: null };
    expect((await call(t.carla, 'PUT', `/api/team-slots/${gone}/mails`, on)).status).toBe(200);
    const link = await service.unsubscribeUrl(gone, t.carla.userId, 'preview');
    // The slot is removed (its seven days are up, or the account is gone).
    await t.server.ctx.database.db.delete(userTeamSlots).where(eq(userTeamSlots.id, gone));
    const page = await fetch(link, { headers: { 'accept-language': 'de-CH' } });
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain('data-code="MAIL_UNSUBSCRIBE_SLOT_GONE"');
    expect(text).toContain('Dieses Team ist nicht mehr gespeichert');
    expect(text).not.toContain('<form');
    expect(await refusal(await fetch(link, { method: 'POST' }))).toEqual([
      410,
      'MAIL_UNSUBSCRIBE_SLOT_GONE',
    ]);
  });

  it('answers a link of the form before versions and expiry as expired, a forged one of that form as not valid', async () => {
    const signature = createHmac('sha256', t.server.ctx.config.appSecret)
      .update(`game-day-mail-unsubscribe:${slot}:preview`)
      .digest('base64url');
    const old = `${t.server.url}/api/game-day-mails/unsubscribe?slot=${slot}&kind=preview&sig=${signature}`;
    expect(await refusal(await fetch(old))).toEqual([410, 'MAIL_UNSUBSCRIBE_EXPIRED']);
    expect(await refusal(await fetch(old.replace(/sig=[^&]+/, 'sig=AAAA')))).toEqual([
      400,
      'MAIL_UNSUBSCRIBE_INVALID',
    ]);
  });

  it('sends no mail for a day without a game', async () => {
    // Demo teams of the first league play today and every seventh day; tomorrow has no game.
    const other = await leagueTeamSlot(1, {
      preview: { daysBefore: 1, time: '09:00' },
      result: null,
    });
    clock = swissInstant(today, '09:10');
    expect((await service.tick()).claimed).toBe(1);
    await settled();
    const rows = await createGameDayMailRepository(t.server.ctx.database.db).ofSlot(other);
    expect(rows.map((row) => [row.kind, row.gameDay, row.state])).toEqual([
      ['preview', shiftDay(today, 1), 'skipped'],
    ]);
    expect(smtp.received).toHaveLength(0);
    expect((await call(t.anna, 'PUT', `/api/team-slots/${other}/mails`, noMails)).status).toBe(200);
  });

  it('sends the result the morning after; a result not reported is looked for again, then a short mail says it is missing', async () => {
    const other = await leagueTeamSlot(2, { preview: null, result: { time: '08:15' } });
    const repository = createGameDayMailRepository(t.server.ctx.database.db);
    // Two days ago the team played and has a result: the morning after is yesterday.
    clock = swissInstant(shiftDay(today, -1), '08:15');
    expect((await service.tick()).claimed).toBe(1);
    await until(
      () => smtp.received.length,
      (n) => n === 1,
    );
    await settled();
    expect(smtp.received[0]!.mail.subject).toMatch(/^Resultat-Post: /);
    expect(attachments(smtp.received[0]!.raw)).toHaveLength(1);

    // Today's game has no result yet: tomorrow morning the mail waits and looks again hourly.
    clock = swissInstant(shiftDay(today, 1), '08:15');
    expect((await service.tick()).claimed).toBe(1);
    await settled();
    const waiting = (await repository.ofSlot(other)).find((row) => row.gameDay === today)!;
    expect([waiting.state, waiting.round]).toEqual(['pending', 1]);
    clock = new Date(clock.getTime() + 30 * 60_000);
    expect((await service.tick()).queued).toBe(0);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await service.tick()).queued).toBe(1);
    await settled();
    expect((await repository.ofSlot(other)).find((row) => row.gameDay === today)!.round).toBe(2);
    expect(smtp.received).toHaveLength(1);
    // A day later still nothing: the short mail that it is missing, once.
    clock = new Date(swissInstant(shiftDay(today, 2), '08:16').getTime());
    // (That morning also decides the result mail of the day after, a day without a game.)
    expect(await service.tick()).toEqual({ claimed: 1, queued: 2 });
    await until(
      () => smtp.received.length,
      (n) => n === 2,
    );
    await settled();
    await service.tick();
    await settled();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.mail.subject).toMatch(/^Resultat fehlt noch: /);
    expect(attachments(smtp.received[1]!.raw)).toHaveLength(0);
    const done = (await repository.ofSlot(other)).find((row) => row.gameDay === today)!;
    expect([done.state, done.resultMissing]).toEqual(['sent', true]);
  });

  it('follows Swiss time across the change to and from summer time', async () => {
    const { id, clubId, name } = demoCatalogs.unihockey.leagues[1]!.teams[1]!;
    const other = await newSlot(t.anna, { ...team, clubId, teamId: id, teamName: name });
    await call(t.anna, 'PUT', `/api/team-slots/${other}/mails`, {
      preview: { daysBefore: 0, time: '08:00' },
      result: null,
    });
    const repository = createGameDayMailRepository(t.server.ctx.database.db);
    // Each day: nothing is due just before 08:00 Swiss, the preview at 08:00 Swiss.
    for (const [before, due] of [
      // Spring: 29 March 2026, clocks go 02:00 -> 03:00; 08:00 Swiss is 06:00 UTC.
      ['2026-03-29T05:59:00Z', '2026-03-29T06:00:00Z'],
      // The day before, still winter time: 08:00 Swiss is 07:00 UTC.
      ['2026-03-28T06:30:00Z', '2026-03-28T07:00:00Z'],
      // Autumn: 25 October 2026, clocks go 03:00 -> 02:00; 08:00 Swiss is 07:00 UTC again.
      ['2026-10-25T06:30:00Z', '2026-10-25T07:00:00Z'],
    ] as const) {
      clock = new Date(before);
      expect((await service.tick()).claimed, before).toBe(0);
      clock = new Date(due);
      expect((await service.tick()).claimed, due).toBe(1);
    }
    await settled();
    const rows = await repository.ofSlot(other);
    expect(rows.map((row) => [row.gameDay, row.dueAt.toISOString()]).sort()).toEqual([
      ['2026-03-28', '2026-03-28T07:00:00.000Z'],
      ['2026-03-29', '2026-03-29T06:00:00.000Z'],
      ['2026-10-25', '2026-10-25T07:00:00.000Z'],
    ]);
  });

  it('shows the queue in /api/metrics', async () => {
    const response = await fetch(`${t.server.url}/api/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(
      'matchpost_job_duration_seconds_count{queue="game-day-mail",outcome="done"}',
    );
  });
});
