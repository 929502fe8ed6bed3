import type { MailKind, MailSettings } from '#shared/game-day-mails/mail-settings.schema.ts';
import { shiftDay } from '#shared/sports/swiss-time.ts';

/*
 * When a slot's game-day mails are due, and what makes each of them one mail: the scheduler and
 * the hand-off of game-day-mail.service.ts ask here.
 */

/**
 * A game-day mail's idempotency key, from what makes it one mail: its slot, the member it goes
 * to, its game day and kind (the unique key of `game_day_mails`). It names the Message-ID and the
 * outbox file, the same on every try, in every process. A mail of a personal workspace (its
 * member is the workspace, ADR 058) keeps the key mails had before workspaces, without the
 * member: a mail whose hand-off began before the upgrade is found again after it.
 */
export function mailKeyOf(
  mail: { slotId: string; userId: string; gameDay: string; kind: MailKind },
  slotWorkspaceId: string,
): string {
  return mail.userId === slotWorkspaceId
    ? `game-day-${mail.slotId}-${mail.gameDay}-${mail.kind}`
    : `game-day-${mail.slotId}-${mail.userId}-${mail.gameDay}-${mail.kind}`;
}

/** The mails a slot's settings make due on a Swiss day: which kind, for which game day, when. */
export function dueMails(
  settings: MailSettings,
  today: string,
): { kind: MailKind; gameDay: string; time: string }[] {
  const due: { kind: MailKind; gameDay: string; time: string }[] = [];
  if (settings.preview) {
    due.push({
      kind: 'preview',
      gameDay: shiftDay(today, settings.preview.daysBefore),
      time: settings.preview.time,
    });
  }
  if (settings.result) {
    due.push({ kind: 'result', gameDay: shiftDay(today, -1), time: settings.result.time });
  }
  return due;
}
