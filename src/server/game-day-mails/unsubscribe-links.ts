import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';

/**
 * The signed unsubscribe links of game-day mails (ADR 055): made with each mail, and asked what
 * they may do when followed (`/api/game-day-mails/unsubscribe`, before CSRF and session).
 */
/**
 * How long the unsubscribe link of a mail works: longer than a season's longest gap between
 * mails (the summer break, up to five months), so the last mail of a season still turns its
 * mail off when the next season's first one is due; well beyond the 30 days a sender must honour
 * an opt-out. A link also ends when the owner sets the mails anew (the version, below).
 */
export const UNSUBSCRIBE_LINK_DAYS = 180;

/** What a link says: the slot, the member, the kind, the settings' version and when the link ends. */
export interface UnsubscribeLink {
  slot: string;
  /**
   * The member whose mails the link turns off (ADR 058); empty in links mailed before
   * workspaces, which were the slot owner's, whose personal workspace has the owner's id.
   */
  member: string;
  kind: string;
  /** The settings' version when the mail was made (their updated_at in ms; 0 without a row). */
  version: string;
  /** The end of the link, in seconds since 1970. */
  expires: string;
  sig: string;
}

function unsubscribeSignature(
  secret: string,
  link: Pick<UnsubscribeLink, 'slot' | 'member' | 'kind' | 'version' | 'expires'>,
): string {
  const signed =
    link.member === ''
      ? `game-day-mail-unsubscribe:${link.slot}:${link.kind}:${link.version}:${link.expires}`
      : `game-day-mail-unsubscribe:${link.slot}:${link.member}:${link.kind}:${link.version}:${link.expires}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/** The signature of the links mailed before they carried a version and an end. */
function firstFormSignature(secret: string, slot: string, kind: string): string {
  return createHmac('sha256', secret)
    .update(`game-day-mail-unsubscribe:${slot}:${kind}`)
    .digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What an unsubscribe link may do now: `valid` (the kind to turn off), or why not: a link that
 * is no link of ours (`invalid`), one past its end or of the first form (`expired`), one of a
 * mail from before the owner set the mails anew while the kind is on (`outdated`), or one of a
 * team slot that no longer exists (`gone`).
 */
export type UnsubscribeState =
  { state: 'valid'; kind: MailKind } | { state: 'invalid' | 'expired' | 'outdated' | 'gone' };

export interface UnsubscribeLinkDeps {
  appUrl: string;
  appSecret: string;
  now: () => Date;
  /**
   * The member's settings of the slot and their version (null member: the slot's owner of links
   * from before workspaces); null when the slot no longer exists.
   */
  linkState: (
    slotId: string,
    member: string | null,
  ) => Promise<{ settings: Record<MailKind, unknown>; version: number } | null>;
}

export function createUnsubscribeLinks(deps: UnsubscribeLinkDeps) {
  return {
    /** The unsubscribe link of a mail made now: signed, of the settings' version, with its end. */
    link(slotId: string, member: string, kind: MailKind, version: number): string {
      const expires =
        Math.floor(deps.now().getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;
      const link = {
        slot: slotId,
        member,
        kind,
        version: String(version),
        expires: String(expires),
      };
      const url = new URL('/api/game-day-mails/unsubscribe', deps.appUrl);
      for (const [name, value] of Object.entries(link)) url.searchParams.set(name, value);
      url.searchParams.set('sig', unsubscribeSignature(deps.appSecret, link));
      return url.toString();
    },

    /** What the link may do now (see UnsubscribeState). */
    async state(link: UnsubscribeLink): Promise<UnsubscribeState> {
      const { slot, kind, version, expires, sig } = link;
      if (kind !== 'preview' && kind !== 'result') return { state: 'invalid' };
      if (version === '' && expires === '') {
        // A mail from before links had an end: signed, but expired.
        const signed = sameSignature(firstFormSignature(deps.appSecret, slot, kind), sig);
        return { state: signed ? 'expired' : 'invalid' };
      }
      if (!/^\d{1,15}$/.test(version) || !/^\d{1,12}$/.test(expires)) return { state: 'invalid' };
      if (!sameSignature(unsubscribeSignature(deps.appSecret, link), sig)) {
        return { state: 'invalid' };
      }
      if (Number(expires) * 1000 < deps.now().getTime()) return { state: 'expired' };
      const current = await deps.linkState(slot, link.member === '' ? null : link.member);
      if (!current) return { state: 'gone' };
      // A kind that is off stays off whatever the link's age: saying so is the truth.
      if (current.settings[kind] !== null && String(current.version) !== version) {
        return { state: 'outdated' };
      }
      return { state: 'valid', kind };
    },
  };
}
