/**
 * Why sports data could not be had. `unreachable` (DNS failure, refused or timed-out connect) is
 * the one kind that lets auto mode fall back to the demo dataset; everything else reaches the
 * caller as a 502 or, for club API keys, a 403.
 */
export type SportsErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'upstream-status'
  | 'invalid-response'
  | 'club-api-key-required'
  | 'club-api-key-invalid';

export class SportsError extends Error {
  override name = 'SportsError';
  constructor(
    readonly kind: SportsErrorKind,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
  }
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof SportsError && error.kind === 'unreachable';
}
