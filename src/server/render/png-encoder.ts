import { availableParallelism } from 'node:os';
import { crc32 } from 'node:zlib';
import type { BandResult } from '#server/render/png-band-protocol.ts';
import { BandThreads, NamedBands } from '#server/render/png-band-threads.ts';

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
 * (`bandCacheBytes`, least recently used dropped): bands of a prepared background's rows by
 * its name, and an export's bands with drawn rows by what they are made of (ADR 039), on the
 * main thread (never posted to a worker again); others (a picture in memory) by a SHA-256 of
 * their pixels in the worker that encoded them. The rows of a photo that no text crosses, and
 * the static parts of a template, are encoded once per photo and template, not once per post.
 *
 * The threads (png-band.worker.ts, typed, started through typed-worker.ts) and both band caches
 * belong to one `PngEncoder`, built once per process at the composition root and closed on
 * shutdown (ADR 029).
 */

/**
 * Rows per band: 43 bands for a 4:5 export, fine enough that the rows of the photo between the
 * texts are bands of their own, found again in the cache the next time the photo is exported.
 */
export const BAND_ROWS = 64;

/** Memory for encoded bands kept to be reused, over all workers and the main thread. */
export const DEFAULT_BAND_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Threads for band encoding: one per core, at most MAX_BAND_WORKERS (the deployment runs one
 * process per core: more threads per process would only take turns on the same cores).
 */
export const MAX_BAND_WORKERS = 4;

export function defaultBandThreads(): number {
  return Math.min(MAX_BAND_WORKERS, Math.max(1, availableParallelism()));
}

export interface PngEncoderOptions {
  /** Band encoder threads (started on first use). */
  threads?: number;
  /** Bytes of encoded bands kept: half on the main thread (named bands), half in the threads. */
  bandCacheBytes?: number;
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
   * A band with any such row is not named by `key` but by `name`, when there is one: what those
   * rows and the rest are made of (ADR 039; equal names, equal pixels), so it is found again in
   * the band cache without reading its pixels.
   */
  drawn?: { rgba: Uint8Array; rows: Uint8Array; name?: string | null } | null;
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
  { threads, named, counted }: { threads: BandThreads; named: NamedBands; counted: BandCounts },
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
        // Named by the background's rows, or by what its drawn rows are made of (ADR 039): kept
        // here, never hashed on a thread.
        const place = `${width}:${channels}:${y0}:${y1}`;
        let name: string | null = null;
        if (other === null && key !== null) name = `${place}:${key}`;
        else if (other !== null && drawn?.name) name = `${place}:drawn:${drawn.name}`;
        const known = name === null ? undefined : named.get(name);
        if (known) return known;
        counted.posted += 1;
        const result = await threads.encode(
          { pixels, byteOffset, width, y0, y1, channels, named: name !== null, drawn: other },
          band,
        );
        if (name !== null) named.keep(name, result);
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

/** Bands posted to the band threads since the start (tests, logs). */
export interface BandCounts {
  posted: number;
}

export interface EncodedPng {
  png: Buffer;
  bands: number;
  /** Bands taken from the cache, not encoded again. */
  reusedBands: number;
}

/**
 * The process's PNG encoder: its band threads and band caches. `rgba` is straight (not
 * premultiplied) RGBA, row by row; pixels in a SharedArrayBuffer (see PixelBufferPool) reach the
 * threads without a copy.
 */
export class PngEncoder {
  private readonly threads: BandThreads;
  private readonly named: NamedBands;
  /** Bands posted to the band threads (to be encoded, or found there by their pixels' hash). */
  readonly counted: BandCounts = { posted: 0 };

  constructor(options: PngEncoderOptions = {}) {
    const cacheBytes = options.bandCacheBytes ?? DEFAULT_BAND_CACHE_BYTES;
    this.threads = new BandThreads(options.threads ?? defaultBandThreads(), cacheBytes / 2);
    this.named = new NamedBands(cacheBytes / 2);
  }

  /** Band threads at most, and how many run now. */
  get threadCount(): { size: number; running: number } {
    return { size: this.threads.size, running: this.threads.running };
  }

  /** Bytes of named bands kept on the main thread, and their bound. */
  get namedBandBytes(): { bytes: number; budget: number } {
    return { bytes: this.named.bytes, budget: this.named.budget };
  }

  /** The PNG of `rgba`. */
  async encode(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
    return (await this.encodeCounted(rgba, width, height)).png;
  }

  /** The PNG of `rgba`, with how many bands were reused. */
  async encodeCounted(rgba: Uint8Array, width: number, height: number): Promise<EncodedPng> {
    if (rgba.length !== width * height * 4) throw new Error('encodePng: size and pixels differ');
    return this.encodeFromBands(wholePicture(rgba), width, height);
  }

  /**
   * The PNG of a picture whose bands become ready one by one (see BandSource): each band is
   * encoded as soon as its rows are final, while the rest are still being drawn. With any
   * transparent pixel, every band is written again as RGBA from the same sources.
   */
  async encodeFromBands(sources: BandSources, width: number, height: number): Promise<EncodedPng> {
    const parts = { threads: this.threads, named: this.named, counted: this.counted };
    return (
      (await encodeBands(parts, sources, width, height, 3)) ??
      ((await encodeBands(parts, sources, width, height, 4)) as EncodedPng)
    );
  }

  /** Ends the band threads (shutdown). */
  close(): Promise<void> {
    return this.threads.close();
  }
}
