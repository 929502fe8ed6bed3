import { createHash } from 'node:crypto';
import { blendOver } from '#server/render/composite.ts';

/**
 * A prepared background's drawn shapes kept small on each render thread (ADR 072,
 * docs/export.md). The looks' stripes, beams, bands and card are flat fills: each row of what
 * resvg draws for them is a few runs of one pixel. Kept as those runs, by the band's SVG text,
 * a background prepared again (every post over colour alone, ADR 073; a photo's after the
 * backgrounds' share let it go) composites the runs instead of asking resvg to draw the band
 * and copy it out: the same pixels, since the runs are resvg's own. A band whose runs would not
 * be small (a template's image, a gradient across its rows) is remembered as such and drawn
 * each time, as before.
 */

/**
 * At most this many runs a row and one more per `pixelsPerRun` pixels of a band: beyond it the
 * band is not worth keeping.
 */
const runsPerRow = 8;
const pixelsPerRun = 64;

/**
 * Runs of one band, row after row: for each row its run count, then each run's first column
 * (within the band), length and premultiplied RGBA pixel (as a little-endian 32-bit number).
 * Transparent pixels are gaps between runs.
 */
export type BandRuns = Uint32Array;

/**
 * resvg's drawing of a band (premultiplied RGBA, `width` x `rows`) as runs; null when it has
 * more than the runs `runsPerRow` and `pixelsPerRun` allow (encoding stops there).
 */
export function encodeRuns(pixels: Uint8Array, width: number, rows: number): BandRuns | null {
  if (pixels.length !== width * rows * 4) throw new Error('encodeRuns: sizes differ');
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Uint8Array.from(pixels);
  const src = new Uint32Array(aligned.buffer, aligned.byteOffset, width * rows);
  const limit = rows * (1 + 3 * runsPerRow) + 3 * Math.ceil((width * rows) / pixelsPerRun);
  const out: number[] = [];
  for (let y = 0; y < rows; y++) {
    const countAt = out.length;
    out.push(0);
    const rowStart = y * width;
    let count = 0;
    let x = 0;
    while (x < width) {
      const pixel = src[rowStart + x]!;
      let end = x + 1;
      while (end < width && src[rowStart + end] === pixel) end++;
      if (pixel !== 0) {
        out.push(x, end - x, pixel);
        count += 1;
        if (out.length > limit) return null;
      }
      x = end;
    }
    out[countAt] = count;
  }
  return Uint32Array.from(out);
}

/**
 * Composites a band's runs over the band's rows of an opaque RGBA picture (`width` pixels a
 * row), the runs starting at `firstColumn`; the same pixels as compositing resvg's drawing
 * (composite.ts). With `under`, each row the runs draw on is first copied from there. Returns
 * one flag per row: 1 where the band has a pixel.
 */
export function compositeRuns(
  base: Uint8Array,
  runs: BandRuns,
  width: number,
  rows: number,
  firstColumn: number,
  under?: Uint8Array,
): Uint8Array {
  if (base.length !== width * rows * 4 || base.byteOffset % 4 !== 0) {
    throw new Error('compositeRuns: sizes differ');
  }
  const touched = new Uint8Array(rows);
  const dst = new Uint32Array(base.buffer, base.byteOffset, width * rows);
  let at = 0;
  for (let y = 0; y < rows; y++) {
    const count = runs[at++]!;
    if (count === 0) continue;
    touched[y] = 1;
    if (under) base.set(under.subarray(y * width * 4, (y + 1) * width * 4), y * width * 4);
    const rowStart = y * width + firstColumn;
    for (let r = 0; r < count; r++, at += 3) {
      const start = rowStart + runs[at]!;
      const end = start + runs[at + 1]!;
      const over = runs[at + 2]!;
      if (over >>> 24 === 255) {
        dst.fill(over, start, end);
        continue;
      }
      // A look's ground repeats a colour along its rows: a pixel like the one before it takes
      // the same result.
      let under = dst[start]!;
      let blended = blendOver(over, under);
      for (let p = start; p < end; p++) {
        const pixel = dst[p]!;
        if (pixel !== under) {
          under = pixel;
          blended = blendOver(over, pixel);
        }
        dst[p] = blended;
      }
    }
  }
  return touched;
}

/**
 * The runs one render thread keeps, by band, within `maxBytes` (the least recently used let
 * go first). A band not worth keeping is remembered by its key alone.
 */
export class LayerRuns {
  private readonly kept = new Map<string, BandRuns | null>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The key of a band: its SVG text with what else resvg draws it from. */
  static key(svg: string, scale: number, fontFiles: readonly string[]): string {
    return createHash('sha256')
      .update(`${scale}\n${fontFiles.join('\n')}\n${svg}`)
      .digest('hex');
  }

  /** The band's runs; null when it is not worth keeping; undefined when not known yet. */
  get(key: string): BandRuns | null | undefined {
    const runs = this.kept.get(key);
    if (runs === undefined) return undefined;
    this.kept.delete(key);
    this.kept.set(key, runs);
    return runs;
  }

  keep(key: string, runs: BandRuns | null): void {
    const size = runs?.byteLength ?? 0;
    if (size > this.maxBytes) return;
    this.forget(key);
    this.kept.set(key, runs);
    this.bytes += size;
    for (const [oldest, old] of this.kept) {
      if (this.bytes <= this.maxBytes && this.kept.size <= maxKeys) break;
      this.forget(oldest, old);
    }
  }

  /** Bytes kept (tests, the thread's share). */
  get size(): number {
    return this.bytes;
  }

  private forget(key: string, runs = this.kept.get(key)): void {
    if (!this.kept.has(key)) return;
    this.kept.delete(key);
    this.bytes -= runs?.byteLength ?? 0;
  }
}

/** Keys remembered at most, runs or not (each a 64-character key). */
const maxKeys = 4096;
