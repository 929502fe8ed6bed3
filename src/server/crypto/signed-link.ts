import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature of a link mailed to a person that acts without signing in (a publication's
 * retry, a game day's 'Jetzt veröffentlichen'): HMAC-SHA-256 with the app's secret over a purpose
 * and the link's fields, so a signature made for one purpose never passes for another.
 */

/** The signature of `fields` for `purpose`, URL-safe. */
export function linkSignature(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...fields].join(':'))
    .digest('base64url');
}

/** Whether `given` is the signature of `fields` for `purpose`, compared in constant time. */
export function signatureMatches(
  secret: string,
  purpose: string,
  fields: readonly string[],
  given: string,
): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, fields));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A link's end as it travels: whole seconds since 1970. */
export function linkEnd(at: Date): string {
  return String(Math.floor(at.getTime() / 1000));
}

/** Whether a link's end (as it came back) has passed at `now`. */
export function linkEnded(expires: string, now: Date): boolean {
  return Number(expires) * 1000 < now.getTime();
}
