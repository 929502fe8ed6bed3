/**
 * The filtering of one PNG band (ADR 017), run on the band encoder's threads
 * (png-band.worker.ts): row 0 of the picture has nothing above it and is Sub-filtered, every
 * other row Up-filtered against the row above in the picture (so a band's first row looks into
 * the band before it; decoders read rows in order). The Adler-32 of the filtered bytes is summed
 * in the same pass, its sums reduced before they can overflow (5552 bytes at most, zlib's NMAX).
 *
 * `rows[y - top]` is the whole picture row `y` is read from (`top`: the band's first row, or the
 * row above it); `stride` is the RGBA row length. The filtered rows (filter byte first) are
 * written to `out`.
 */
export interface FilteredBand {
  /** Bytes written to `out`. */
  length: number;
  /** Adler-32 of those bytes. */
  adler: number;
}

const BASE = 65521;

/** Whether rows y0 to y1 have no pixel with alpha below 255. */
export function opaque(
  rows: readonly Uint8Array[],
  top: number,
  stride: number,
  y0: number,
  y1: number,
): boolean {
  for (let y = y0; y < y1; y++) {
    const src = rows[y - top]!;
    for (let i = y * stride + 3, end = (y + 1) * stride; i < end; i += 4) {
      if (src[i] !== 255) return false;
    }
  }
  return true;
}

/** The band as RGB rows (the alpha channel dropped: the caller checked it is opaque). */
export function filterRgb(
  rows: readonly Uint8Array[],
  top: number,
  stride: number,
  y0: number,
  y1: number,
  out: Uint8Array,
): FilteredBand {
  let o = 0;
  let s1 = 1;
  let s2 = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * stride;
    const end = row + stride;
    const src = rows[y - top]!;
    if (y === 0) {
      out[o++] = 1;
      s1 += 1;
      s2 += s1;
      let pr = 0;
      let pg = 0;
      let pb = 0;
      for (let i = row; i < end; i += 4) {
        const r = src[i]!;
        const g = src[i + 1]!;
        const b = src[i + 2]!;
        const fr = (r - pr) & 255;
        const fg = (g - pg) & 255;
        const fb = (b - pb) & 255;
        out[o] = fr;
        out[o + 1] = fg;
        out[o + 2] = fb;
        o += 3;
        s1 += fr;
        s2 += s1;
        s1 += fg;
        s2 += s1;
        s1 += fb;
        s2 += s1;
        if ((n += 3) >= 5550) {
          s1 %= BASE;
          s2 %= BASE;
          n = 0;
        }
        pr = r;
        pg = g;
        pb = b;
      }
    } else {
      out[o++] = 2;
      s1 += 2;
      s2 += s1;
      const above = rows[y - 1 - top]!;
      for (let i = row, u = row - stride; i < end; i += 4, u += 4) {
        const fr = (src[i]! - above[u]!) & 255;
        const fg = (src[i + 1]! - above[u + 1]!) & 255;
        const fb = (src[i + 2]! - above[u + 2]!) & 255;
        out[o] = fr;
        out[o + 1] = fg;
        out[o + 2] = fb;
        o += 3;
        s1 += fr;
        s2 += s1;
        s1 += fg;
        s2 += s1;
        s1 += fb;
        s2 += s1;
        if ((n += 3) >= 5550) {
          s1 %= BASE;
          s2 %= BASE;
          n = 0;
        }
      }
    }
    s1 %= BASE;
    s2 %= BASE;
    n = 0;
  }
  return { length: o, adler: ((s2 << 16) | s1) >>> 0 };
}

/** The band as RGBA rows. */
export function filterRgba(
  rows: readonly Uint8Array[],
  top: number,
  stride: number,
  y0: number,
  y1: number,
  out: Uint8Array,
): FilteredBand {
  let o = 0;
  let s1 = 1;
  let s2 = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * stride;
    const end = row + stride;
    const src = rows[y - top]!;
    const above = y === 0 ? src : rows[y - 1 - top]!;
    const type = y === 0 ? 1 : 2;
    out[o++] = type;
    s1 += type;
    s2 += s1;
    for (let i = row; i < end; i++) {
      const f =
        (type === 1
          ? i - row < 4
            ? src[i]!
            : src[i]! - src[i - 4]!
          : src[i]! - above[i - stride]!) & 255;
      out[o++] = f;
      s1 += f;
      s2 += s1;
      if (++n >= 5550) {
        s1 %= BASE;
        s2 %= BASE;
        n = 0;
      }
    }
    s1 %= BASE;
    s2 %= BASE;
    n = 0;
  }
  return { length: o, adler: ((s2 << 16) | s1) >>> 0 };
}
