import { linkEnd, linkEnded, linkSignature, signatureMatches } from '#server/crypto/signed-link.ts';

/*
 * The signed "Jetzt veröffentlichen" link of a game-day mail in mode Nachfragen (ADR 059, Game
 * day): it names the slot, the game day, the kind, the settings' version and its end, signed like
 * the unsubscribe link (HMAC-SHA-256 with the app's secret, a purpose prefix of its own so an
 * unsubscribe signature never passes as this one). What a press does (make the publication
 * under its unique key, once) is the caller's.
 */

export type PublishNowKind = 'preview' | 'result';

/** The path the links lead to (before sign-in and CSRF: the link is the authority). */
export const PUBLISH_NOW_PATH = '/api/game-day-publications/publish';

/** What a link says; all strings, as they come back from the query. */
export interface PublishNowLink {
  slot: string;
  /** The game day, YYYY-MM-DD. */
  day: string;
  kind: string;
  /** The publishing settings' version when the mail was made (their updated_at in ms). */
  version: string;
  /** The end of the link, in seconds since 1970. */
  expires: string;
  sig: string;
}

/** A link of ours whose end has not passed, or why not. */
export type PublishNowState =
  | { state: 'valid'; slot: string; day: string; kind: PublishNowKind; version: number }
  | { state: 'invalid' }
  | { state: 'expired' };

type Signed = Pick<PublishNowLink, 'slot' | 'day' | 'kind' | 'version' | 'expires'>;

const PURPOSE = 'game-day-publish-now';
const fieldsOf = (link: Signed) => [link.slot, link.day, link.kind, link.version, link.expires];

export function createPublishNowLinks(deps: {
  appUrl: string;
  appSecret: string;
  now: () => Date;
}) {
  return {
    /** The link of a mail made now, working until `expiresAt`. */
    link(
      target: { slot: string; day: string; kind: PublishNowKind; version: number },
      expiresAt: Date,
    ): string {
      const link: Signed = {
        slot: target.slot,
        day: target.day,
        kind: target.kind,
        version: String(target.version),
        expires: linkEnd(expiresAt),
      };
      const url = new URL(PUBLISH_NOW_PATH, deps.appUrl);
      for (const [name, value] of Object.entries(link)) url.searchParams.set(name, value);
      url.searchParams.set('sig', linkSignature(deps.appSecret, PURPOSE, fieldsOf(link)));
      return url.toString();
    },

    /** Whether a followed link is one of ours and still works. */
    state(link: PublishNowLink): PublishNowState {
      const { slot, day, kind, version, expires, sig } = link;
      if (kind !== 'preview' && kind !== 'result') return { state: 'invalid' };
      if (!/^\d{1,15}$/.test(version) || !/^\d{1,12}$/.test(expires)) return { state: 'invalid' };
      if (slot.length > 100 || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return { state: 'invalid' };
      if (!signatureMatches(deps.appSecret, PURPOSE, fieldsOf(link), sig))
        return { state: 'invalid' };
      if (linkEnded(expires, deps.now())) return { state: 'expired' };
      return { state: 'valid', slot, day, kind, version: Number(version) };
    },
  };
}
