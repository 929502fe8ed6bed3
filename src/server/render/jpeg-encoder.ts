import sharp from 'sharp';
import { KeptBands } from '#server/render/kept-bands.ts';
import { bandCount, bandRows, type BandSources } from '#server/render/png-encoder.ts';

/**
 * The JPEG download (ADR 024 and 034): opaque RGBA pixels as a baseline JPEG, sRGB with the sRGB
 * profile embedded, 4:4:4 chroma (no colour bleeding on the edges of text and logos), at a
 * quality that keeps small text crisp.
 *
 * Encoded the PNG's way (ADR 034): the picture is cut into the PNG encoder's 64-row bands; each
 * band is encoded by itself by sharp (libjpeg-turbo, on libuv's thread pool, off the main thread)
 * with the standard Huffman tables, as soon as its rows are final. With the same quality and
 * tables every band's scan is what a whole-picture encode would write between two restart
 * markers, so the bands' scans are joined with RST markers under one header with a restart
 * interval of one band (64 rows: a multiple of the 8-row MCU of 4:4:4). A decoder reads back the
 * exact pixels of a whole-picture encode with the same settings. Bands of a prepared
 * background's rows (none of them inked by the overlay) are kept by the background's identity,
 * so the photo's rows between the texts are encoded once per photo, not once per post. Bands
 * with drawn rows are kept by what they are made of (ADR 039: the background's identity and the
 * names the drawing threads give the overlay bands over them), never by reading their pixels: a
 * band is encoded alone with the same tables, so the same pixels give the same scan, and a post
 * drawn again (or a band of it that no game changes) is neither copied nor encoded again.
 */
export const JPEG_QUALITY = 90;

/** What the JPEG's bytes depend on besides the pixels (part of its ETag, export-conditions.ts). */
export const JPEG_SETTINGS = `q${JPEG_QUALITY}-444-srgb-app2-std-huffman-rst64`;

/** Memory for encoded JPEG bands kept to be reused when none is configured. */
export const DEFAULT_JPEG_BAND_CACHE_BYTES = 16 * 1024 * 1024;

const bandOptions = {
  quality: JPEG_QUALITY,
  chromaSubsampling: '4:4:4',
  mozjpeg: false,
  // The standard tables: the same in every band, so the bands' scans join into one.
  optimiseCoding: false,
} as const;

/**
 * sharp's compact sRGB profile (480 bytes), taken once. The pixels already are sRGB: asking sharp
 * to attach the profile would run a colour transform over every pixel (measured: over 100 ms at
 * 2160x2700) that changes nothing, so the profile is written into the file as its APP2 segment.
 */
let srgbProfile: Promise<Buffer> | null = null;

function profile(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .jpeg()
    .withIccProfile('srgb')
    .toBuffer()
    .then(async (tiny) => {
      const icc = (await sharp(tiny).metadata()).icc;
      if (!icc) throw new Error('sharp gave no sRGB profile');
      return icc;
    });
  return srgbProfile;
}

/** The JPEG with an ICC profile segment (APP2, ICC_PROFILE, one chunk) after its JFIF header. */
export function withIccSegment(jpeg: Buffer, icc: Buffer): Buffer {
  const marker = Buffer.from('ICC_PROFILE\0', 'latin1');
  const length = 2 + marker.length + 2 + icc.length;
  if (length > 0xffff) throw new Error('ICC profile too large for one segment');
  const segment = Buffer.alloc(2 + length);
  segment.writeUInt16BE(0xffe2, 0);
  segment.writeUInt16BE(length, 2);
  marker.copy(segment, 4);
  segment[4 + marker.length] = 1;
  segment[5 + marker.length] = 1;
  icc.copy(segment, 6 + marker.length);
  // SOI, then APP0 (JFIF) when there is one: the profile follows it.
  let at = 2;
  if (jpeg.readUInt16BE(2) === 0xffe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), segment, jpeg.subarray(at)]);
}

/** A baseline JPEG cut into its marker segments up to the scan, and the scan's entropy-coded bytes. */
export interface JpegParts {
  /** Every segment between SOI and SOS (tables, frame header), marker and length included. */
  segments: { marker: number; bytes: Buffer }[];
  /** The SOS segment (scan header). */
  scanHeader: Buffer;
  /** The entropy-coded data of the one scan, up to EOI. */
  scan: Buffer;
}

export function jpegParts(jpeg: Buffer): JpegParts {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const segments: JpegParts['segments'] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    const bytes = jpeg.subarray(at, at + 2 + length);
    if (marker === 0xffda) {
      if (jpeg.readUInt16BE(jpeg.length - 2) !== 0xffd9) throw new Error('JPEG without EOI');
      return { segments, scanHeader: bytes, scan: jpeg.subarray(at + 2 + length, jpeg.length - 2) };
    }
    segments.push({ marker, bytes });
    at += 2 + length;
  }
  throw new Error('JPEG without a scan');
}

/** One band's pixels (RGBA rows) as sharp encodes it; the whole file, tables and all. */
function encodeBand(rgba: Uint8Array, width: number, rows: number): Promise<Buffer> {
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, width * rows * 4);
  return sharp(pixels, { raw: { width, height: rows, channels: 4 } })
    .removeAlpha()
    .jpeg(bandOptions)
    .toBuffer();
}

export interface EncodedJpeg {
  jpeg: Buffer;
  bands: number;
  /** Bands taken from the cache, not encoded again. */
  reusedBands: number;
}

/** Widths whose tables and frame are kept (JpegEncoder.tablesFor): the posts' sizes. */
const KEPT_TABLES = 16;

/** The header of the joined file: the tables and frame of a band, the picture's height, DRI. */
function header(
  first: Pick<JpegParts, 'segments' | 'scanHeader'>,
  height: number,
  restartInterval: number,
  icc: Buffer,
): Buffer {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  for (const { marker, bytes } of first.segments) {
    if (marker === 0xffc0) {
      const frame = Buffer.from(bytes);
      frame.writeUInt16BE(height, 5);
      parts.push(frame);
    } else if (marker !== 0xffdd) parts.push(bytes);
  }
  if (restartInterval > 0) {
    const dri = Buffer.alloc(6);
    dri.writeUInt16BE(0xffdd, 0);
    dri.writeUInt16BE(4, 2);
    dri.writeUInt16BE(restartInterval, 4);
    parts.push(dri);
  }
  parts.push(first.scanHeader);
  return withIccSegment(Buffer.concat(parts), icc);
}

/**
 * The process's JPEG encoder (ADR 034): sharp on libuv's thread pool, one band at a time as its
 * rows are ready, and the encoded bands of prepared backgrounds. Built once per process with the
 * render threads (render-threads.ts).
 */
export class JpegEncoder {
  /** Encoded band scans kept by name (a prepared background's rows, or what drawn rows are made of). */
  private readonly named: KeptBands<Buffer>;
  /** By width: the tables, frame and scan header a band of that width is encoded with. */
  private readonly tables = new Map<number, Pick<JpegParts, 'segments' | 'scanHeader'>>();
  /** Bands encoded by sharp since the start (not taken from the band cache), for tests and logs. */
  readonly counted = { encoded: 0 };

  constructor(options: { bandCacheBytes?: number } = {}) {
    this.named = new KeptBands(
      options.bandCacheBytes ?? DEFAULT_JPEG_BAND_CACHE_BYTES,
      (scan) => scan.length,
    );
  }

  /** Bytes of encoded bands kept, and their bound. */
  get namedBandBytes(): { bytes: number; budget: number } {
    return { bytes: this.named.bytes, budget: this.named.budget };
  }

  /**
   * The tables, frame and scan header of a band `width` pixels wide: those of a band encoded now
   * (every band's are the same), else those kept from an earlier picture of that width, else
   * those of a tiny picture encoded for them.
   */
  private async tablesFor(
    width: number,
    encoded: JpegParts | null,
  ): Promise<Pick<JpegParts, 'segments' | 'scanHeader'>> {
    const kept = this.tables.get(width);
    if (kept) return kept;
    const parts = encoded ?? jpegParts(await encodeBand(new Uint8Array(width * 8 * 4), width, 8));
    // Copies: the band's whole file is not held for its few hundred bytes of tables.
    const tables = {
      segments: parts.segments.map(({ marker, bytes }) => ({ marker, bytes: Buffer.from(bytes) })),
      scanHeader: Buffer.from(parts.scanHeader),
    };
    if (this.tables.size >= KEPT_TABLES) this.tables.clear();
    this.tables.set(width, tables);
    return tables;
  }

  /** The JPEG of a whole picture in memory. */
  async encode(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
    if (rgba.length !== width * height * 4) throw new Error('encodeJpeg: size and pixels differ');
    const sources: BandSources = () => Promise.resolve({ rgba, key: null });
    return (await this.encodeFromBands(sources, width, height)).jpeg;
  }

  /**
   * The JPEG of a picture whose bands become ready one by one (see BandSource in png-encoder.ts):
   * each band is encoded as soon as its rows are final, while the rest are still being drawn.
   * A band with rows of `drawn` has the background's other rows copied into `drawn` first (its
   * rows are final then, nobody writes them again), so sharp reads one run of rows.
   */
  async encodeFromBands(sources: BandSources, width: number, height: number): Promise<EncodedJpeg> {
    const count = bandCount(height);
    const [y0, y1] = bandRows(0, height);
    // MCUs per band: the restart interval (none for a picture of one band).
    const interval = count > 1 ? Math.ceil(width / 8) * ((y1 - y0) / 8) : 0;
    if (interval > 0xffff) throw new Error('encodeJpeg: picture too wide for bands');
    const stride = width * 4;
    let reusedBands = 0;
    const tasks = Array.from({ length: count }, async (_, index) => {
      const [y0, y1] = bandRows(index, height);
      const { rgba, key, drawn } = await sources(index, y0, y1);
      // The flags start at the row above the band (the PNG's filter needs it; a JPEG does not).
      const flags = drawn ? drawn.rows.subarray(y0 > 0 ? 1 : 0) : null;
      const inked = flags?.includes(1) ?? false;
      // Named by the background's rows, or by what the drawn rows are made of (ADR 039; the name
      // covers the row above too, which a JPEG band does not need: a little less reuse, never a
      // wrong one). Without a name a drawn band is encoded every time.
      let name: string | null = null;
      if (!inked && key !== null) name = `${width}:${y0}:${y1}:${key}`;
      else if (inked && drawn?.name) name = `${width}:${y0}:${y1}:drawn:${drawn.name}`;
      const known = name === null ? undefined : this.named.get(name);
      if (known) {
        reusedBands++;
        return { scan: known, parts: null };
      }
      let pixels = rgba.subarray(y0 * stride, y1 * stride);
      if (drawn && flags && inked) {
        // The background's rows join the drawn ones in the output (final now, nobody writes
        // them again), and sharp reads the band from there.
        for (let y = y0; y < y1; y++) {
          if (flags[y - y0]) continue;
          drawn.rgba.set(rgba.subarray(y * stride, (y + 1) * stride), y * stride);
        }
        pixels = drawn.rgba.subarray(y0 * stride, y1 * stride);
      }
      this.counted.encoded += 1;
      const parts = jpegParts(await encodeBand(pixels, width, y1 - y0));
      if (name !== null) this.named.keep(name, parts.scan);
      return { scan: parts.scan, parts };
    });
    const [bands, icc] = await Promise.all([Promise.all(tasks), profile()]);
    const encoded = bands.find((band) => band.parts !== null)?.parts ?? null;
    const out: Buffer[] = [header(await this.tablesFor(width, encoded), height, interval, icc)];
    bands.forEach(({ scan }, index) => {
      out.push(scan);
      if (index < bands.length - 1) out.push(Buffer.from([0xff, 0xd0 + (index % 8)]));
    });
    out.push(Buffer.from([0xff, 0xd9]));
    return { jpeg: Buffer.concat(out), bands: count, reusedBands };
  }
}

/** A picture's JPEG without a kept band (tests, tools). */
export function encodeJpeg(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  return new JpegEncoder({ bandCacheBytes: 0 }).encode(rgba, width, height);
}
