import { createHash } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type {
  BandReply,
  BandRequest,
  BandResult,
  BandWorkerData,
} from '#server/render/png-band-protocol.ts';
import { KeptBands } from '#server/render/kept-bands.ts';
import { filterRgb, filterRgba, opaque } from '#server/render/png-band-filter.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * A PNG band encoder thread (ADR 017; started by png-encoder.ts through typed-worker.ts): each
 * message is one band, filtered (png-band-filter.ts) and deflated by itself with zlib level 1,
 * run-length strategy, ended by a sync flush, so the bands follow one another in one zlib
 * stream. Bands not named by the caller are kept here under a SHA-256 of their pixels and the
 * row above (least recently used dropped beyond this thread's share of the band cache).
 */
const port = workerPortBelowMainThread('png-band.worker');
const { cacheBytes: budget } = workerData as BandWorkerData;

type Kept = { chunk: Uint8Array; adler: number; length: number };
const cache = new KeptBands<Kept>(budget, (kept) => kept.chunk.length);
const IDAT = Buffer.from('IDAT', 'latin1');
const IDAT_CRC = crc32(IDAT);
let scratch = Buffer.alloc(0);

function reply(message: BandReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

function encode({
  pixels,
  byteOffset,
  width,
  y0,
  y1,
  channels,
  drawn,
  named,
}: BandRequest['task']) {
  const stride = width * 4;
  const top = Math.max(0, y0 - 1);
  const src = new Uint8Array(pixels, byteOffset);
  const other = drawn ? new Uint8Array(drawn.pixels, drawn.byteOffset) : src;
  const rows: Uint8Array[] = [];
  for (let y = top; y < y1; y++) rows.push(drawn && drawn.rows[y - top] ? other : src);
  // The band's filtered rows depend on its pixels and the row above it (Up), nothing else: a
  // key the caller gives names those (rows of a prepared background; those are kept by the
  // caller), else their hash does.
  let key: string | null = null;
  if (!named) {
    const hash = createHash('sha256').update(`${width}:${channels}:${y0 === 0}`);
    for (let y = top; y < y1; y++) {
      hash.update(rows[y - top]!.subarray(y * stride, (y + 1) * stride));
    }
    key = hash.digest('base64');
  }
  const known = key === null ? undefined : cache.get(key);
  if (known) {
    const chunk = Uint8Array.from(known.chunk);
    const result: BandResult = { ...known, chunk, transparent: false, cached: true };
    return { result, transfer: [chunk.buffer] };
  }
  if (channels === 3 && !opaque(rows, top, stride, y0, y1)) {
    return { result: { transparent: true } as BandResult, transfer: [] };
  }
  const size = (y1 - y0) * (width * channels + 1);
  if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
  const { length, adler } = (channels === 3 ? filterRgb : filterRgba)(
    rows,
    top,
    stride,
    y0,
    y1,
    scratch,
  );
  const deflated = deflateRawSync(scratch.subarray(0, length), {
    level: 1,
    strategy: constants.Z_RLE,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const chunk = new Uint8Array(deflated.length + 12);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, deflated.length);
  chunk.set(IDAT, 4);
  chunk.set(deflated, 8);
  view.setUint32(deflated.length + 8, crc32(deflated, IDAT_CRC));
  if (key !== null) cache.keep(key, { chunk: Uint8Array.from(chunk), adler, length });
  const result: BandResult = { transparent: false, chunk, adler, length, cached: false };
  return { result, transfer: [chunk.buffer] };
}

port.on('message', ({ id, task }: BandRequest) => {
  try {
    const { result, transfer } = encode(task);
    reply({ id, result }, transfer);
  } catch (error) {
    reply({ id, error: String((error instanceof Error && error.stack) || error) });
  }
});
