import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSlotMailSettings } from '#server/db/schema.ts';
import { GAME_DAY_MAIL_QUEUE } from '#server/game-day-mails/game-day-mail.service.ts';
import type { GameDayMailService } from '#server/game-day-mails/game-day-mail.service.ts';
import type { JobQueue } from '#server/game-day-mails/job-queue.ts';
import { SmtpMailer } from '#server/mail/smtp-mailer.ts';
import { demoCatalogs } from '#server/sports/demo/demo-catalog.ts';
import { readInvitationToken } from '#server/testing/auth.ts';
import { testGameDayMails } from '#server/testing/game-day-mail-service.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '#server/testing/smtp-catcher.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { until } from '#server/testing/until.ts';
import { shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

/*
 * Game-day mails in a club workspace (ADR 058): each member sets their own for the workspace's
 * teams and gets their own mail, naming the workspace; an unsubscribe link turns off only its
 * member's mail; a removed member gets none.
 */

const t = signedInServer({ olga: 'olga@uhc-thun.ch', edi: 'edi@uhc-thun.ch' });
let smtp: SmtpCatcher;
let queue: JobQueue;
let service: GameDayMailService;
let clock = new Date();

// The demo data's first league plays today (real time).
const demoTeam = demoCatalogs.unihockey.leagues[0]!.teams[0]!;
const team = {
  sport: 'unihockey',
  clubId: demoTeam.clubId,
  teamId: demoTeam.id,
  teamName: demoTeam.name,
};
const today = swissDay(new Date());
let club = '';
let slot = '';

async function ok(response: Response, status = 200): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json();
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ queue, service } = testGameDayMails(t.server, {
    mailer: new SmtpMailer(smtp.url, 'Matchpost <no-reply@matchpost.ch>'),
    now: () => clock,
  }));
  await queue.start([GAME_DAY_MAIL_QUEUE]);
  await service.startWorker();

  const created = (await ok(
    await t.call(t.olga, 'POST', '/api/workspaces', { name: 'UHC Thun' }),
    201,
  )) as { id: string };
  club = created.id;
  await setTestTier(t.server.ctx.database.db, club, 'pro');
  await ok(await t.call(t.olga, 'PUT', '/api/me/workspace', { workspaceId: club }));
  slot = ((await ok(await t.call(t.olga, 'POST', '/api/team-slots', team), 201)) as { id: string })
    .id;
  await ok(
    await t.call(t.olga, 'POST', `/api/workspaces/${club}/invitations`, {
      email: t.edi.email,
      role: 'editor',
    }),
    201,
  );
  const token = await readInvitationToken(t.server.outboxDir, t.edi.email);
  await ok(await t.call(t.edi, 'POST', `/api/invitations/${token}/accept`));
}, 60_000);

afterAll(async () => {
  await queue?.stop(1000);
  await smtp?.close();
});

describe('game-day mails of a club workspace', () => {
  it("go to each member who set them, naming the workspace; one's link turns off only theirs", async () => {
    const preview = { preview: { daysBefore: 0, time: '18:30' }, result: null };
    await ok(await t.call(t.olga, 'PUT', `/api/team-slots/${slot}/mails`, preview));
    await ok(
      await t.call(t.edi, 'PUT', `/api/team-slots/${slot}/mails`, {
        ...preview,
        result: { time: '08:00' },
      }),
    );

    clock = swissInstant(today, '18:30');
    expect(await service.tick()).toEqual({ claimed: 2, queued: 2 });
    await until(
      () => smtp.received.length,
      (n) => n >= 2,
    );
    const byAddress = new Map(smtp.received.map((caught) => [caught.rcptTo[0], caught.mail]));
    expect([...byAddress.keys()].sort()).toEqual([t.edi.email, t.olga.email]);
    for (const mail of byAddress.values()) {
      expect(mail.text).toContain('im Vereinskonto «UHC Thun»');
    }
    // Each member's mail is a mail of its own: its Message-ID names the member.
    for (const session of [t.olga, t.edi]) {
      expect(byAddress.get(session.email)!.headers.get('message-id')).toBe(
        `<game-day-${slot}-${session.userId}-${today}-preview@matchpost.ch>`,
      );
    }

    // Edi's link turns off Edi's preview, not Olga's, nor Edi's result.
    const link = byAddress.get(t.edi.email)!.headers.get('list-unsubscribe')!.slice(1, -1);
    expect(new URL(link).searchParams.get('member')).toBe(t.edi.userId);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect(await ok(await t.call(t.edi, 'GET', `/api/team-slots/${slot}/mails`))).toEqual({
      preview: null,
      result: { time: '08:00' },
    });
    expect(await ok(await t.call(t.olga, 'GET', `/api/team-slots/${slot}/mails`))).toEqual(preview);
  });

  it('stop for a member once removed', async () => {
    await ok(
      await t.call(t.edi, 'PUT', `/api/team-slots/${slot}/mails`, {
        preview: { daysBefore: 0, time: '18:30' },
        result: null,
      }),
    );
    expect(
      (await t.call(t.olga, 'DELETE', `/api/workspaces/${club}/members/${t.edi.userId}`)).status,
    ).toBe(204);
    // The next day's round decides Olga's preview only.
    clock = swissInstant(shiftDay(today, 1), '18:30');
    expect((await service.tick()).claimed).toBe(1);
  });

  it("read a link mailed before workspaces, without a member, as the slot owner's", async () => {
    // Olga's own team, in her personal workspace on a plan of its own.
    await setTestTier(t.server.ctx.database.db, t.olga.userId, 'amateur');
    await ok(await t.call(t.olga, 'PUT', '/api/me/workspace', { workspaceId: t.olga.userId }));
    const own = (
      (await ok(
        await t.call(t.olga, 'POST', '/api/team-slots', { ...team, teamName: 'Eigenes Team' }),
        201,
      )) as { id: string }
    ).id;
    const on = { preview: { daysBefore: 1, time: '19:00' }, result: null };
    await ok(await t.call(t.olga, 'PUT', `/api/team-slots/${own}/mails`, on));
    const [row] = await t.server.ctx.database.db
      .select({ updatedAt: teamSlotMailSettings.updatedAt })
      .from(teamSlotMailSettings)
      .where(
        and(eq(teamSlotMailSettings.slotId, own), eq(teamSlotMailSettings.userId, t.olga.userId)),
      );
    // The link as mails before workspaces carried it: slot, kind, version and end, signed so.
    const version = String(row!.updatedAt.getTime());
    const expires = String(Math.floor(Date.now() / 1000) + 3600);
    const sig = createHmac('sha256', t.server.ctx.config.appSecret)
      .update(`game-day-mail-unsubscribe:${own}:preview:${version}:${expires}`)
      .digest('base64url');
    const link = new URL('/api/game-day-mails/unsubscribe', t.server.url);
    for (const [name, value] of Object.entries({
      slot: own,
      kind: 'preview',
      version,
      expires,
      sig,
    })) {
      link.searchParams.set(name, value);
    }
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect(await ok(await t.call(t.olga, 'GET', `/api/team-slots/${own}/mails`))).toEqual({
      preview: null,
      result: null,
    });
  });
});
