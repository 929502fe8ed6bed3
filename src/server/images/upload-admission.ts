import { createAdmission, createSlots } from '#server/admission/admission.ts';
import { AppError } from '#server/http/app-error.ts';

/** Runs one piece of image work (decode, resize, encode) in one of the decode slots. */
export type DecodeSlot = <T>(work: () => Promise<T>) => Promise<T>;

export interface UploadAdmissionOptions {
  /** Uploads running and waiting in this process, all users together. */
  maxQueued: number;
  /** Uploads running and waiting of one user. */
  maxPerUser: number;
  /** Images decoded at once. */
  decoders: number;
  /** A typical upload's decode and encode, for the Retry-After estimate. */
  typicalUploadMs?: number;
}

export interface UploadAdmission {
  /**
   * Admits one upload of the user (backgrounds and logos alike) before its body is read, or
   * refuses it with 429 UPLOAD_BUSY and Retry-After. An admitted upload decodes its picture
   * through `decode`, so only `decoders` pictures are in memory at once, whatever the burst.
   */
  run<T>(workspaceId: string, upload: (decode: DecodeSlot) => Promise<T>): Promise<T>;
  /** Uploads running and waiting, for tests and metrics. */
  depth(): number;
}

/**
 * A decoded photo costs far more memory than its file (a 230 KB JPEG of 6300x6300 px is 119 MB
 * of pixels), so uploads are admitted like exports (admission/admission.ts): a bounded queue
 * and a share per user, refused at once beyond them.
 */
export function createUploadAdmission(options: UploadAdmissionOptions): UploadAdmission {
  const admission = createAdmission({
    maxQueued: options.maxQueued,
    maxPerUser: options.maxPerUser,
    typicalMs: options.typicalUploadMs ?? 800,
    concurrency: options.decoders,
  });
  const slots = createSlots(options.decoders);
  const decode: DecodeSlot = (work) => slots.run(work);
  return {
    async run(workspaceId, upload) {
      const admitted = admission.admit(workspaceId);
      if (!admitted.admitted) {
        throw AppError.of(429, 'UPLOAD_BUSY').retryAfter(admitted.retryAfterSeconds);
      }
      try {
        return await upload(decode);
      } finally {
        admitted.release();
      }
    },
    depth: () => admission.depth(),
  };
}
