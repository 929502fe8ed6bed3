/**
 * What the PNG encoder (png-encoder.ts) and its band threads (png-band.worker.ts) send each
 * other, typed on both sides.
 */

/** The work of one band, posted to a worker: `pixels` is the whole RGBA picture, shared. */
export interface BandTask {
  pixels: SharedArrayBuffer;
  byteOffset: number;
  width: number;
  y0: number;
  y1: number;
  channels: 3 | 4;
  /** A band the caller keeps itself (NamedBands): the worker neither hashes nor keeps it. */
  named: boolean;
  /**
   * Rows read from another whole picture of the same size instead: one flag per row from
   * max(0, y0 - 1) to y1 - 1 (the row above first), 1 for a row of `drawn`.
   */
  drawn: { pixels: SharedArrayBuffer; byteOffset: number; rows: Uint8Array } | null;
}

/** A band's IDAT chunk, or word that the band has a transparent pixel (then RGB cannot keep it). */
export type BandResult =
  | { transparent: false; chunk: Uint8Array; adler: number; length: number; cached: boolean }
  | { transparent: true };

export interface BandRequest {
  id: number;
  task: BandTask;
}

export type BandReply = { id: number; result: BandResult } | { id: number; error: string };

/** The thread's `workerData`: its share of the band cache, in bytes. */
export interface BandWorkerData {
  cacheBytes: number;
}
