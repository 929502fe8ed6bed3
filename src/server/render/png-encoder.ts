import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

/**
 * PNG encoding of the finished post (ADR 017), chosen by measurement at 2160x2700 (bench/,
 * docs/benchmarks/export-png.md): an opaque post is written as RGB (no alpha channel: a quarter fewer bytes before
 * compression), every row Up-filtered, deflated by zlib with the run-length strategy. On the
 * bench post that is a third fewer bytes than @napi-rs/image's fast Paeth mode; Paeth rows
 * would save another 5 % of bytes for 40 % more CPU, Huffman-only 20 % less CPU for 4 % more
 * bytes, zlib's default strategy is slower and larger (figures in ADR 017).
 *
 * One export uses every core: the rows are cut into bands and each band is filtered and
 * deflated on a worker thread by itself. Each band's deflate ends with a sync flush, so the
 * bands' compressed bytes simply follow one another in one zlib stream, closed by an empty final
 * block and the Adler-32 combined over the bands. The result is a standard PNG: every decoder
 * reads back the exact input pixels. A post with any transparent pixel is written as RGBA.
 *
 * A band's bytes depend only on its pixels and the row above it, so encoded bands are kept
 * (BAND_CACHE_BYTES, least recently used dropped): bands of a prepared background's rows by
 * its name on the main thread (never posted to a worker again), others by a SHA-256 of their
 * pixels in the worker that encoded them. The rows of a photo that no text crosses, and the
 * static parts of a template, are encoded once per photo and template, not once per post.
 */

/**
 * Rows per band: 43 bands for a 4:5 export, fine enough that the rows of the photo between the
 * texts are bands of their own, found again in the cache the next time the photo is exported.
 */
export const BAND_ROWS = 64;

/** The work of one band, posted to a worker: `pixels` is the whole RGBA picture, shared. */
interface BandTask {
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
type BandResult =
  | { transparent: false; chunk: Uint8Array; adler: number; length: number; cached: boolean }
  | { transparent: true };

/**
 * The worker's code, plain JavaScript run with `eval` so the server bundle needs no extra file.
 * `filterBand` writes the filtered rows (filter byte first) and returns their length.
 */
const workerSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');
// Bands already encoded, by a hash of their pixels and the row above: least recently used first.
const cache = new Map();
let cacheBytes = 0;
const IDAT = Buffer.from('IDAT', 'latin1');
const IDAT_CRC = zlib.crc32(IDAT);
let scratch = Buffer.alloc(0);

function opaque(rows, top, stride, y0, y1) {
  for (let y = y0; y < y1; y++) {
    const src = rows[y - top];
    for (let i = y * stride + 3, end = (y + 1) * stride; i < end; i += 4) if (src[i] !== 255) return false;
  }
  return true;
}

// Row 0 has nothing above it: Sub. Every other row: Up, the byte above (in the picture, so a
// band's first row looks into the band before it; decoders read rows in order). The Adler-32 of
// the filtered bytes is summed in the same pass (sums reduced before they can overflow: 5552
// bytes at most, zlib's NMAX) and left in adlerOut.
const adlerOut = [1, 0];
const BASE = 65521;

// rows[y - top]: the picture row y is read from (top: the band's first row or the row above it).
function filterRgb(rows, top, stride, y0, y1, out) {
  let o = 0, s1 = 1, s2 = 0, n = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * stride, end = row + stride;
    const src = rows[y - top];
    if (y === 0) {
      out[o++] = 1; s1 += 1; s2 += s1;
      let pr = 0, pg = 0, pb = 0;
      for (let i = row; i < end; i += 4) {
        const r = src[i], g = src[i + 1], b = src[i + 2];
        const fr = (r - pr) & 255, fg = (g - pg) & 255, fb = (b - pb) & 255;
        out[o] = fr; out[o + 1] = fg; out[o + 2] = fb; o += 3;
        s1 += fr; s2 += s1; s1 += fg; s2 += s1; s1 += fb; s2 += s1;
        if ((n += 3) >= 5550) { s1 %= BASE; s2 %= BASE; n = 0; }
        pr = r; pg = g; pb = b;
      }
    } else {
      out[o++] = 2; s1 += 2; s2 += s1;
      const above = rows[y - 1 - top];
      for (let i = row, u = row - stride; i < end; i += 4, u += 4) {
        const fr = (src[i] - above[u]) & 255;
        const fg = (src[i + 1] - above[u + 1]) & 255;
        const fb = (src[i + 2] - above[u + 2]) & 255;
        out[o] = fr; out[o + 1] = fg; out[o + 2] = fb; o += 3;
        s1 += fr; s2 += s1; s1 += fg; s2 += s1; s1 += fb; s2 += s1;
        if ((n += 3) >= 5550) { s1 %= BASE; s2 %= BASE; n = 0; }
      }
    }
    s1 %= BASE; s2 %= BASE; n = 0;
  }
  adlerOut[0] = s1; adlerOut[1] = s2;
  return o;
}

function filterRgba(rows, top, stride, y0, y1, out) {
  let o = 0, s1 = 1, s2 = 0, n = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * stride, end = row + stride;
    const src = rows[y - top];
    const above = y === 0 ? src : rows[y - 1 - top];
    const type = y === 0 ? 1 : 2;
    out[o++] = type; s1 += type; s2 += s1;
    for (let i = row; i < end; i++) {
      const f = (type === 1 ? (i - row < 4 ? src[i] : src[i] - src[i - 4]) : src[i] - above[i - stride]) & 255;
      out[o++] = f;
      s1 += f; s2 += s1;
      if (++n >= 5550) { s1 %= BASE; s2 %= BASE; n = 0; }
    }
    s1 %= BASE; s2 %= BASE; n = 0;
  }
  adlerOut[0] = s1; adlerOut[1] = s2;
  return o;
}

function remember(key, result) {
  if (result.chunk.length > workerData.cacheBytes / 4) return;
  cache.set(key, result);
  cacheBytes += result.chunk.length;
  for (const [oldKey, old] of cache) {
    if (cacheBytes <= workerData.cacheBytes) break;
    cache.delete(oldKey);
    cacheBytes -= old.chunk.length;
  }
}

parentPort.on('message', ({ id, task }) => {
  try {
    const { pixels, byteOffset, width, y0, y1, channels, drawn } = task;
    const stride = width * 4;
    const top = Math.max(0, y0 - 1);
    const src = new Uint8Array(pixels, byteOffset);
    const other = drawn ? new Uint8Array(drawn.pixels, drawn.byteOffset) : src;
    const rows = [];
    for (let y = top; y < y1; y++) rows.push(drawn && drawn.rows[y - top] ? other : src);
    // The band's filtered rows depend on its pixels and the row above it (Up), nothing else: a
    // key the caller gives names those (rows of a prepared background; those are kept by the
    // caller), else their hash does.
    let key = null;
    if (!task.named) {
      const hash = createHash('sha256').update(width + ':' + channels + ':' + (y0 === 0));
      for (let y = top; y < y1; y++) hash.update(rows[y - top].subarray(y * stride, (y + 1) * stride));
      key = hash.digest('base64');
    }
    const known = key === null ? undefined : cache.get(key);
    if (known) {
      cache.delete(key);
      cache.set(key, known);
      const chunk = Uint8Array.from(known.chunk);
      parentPort.postMessage(
        { id, result: { transparent: false, chunk, adler: known.adler, length: known.length, cached: true } },
        [chunk.buffer],
      );
      return;
    }
    if (channels === 3 && !opaque(rows, top, stride, y0, y1)) {
      parentPort.postMessage({ id, result: { transparent: true } });
      return;
    }
    const size = (y1 - y0) * (width * channels + 1);
    if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
    const length = (channels === 3 ? filterRgb : filterRgba)(rows, top, stride, y0, y1, scratch);
    const filtered = scratch.subarray(0, length);
    const adler = ((adlerOut[1] << 16) | adlerOut[0]) >>> 0;
    const deflated = zlib.deflateRawSync(filtered, {
      level: 1,
      strategy: zlib.constants.Z_RLE,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    const chunk = new Uint8Array(deflated.length + 12);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, deflated.length);
    chunk.set(IDAT, 4);
    chunk.set(deflated, 8);
    view.setUint32(deflated.length + 8, zlib.crc32(deflated, IDAT_CRC));
    if (key !== null) remember(key, { chunk: Uint8Array.from(chunk), adler, length });
    parentPort.postMessage(
      { id, result: { transparent: false, chunk, adler, length, cached: false } },
      [chunk.buffer],
    );
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface Pending {
  resolve: (result: BandResult) => void;
  reject: (error: Error) => void;
}

/** One worker thread and the bands it has been given, by message id. */
interface Lane {
  worker: Worker | null;
  pending: Map<number, Pending>;
  nextId: number;
}

/**
 * Worker threads, one per core. Band `i` of every picture goes to worker `i mod n`, so the same
 * rows meet the same worker's cache. A band is posted as soon as it is ready: the worker's
 * message queue holds the bands it has not started, so it never waits for the main thread
 * between two bands (the main thread is often compositing then). A worker is ref'd only while it
 * has bands: an idle one never holds a process open, a busy one makes it wait for its PNG.
 */
class BandWorkers {
  private readonly lanes: Lane[];

  constructor(
    size: number,
    private readonly cacheBytes: number,
  ) {
    this.lanes = Array.from({ length: size }, () => ({
      worker: null,
      pending: new Map(),
      nextId: 0,
    }));
  }

  get size(): number {
    return this.lanes.length;
  }

  encode(task: BandTask, band: number): Promise<BandResult> {
    const lane = this.lanes[band % this.lanes.length] as Lane;
    return new Promise((resolve, reject) => {
      const worker = lane.worker ?? this.spawn(lane);
      const id = lane.nextId++;
      lane.pending.set(id, { resolve, reject });
      if (lane.pending.size === 1) worker.ref();
      worker.postMessage({ id, task });
    });
  }

  private spawn(lane: Lane): Worker {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { cacheBytes: this.cacheBytes / this.lanes.length },
    });
    lane.worker = worker;
    worker.on('message', (message: { id: number; result?: BandResult; error?: string }) => {
      const pending = lane.pending.get(message.id);
      lane.pending.delete(message.id);
      if (lane.pending.size === 0) worker.unref();
      if (message.result) pending?.resolve(message.result);
      else pending?.reject(new Error(`PNG band encoding failed: ${message.error}`));
    });
    const lost = (error: Error) => {
      if (lane.worker !== worker) return;
      lane.worker = null;
      const waiting = [...lane.pending.values()];
      lane.pending.clear();
      for (const pending of waiting) pending.reject(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`PNG band worker exited with code ${code}`)));
    return worker;
  }
}

/** Memory for encoded bands kept to be reused, over all workers. */
export const BAND_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Encoded bands of rows a caller names by a key (a prepared background's), kept on the main
 * thread: a band found here is never posted to a worker. Least recently used dropped first.
 */
class NamedBands {
  private readonly bands = new Map<string, BandResult & { transparent: false }>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(name: string): BandResult | undefined {
    const band = this.bands.get(name);
    if (!band) return undefined;
    this.bands.delete(name);
    this.bands.set(name, band);
    return { ...band, cached: true };
  }

  keep(name: string, band: BandResult): void {
    if (band.transparent || band.chunk.length > this.budget / 4 || this.bands.has(name)) return;
    this.bands.set(name, band);
    this.bytes += band.chunk.length;
    for (const [oldName, old] of this.bands) {
      if (this.bytes <= this.budget) break;
      this.bands.delete(oldName);
      this.bytes -= old.chunk.length;
    }
  }
}

const namedBands = new NamedBands(BAND_CACHE_BYTES / 2);

let workers: BandWorkers | null = null;

/**
 * Threads for band encoding: one per core, at most MAX_BAND_WORKERS (the deployment runs one
 * process per core: more threads per process would only take turns on the same cores).
 */
export const MAX_BAND_WORKERS = 4;

function bandWorkers(): BandWorkers {
  const size = Math.min(MAX_BAND_WORKERS, Math.max(1, availableParallelism()));
  workers ??= new BandWorkers(size, BAND_CACHE_BYTES / 2);
  return workers;
}

/** The picture in memory the workers can read without a copy. */
function shared(rgba: Uint8Array): { pixels: SharedArrayBuffer; byteOffset: number } {
  if (rgba.buffer instanceof SharedArrayBuffer) {
    return { pixels: rgba.buffer, byteOffset: rgba.byteOffset };
  }
  const pixels = new SharedArrayBuffer(rgba.length);
  new Uint8Array(pixels).set(rgba);
  return { pixels, byteOffset: 0 };
}

/** zlib's adler32_combine: the checksum of A followed by B from theirs and B's length. */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const base = 65521;
  const rem = lengthB % base;
  let sum1 = adlerA & 0xffff;
  let sum2 = (rem * sum1) % base;
  sum1 += (adlerB & 0xffff) + base - 1;
  sum2 += (adlerA >>> 16) + (adlerB >>> 16) + base - rem;
  if (sum1 >= base) sum1 -= base;
  if (sum1 >= base) sum1 -= base;
  if (sum2 >= 2 * base) sum2 -= 2 * base;
  if (sum2 >= base) sum2 -= base;
  return ((sum2 << 16) | sum1) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, data.length + 8)), data.length + 8);
  return out;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Where band `index` (rows y0 to y1) is read from, once its rows and the row above are final:
 * a whole RGBA picture (only those rows need to be right) and, for rows that are known to be the
 * same whatever the post (a prepared background's), a key naming them for the band cache.
 */
export interface BandSource {
  rgba: Uint8Array;
  key: string | null;
  /**
   * Rows that are read from another whole picture of the same size instead (a post's drawn rows,
   * the rest read from its background): one flag per row from max(0, y0 - 1) to y1 - 1.
   * A band with any such row is not named by `key`.
   */
  drawn?: { rgba: Uint8Array; rows: Uint8Array } | null;
}

export type BandSources = (index: number, y0: number, y1: number) => Promise<BandSource>;

/** The band sources of one picture in memory. */
function wholePicture(rgba: Uint8Array): BandSources {
  return () => Promise.resolve({ rgba, key: null });
}

/** Rows in band `index` of a picture `height` rows tall. */
export function bandRows(index: number, height: number): [number, number] {
  const y0 = index * BAND_ROWS;
  return [y0, Math.min(height, y0 + BAND_ROWS)];
}

export function bandCount(height: number): number {
  return Math.ceil(height / BAND_ROWS);
}

async function encodeBands(
  sources: BandSources,
  width: number,
  height: number,
  channels: 3 | 4,
): Promise<EncodedPng | null> {
  const tasks: Promise<BandResult>[] = [];
  // Pictures in ordinary memory are copied to shared memory once, not once per band.
  const copies = new WeakMap<Uint8Array, ReturnType<typeof shared>>();
  const inShared = (picture: Uint8Array) => {
    if (picture.length !== width * height * 4) throw new Error('encodePng: size and pixels differ');
    const memory = copies.get(picture) ?? shared(picture);
    copies.set(picture, memory);
    return memory;
  };
  for (let band = 0; band < bandCount(height); band++) {
    const [y0, y1] = bandRows(band, height);
    // Each band goes to its worker as soon as its rows are ready.
    tasks.push(
      sources(band, y0, y1).then(async ({ rgba, key, drawn }) => {
        const { pixels, byteOffset } = inShared(rgba);
        const other = drawn?.rows.includes(1)
          ? { ...inShared(drawn.rgba), rows: drawn.rows }
          : null;
        const name =
          key !== null && other === null ? `${width}:${channels}:${y0}:${y1}:${key}` : null;
        const known = name === null ? undefined : namedBands.get(name);
        if (known) return known;
        const result = await bandWorkers().encode(
          { pixels, byteOffset, width, y0, y1, channels, named: name !== null, drawn: other },
          band,
        );
        if (name !== null) namedBands.keep(name, result);
        return result;
      }),
    );
  }
  const bands = await Promise.all(tasks);
  const parts: Uint8Array[] = [];
  let adler = 1;
  let reusedBands = 0;
  for (const band of bands) {
    if (band.transparent) return null;
    adler = adler32Combine(adler, band.adler, band.length);
    parts.push(band.chunk);
    if (band.cached) reusedBands++;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 3 ? 2 : 6; // colour type: RGB or RGBA
  // compression, filter and interlace methods: 0
  const trailer = Buffer.alloc(6);
  trailer[0] = 0x03; // an empty final block with fixed codes
  trailer.writeUInt32BE(adler, 2);
  const png = Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x01])), // zlib header: deflate, 32 KiB window
    ...parts,
    chunk('IDAT', trailer),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return { png, bands: bands.length, reusedBands };
}

export interface EncodedPng {
  png: Buffer;
  bands: number;
  /** Bands taken from the cache, not encoded again. */
  reusedBands: number;
}

/**
 * `rgba`: straight (not premultiplied) RGBA, row by row. Pixels in a SharedArrayBuffer (see
 * PixelBufferPool) reach the workers without a copy. With how many bands were reused.
 */
export async function encodePngCounted(
  rgba: Uint8Array,
  width: number,
  height: number,
): Promise<EncodedPng> {
  if (rgba.length !== width * height * 4) throw new Error('encodePng: size and pixels differ');
  return encodePngFromBands(wholePicture(rgba), width, height);
}

/**
 * The PNG of a picture whose bands become ready one by one (see BandSource): each band is
 * encoded as soon as its rows are final, while the rest are still being drawn. With any
 * transparent pixel, every band is written again as RGBA from the same sources.
 */
export async function encodePngFromBands(
  sources: BandSources,
  width: number,
  height: number,
): Promise<EncodedPng> {
  return (
    (await encodeBands(sources, width, height, 3)) ??
    ((await encodeBands(sources, width, height, 4)) as EncodedPng)
  );
}

/** The PNG of `rgba` (see encodePngCounted). */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return (await encodePngCounted(rgba, width, height)).png;
}
