import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { CompressionType, FilterType, Transformer } from '@napi-rs/image';
import { filterRgb } from '#server/render/png-band-filter.ts';

/**
 * The PNG of a post (docs/export.md), written on the render thread that drew it: RGB (a post is
 * opaque), every row Up-filtered, deflated by zlib at level 1 with the run-length strategy (the
 * choice measured in docs/benchmarks/export-png.md). The rows are cut into bands of 16; each
 * band is deflated by itself and ends with a sync flush, so the bands' bytes follow one another
 * in one zlib stream, closed by an empty final block and the Adler-32 combined over the bands.
 * Every decoder reads back the exact pixels.
 *
 * A band's bytes depend only on its rows and the row above (the Up filter). A band none of whose
 * rows (nor the row above) the overlay draws on is the background's alone: a clean band. It is
 * encoded once per prepared background and kept with it by the main thread, so the rows of a
 * photo between the texts are not encoded again for the next post over it. Drawn-on bands in a
 * row go out in parts of up to 8 bands, each filtered here and deflated on libuv's threads while
 * the next part is filtered: a new post's file is ready about a fifth sooner for the same CPU
 * (docs/export.md).
 */
/**
 * Rows per band. A post's texts leave few bands of 64 rows clean; at 16 a 4:5 post over a photo
 * encodes 1,632 rows instead of 1,984 for 0.2 % more bytes (docs/export.md).
 */
export const BAND_ROWS = 16;

/** Drawn-on bands in a row deflated as one part: fewer, larger tasks for libuv's threads. */
const DRAWN_RUN = 8;

/** A deflated band as an IDAT chunk, with what joining it needs. */
export interface PngBand {
  /** The whole chunk: length, 'IDAT', the deflated bytes, CRC. */
  chunk: Uint8Array;
  /** Adler-32 of the band's filtered bytes, and their length. */
  adler: number;
  length: number;
}

export function bandCount(height: number): number {
  return Math.ceil(height / BAND_ROWS);
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
const IDAT_CRC = crc32(Buffer.from('IDAT', 'latin1'));

const deflateOnThreads = promisify(deflateRaw);
const deflateOptions = { level: 1, strategy: constants.Z_RLE, finishFlush: constants.Z_SYNC_FLUSH };

/**
 * The picture's rows `y0` to `y1`, read row by row from `rows` (whole pictures), filtered into
 * `into` when it is large enough, else into new memory.
 */
function filterBand(
  rows: readonly Uint8Array[],
  top: number,
  width: number,
  y0: number,
  y1: number,
  into?: Uint8Array,
): { filtered: Uint8Array; adler: number } {
  const size = (y1 - y0) * (width * 3 + 1);
  const filtered = into && into.length >= size ? into.subarray(0, size) : new Uint8Array(size);
  const { adler } = filterRgb(rows, top, width * 4, y0, y1, filtered);
  return { filtered, adler };
}

/** A clean band's filtered rows, deflated at once: one buffer the thread keeps. */
let scratch = new Uint8Array(0);

/** A band's IDAT chunk from its deflated bytes. */
function bandChunk(deflated: Uint8Array, adler: number, length: number, shared: boolean): PngBand {
  const size = deflated.length + 12;
  const bytes = new Uint8Array(shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, deflated.length);
  bytes.set([0x49, 0x44, 0x41, 0x54], 4);
  bytes.set(deflated, 8);
  view.setUint32(deflated.length + 8, crc32(deflated, IDAT_CRC));
  return { chunk: bytes, adler, length };
}

/** A clean band, deflated here: it is encoded once per background and kept. */
function encodeCleanBand(
  background: Uint8Array,
  top: number,
  width: number,
  y0: number,
  y1: number,
) {
  const size = BAND_ROWS * (width * 3 + 1);
  if (scratch.length < size) scratch = new Uint8Array(size);
  const rows = new Array<Uint8Array>(y1 - top).fill(background);
  const { filtered, adler } = filterBand(rows, top, width, y0, y1, scratch);
  return bandChunk(deflateRawSync(filtered, deflateOptions), adler, filtered.length, true);
}

/**
 * Drawn-on rows, filtered here and deflated on libuv's threads: the post's drawn-on parts
 * deflate side by side while the next are filtered.
 */
async function encodeDrawnRows(
  rows: readonly Uint8Array[],
  top: number,
  width: number,
  y0: number,
  y1: number,
): Promise<PngBand> {
  const { filtered, adler } = filterBand(rows, top, width, y0, y1);
  return bandChunk(await deflateOnThreads(filtered, deflateOptions), adler, filtered.length, false);
}

export interface PostPng {
  png: Buffer;
  /** Clean bands encoded now (by band index), in shared memory: the main thread keeps them. */
  cleanBands: Map<number, PngBand>;
}

/**
 * The PNG of a post: `drawn` holds the rows the overlay drew on (`inked`, one flag per row), the
 * background every other row. Clean bands come from `cleanBands` when the main thread kept them.
 */
export async function encodePostPng(picture: {
  width: number;
  height: number;
  background: Uint8Array;
  drawn: Uint8Array;
  inked: Uint8Array;
  cleanBands: readonly (PngBand | null)[];
}): Promise<PostPng> {
  const { width, height, background, drawn, inked } = picture;
  if (background.length < width * height * 4 || drawn.length < width * height * 4) {
    throw new Error('encodePostPng: size and pixels differ');
  }
  const cleanBands = new Map<number, PngBand>();
  const pending: (PngBand | Promise<PngBand>)[] = [];
  /** Clean bands encoded now: their index, and where their part is in `pending`. */
  const fresh: [number, number][] = [];
  /** Drawn-on bands in a row go out together, at most `DRAWN_RUN` bands. */
  let run: { y0: number; bands: number } | null = null;
  const endRun = (y1: number) => {
    if (!run) return;
    const top = Math.max(0, run.y0 - 1);
    const rows: Uint8Array[] = [];
    for (let y = top; y < y1; y++) rows.push(inked[y] ? drawn : background);
    pending.push(encodeDrawnRows(rows, top, width, run.y0, y1));
    run = null;
  };
  for (let index = 0; index < bandCount(height); index++) {
    const y0 = index * BAND_ROWS;
    const y1 = Math.min(height, y0 + BAND_ROWS);
    const top = Math.max(0, y0 - 1);
    if (inked.subarray(top, y1).includes(1)) {
      run ??= { y0, bands: 0 };
      run.bands += 1;
      if (run.bands === DRAWN_RUN) endRun(y1);
      continue;
    }
    endRun(y0);
    const kept = picture.cleanBands[index];
    if (kept) {
      pending.push(kept);
    } else {
      fresh.push([index, pending.length]);
      pending.push(encodeCleanBand(background, top, width, y0, y1));
    }
  }
  endRun(height);
  const bands = await Promise.all(pending);
  for (const [index, at] of fresh) cleanBands.set(index, bands[at]!);
  let adler = 1;
  for (const band of bands) adler = adler32Combine(adler, band.adler, band.length);
  const parts = bands.map((band) => band.chunk);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
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
  return { png, cleanBands };
}

/** A collection of the thread's young objects, made callable once (below). */
let collectYoung: (() => void) | undefined;

/**
 * The fast encoder's file. Its bytes sit in memory the size of the raw picture (a 121 KB file
 * kept 22 MB resident), so the caller copies them out.
 */
function fastPng(picture: Uint8Array, width: number, height: number): Uint8Array {
  return Transformer.fromRgbaPixels(picture, width, height).pngSync({
    compressionType: CompressionType.Fast,
    filterType: FilterType.Paeth,
  });
}

/**
 * The PNG of a post with nothing but colour and shapes under it (no photo, no template image):
 * the whole picture by @napi-rs/image's fast encoder (fdeflate, Paeth rows, RGBA). On such a
 * post it takes about a third of the CPU of the banded encoder above, for files about a fifth
 * larger (docs/export.md, 'The file'). Over a photo the banded encoder stays: there the fast one
 * writes files half as large again, and the photo's clean bands are kept.
 *
 * The encoder's copy of the picture and its file are memory V8 does not count, freed only when
 * their objects are collected and their finalizers have run on a later turn of the thread; a
 * render thread allocates little on its own heap, so that could wait for hundreds of megabytes.
 * The file's bytes are copied out, one collection of the young objects (under 1 ms) finds the
 * rest, and the thread lets a turn pass before it goes on, so the next post does not draw beside
 * them (the renderer drawing 64 new posts eight at a time peaked at 624-667 MiB, against 676-762
 * MiB without the turn and 598-617 MiB with the banded encoder; docs/export.md).
 */
export async function encodeWholePng(
  picture: Uint8Array,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const png = new Uint8Array(fastPng(picture, width, height));
  if (!collectYoung) {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    collectYoung = () => gc({ type: 'minor' });
  }
  collectYoung();
  await new Promise((resolve) => setImmediate(resolve));
  return png;
}
