import { linkEnd, linkEnded, linkSignature, signatureMatches } from '#server/crypto/signed-link.ts';

/*
 * The signed one-click retry of a failure mail (ADR 059): it names one target (a publication on
 * one channel) in the round that failed, and its end. Following it shows what it would retry
 * (GET: a mail scanner that opens links retries nothing); its button retries (POST), once: the
 * retry moves the target to its next round, so the same link finds nothing left to retry.
 */

/** How long the retry of a failure mail works. */
export const RETRY_LINK_DAYS = 7;

/** What a link says; all strings, as they come back from the query. */
export interface RetryLink {
  target: string;
  round: string;
  expires: string;
  sig: string;
}

export type RetryLinkState =
  { state: 'valid'; target: string; round: number } | { state: 'invalid' } | { state: 'expired' };

const PURPOSE = 'publication-retry';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path the links lead to (before sign-in and CSRF: the link is the authority). */
export const RETRY_LINK_PATH = '/api/publication-retry';

export function createRetryLinks(deps: { appUrl: string; appSecret: string; now: () => Date }) {
  return {
    /** The retry of a target that failed in `round`, working RETRY_LINK_DAYS from now. */
    link(target: string, round: number): string {
      const expires = linkEnd(new Date(deps.now().getTime() + RETRY_LINK_DAYS * 86_400_000));
      const fields = { target, round: String(round), expires };
      const url = new URL(RETRY_LINK_PATH, deps.appUrl);
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      url.searchParams.set(
        'sig',
        linkSignature(deps.appSecret, PURPOSE, [target, fields.round, expires]),
      );
      return url.toString();
    },

    /** Whether a followed link is one of ours and still works. */
    state(link: RetryLink): RetryLinkState {
      const { target, round, expires, sig } = link;
      if (!UUID.test(target) || !/^\d{1,9}$/.test(round) || !/^\d{1,12}$/.test(expires)) {
        return { state: 'invalid' };
      }
      if (!signatureMatches(deps.appSecret, PURPOSE, [target, round, expires], sig)) {
        return { state: 'invalid' };
      }
      if (linkEnded(expires, deps.now())) return { state: 'expired' };
      return { state: 'valid', target, round: Number(round) };
    },
  };
}

export type RetryLinks = ReturnType<typeof createRetryLinks>;
