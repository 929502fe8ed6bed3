/**
 * How one run of the publishing job ends short of a post (publisher.ts, ADR 059): failed for good,
 * or to be run again by the queue.
 */

/** A failure the person can fix or that will not change by trying again: the target fails now. */
export class FinalFailure extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> | null = null,
  ) {
    super(code);
  }
}

/** The job must run again later (not ready, an uncertain answer to resolve, a busy Meta). */
export class TryLater extends Error {}

/** A container (or a carousel item) expired or failed at Meta: the next run makes new ones. */
export class ContainerGone extends TryLater {}
