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
/** Pixels (three bytes each) whose Adler sums stay exact before they are reduced (NMAX). */
const pixelsPerSum = 1850;

/** Each picture's bytes as 32-bit pixels, made once per band (a copy only if unaligned). */
function wordViews(): (bytes: Uint8Array) => Uint32Array {
  const views = new Map<Uint8Array, Uint32Array>();
  return (bytes) => {
    let view = views.get(bytes);
    if (!view) {
      const aligned = bytes.byteOffset % 4 === 0 ? bytes : Uint8Array.from(bytes);
      view = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
      views.set(bytes, view);
    }
    return view;
  };
}

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
  const words = wordViews();
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
      // A pixel at once: its four bytes less those above, each modulo 256 (no borrow between
      // bytes), and the Adler sums of its three bytes in one step (s2 gains 3 s1 + 3 r + 2 g + b).
      const src32 = words(src);
      const above32 = words(rows[y - 1 - top]!);
      let p = row >> 2;
      let u = p - (stride >> 2);
      const rowEnd = end >> 2;
      while (p < rowEnd) {
        const stop = Math.min(rowEnd, p + pixelsPerSum);
        for (; p < stop; p++, u++) {
          const x = src32[p]!;
          const z = above32[u]!;
          const d = ((x | 0x80808080) - (z & 0x7f7f7f7f)) ^ ((x ^ ~z) & 0x80808080);
          const fr = d & 255;
          const fg = (d >>> 8) & 255;
          const fb = (d >>> 16) & 255;
          out[o] = fr;
          out[o + 1] = fg;
          out[o + 2] = fb;
          o += 3;
          s2 += 3 * s1 + 3 * fr + 2 * fg + fb;
          s1 += fr + fg + fb;
        }
        s1 %= BASE;
        s2 %= BASE;
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
