import { constants, crc32, deflateRawSync } from 'node:zlib';
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
 * photo between the texts are not encoded again for the next post over it.
 */
/**
 * Rows per band. A post's texts leave few bands of 64 rows clean; at 16 a 4:5 post over a photo
 * encodes 1,632 rows instead of 1,984 for 0.2 % more bytes (docs/export.md).
 */
export const BAND_ROWS = 16;

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

/** The picture's rows `y0` to `y1`, read row by row from `rows` (whole pictures), as a band. */
function encodeBand(
  rows: readonly Uint8Array[],
  top: number,
  width: number,
  y0: number,
  y1: number,
  scratch: Uint8Array,
  shared: boolean,
): PngBand {
  const { length, adler } = filterRgb(rows, top, width * 4, y0, y1, scratch);
  const deflated = deflateRawSync(scratch.subarray(0, length), {
    level: 1,
    strategy: constants.Z_RLE,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const size = deflated.length + 12;
  const bytes = new Uint8Array(shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, deflated.length);
  bytes.set([0x49, 0x44, 0x41, 0x54], 4);
  bytes.set(deflated, 8);
  view.setUint32(deflated.length + 8, crc32(deflated, IDAT_CRC));
  return { chunk: bytes, adler, length };
}

export interface PostPng {
  png: Buffer;
  /** Clean bands encoded now (by band index), in shared memory: the main thread keeps them. */
  cleanBands: Map<number, PngBand>;
}

/** Scratch memory for one band's filtered rows, kept by the thread. */
let scratch = new Uint8Array(0);

/**
 * The PNG of a post: `drawn` holds the rows the overlay drew on (`inked`, one flag per row), the
 * background every other row. Clean bands come from `cleanBands` when the main thread kept them.
 */
export function encodePostPng(picture: {
  width: number;
  height: number;
  background: Uint8Array;
  drawn: Uint8Array;
  inked: Uint8Array;
  cleanBands: readonly (PngBand | null)[];
}): PostPng {
  const { width, height, background, drawn, inked } = picture;
  if (background.length < width * height * 4 || drawn.length < width * height * 4) {
    throw new Error('encodePostPng: size and pixels differ');
  }
  const bandBytes = BAND_ROWS * (width * 3 + 1);
  if (scratch.length < bandBytes) scratch = new Uint8Array(bandBytes);
  const cleanBands = new Map<number, PngBand>();
  const parts: Uint8Array[] = [];
  let adler = 1;
  for (let index = 0; index < bandCount(height); index++) {
    const y0 = index * BAND_ROWS;
    const y1 = Math.min(height, y0 + BAND_ROWS);
    const top = Math.max(0, y0 - 1);
    const clean = !inked.subarray(top, y1).includes(1);
    let band: PngBand;
    if (clean) {
      const kept = picture.cleanBands[index];
      if (kept) {
        band = kept;
      } else {
        band = encodeBand(new Array(y1 - top).fill(background), top, width, y0, y1, scratch, true);
        cleanBands.set(index, band);
      }
    } else {
      const rows: Uint8Array[] = [];
      for (let y = top; y < y1; y++) rows.push(inked[y] ? drawn : background);
      band = encodeBand(rows, top, width, y0, y1, scratch, false);
    }
    adler = adler32Combine(adler, band.adler, band.length);
    parts.push(band.chunk);
  }
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
