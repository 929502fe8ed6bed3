/** How the publishing job waits for Meta: the container's processing, an uncertain answer. */
export interface PublisherTiming {
  /** Between two reads of a container's status while it is IN_PROGRESS... */
  statusPollMs: number;
  /** ...this many reads in one run of the job; then the job tries again later. */
  statusPolls: number;
  /**
   * After a publish call of unknown outcome whose container is not PUBLISHED, this long before
   * it is called again: Meta may still be at it. A container is published once by Meta.
   */
  doubtMs: number;
  /**
   * A video container is IN_PROGRESS while Meta processes the MP4 (ADR 065): the job reads its
   * status once and, still in progress, queues its next run this much later and ends...
   */
  videoPollMs: number;
  /** ...this many times at most; then the target fails (PUBLISHING_FAILED, a retry may mend). */
  videoWaits: number;
  /** How long Meta has to fetch an image from its signed URL. */
  fileUrlSeconds: number;
  /**
   * How long one run may go on before it stops between two steps and lets a later run go on
   * from what it stored: well within the queue's lease, so no second run starts beside it.
   */
  runBudgetMs: number;
  /**
   * A target still 'publishing' this long after its last change has its job asked; one the
   * queue no longer runs is failed. Longer than every retry with its backoff and leases.
   */
  abandonedAfterMs: number;
}

export const defaultPublisherTiming: PublisherTiming = {
  statusPollMs: 2_000,
  statusPolls: 15,
  doubtMs: 2 * 60 * 1000,
  videoPollMs: 15_000,
  videoWaits: 120,
  fileUrlSeconds: 60 * 60,
  runBudgetMs: 2 * 60 * 1000,
  abandonedAfterMs: 2 * 60 * 60 * 1000,
};
