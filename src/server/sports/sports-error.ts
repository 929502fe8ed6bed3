/**
 * Why sports data could not be had. `unreachable` (DNS failure, refused or timed-out connect) is
 * the one kind that lets auto mode fall back to the demo dataset; so does `api-key-missing`
 * (volleyball with neither an operator key nor a club key), which live mode answers with a clear
 * refusal. Everything else reaches the caller as a 502 or, for club API keys, a 403.
 */
export type SportsErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'upstream-status'
  | 'invalid-response'
  | 'api-key-missing'
  | 'club-api-key-required'
  | 'club-api-key-invalid';

/** Where an upstream failure happened, for the operator's log line. */
export interface UpstreamPlace {
  federation: string;
  path: string;
}

export class SportsError extends Error {
  override name = 'SportsError';
  constructor(
    readonly kind: SportsErrorKind,
    message: string,
    readonly upstreamStatus?: number,
    readonly place?: UpstreamPlace,
  ) {
    super(message);
  }
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof SportsError && error.kind === 'unreachable';
}

/** A federation answer that is JSON but not in the shape the adapter reads. */
export function unexpectedShape(federation: string, path: string, what: string): SportsError {
  return new SportsError('invalid-response', `${federation} ${path}: ${what}`, undefined, {
    federation,
    path,
  });
}

/** A federation answer with a failing HTTP status. */
export function upstreamStatusError(federation: string, path: string, status: number): SportsError {
  return new SportsError('upstream-status', `${federation} ${path}: ${status}`, status, {
    federation,
    path,
  });
}

/**
 * Whether a failure says the federation itself is down (not a key or an unknown id); a 429 (it
 * refuses to be asked so often) counts as down.
 */
export function federationDown(error: unknown): boolean {
  if (!(error instanceof SportsError)) return false;
  if (error.kind === 'upstream-status') {
    const status = error.upstreamStatus ?? 500;
    return status >= 500 || status === 429;
  }
  return (
    error.kind === 'unreachable' || error.kind === 'timeout' || error.kind === 'invalid-response'
  );
}
