import { createAdmission, type AdmissionControl } from '#server/admission/admission.ts';

export type { Admission } from '#server/admission/admission.ts';

/**
 * Admission control for exports: rendering is CPU work on a fixed number of cores, so a burst
 * from one user must not push everyone's wait to seconds. An export is admitted when the queue
 * (running and waiting) has room and the user has fewer than their share in flight; otherwise
 * it is refused at once with how long to wait, and nothing is queued (admission/admission.ts).
 */
export interface ExportAdmissionOptions {
  /** Exports running and waiting, all users together. */
  maxQueued: number;
  /** Exports running and waiting of one user. */
  maxPerUser: number;
  /** A typical export's duration, for the Retry-After estimate. */
  typicalExportMs?: number;
  /** Exports that run at once (the rasteriser's own limit). */
  concurrency?: number;
}

export type ExportAdmission = AdmissionControl;

export function createExportAdmission(options: ExportAdmissionOptions): ExportAdmission {
  return createAdmission({
    maxQueued: options.maxQueued,
    maxPerUser: options.maxPerUser,
    typicalMs: options.typicalExportMs ?? 250,
    concurrency: Math.max(1, options.concurrency ?? 2),
  });
}
