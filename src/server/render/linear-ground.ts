import type { RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';

/**
 * A look's ground, drawn without resvg (post-pixels.ts, docs/export.md): a rectangle over the
 * whole canvas filled with a linear gradient of opaque stops, as the built-in looks begin, or
 * with one opaque colour (the light look). resvg fills it at about 13 ns a pixel (75 ms for a
 * 4:5 post at 2x); here each row is one run of a colour that changes by a constant step, the
 * same pixels within two levels (a plain colour is a gradient of two equal stops: the same
 * pixels). Anything else (a rounded or partial rectangle, a gradient with transparency, a
 * transform, another spread) is left to resvg.
 */

interface Stop {
  offset: number;
  rgb: [number, number, number];
}

const hex = /^#([0-9a-f]{6})$/i;

/** The 32-bit writes below put red first in memory only on a little-endian machine. */
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A `#rrggbb` colour as its channels; null for any other way of writing one. */
function rgbOf(value: string | number | undefined): Stop['rgb'] | null {
  const digits = hex.exec(String(value ?? ''))?.[1];
  if (!digits) return null;
  const number = parseInt(digits, 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

function stopsOf(gradient: SvgNode): Stop[] | null {
  const stops: Stop[] = [];
  for (const stop of gradient.children ?? []) {
    if (stop.tag !== 'stop' || stop.attrs['stop-opacity'] !== undefined) return null;
    const rgb = rgbOf(stop.attrs['stop-color']);
    const offset = Number(stop.attrs.offset ?? 0);
    if (!rgb || !Number.isFinite(offset)) return null;
    // Offsets never go back (SVG: each is at least the one before), within 0 to 1.
    const previous = stops.at(-1)?.offset ?? 0;
    stops.push({ offset: Math.max(previous, Math.min(1, Math.max(0, offset))), rgb });
  }
  return stops.length >= 2 ? stops : null;
}

/** The gradient and its vector when `node` is a ground this module draws; null otherwise. */
export function linearGround(
  post: Pick<RenderedPost, 'width' | 'height' | 'defs'>,
  node: SvgNode | undefined,
): { stops: Stop[]; x1: number; y1: number; x2: number; y2: number } | null {
  if (!littleEndian || !node || node.tag !== 'rect' || node.children?.length) return null;
  const { x = 0, y = 0, width, height, fill, ...rest } = node.attrs;
  if (Number(x) !== 0 || Number(y) !== 0) return null;
  if (Number(width) !== post.width || Number(height) !== post.height) return null;
  // Only what a plain fill says: no corners, opacity, stroke or transform.
  if (Object.keys(rest).length > 0) return null;
  const plain = rgbOf(fill);
  if (plain)
    return { stops: [0, 1].map((offset) => ({ offset, rgb: plain })), x1: 0, y1: 0, x2: 0, y2: 1 };
  const id = /^url\(#([^)]+)\)$/.exec(String(fill ?? ''))?.[1];
  const gradient = post.defs.find((def) => def.tag === 'linearGradient' && def.attrs.id === id);
  if (!gradient) return null;
  const { id: _id, x1 = 0, y1 = 0, x2 = 1, y2 = 0, ...other } = gradient.attrs;
  // Bounding-box units, pad spread and no transform: the defaults the looks use.
  if (Object.keys(other).length > 0) return null;
  const vector = [x1, y1, x2, y2].map(Number);
  if (vector.some((value) => !Number.isFinite(value))) return null;
  const stops = stopsOf(gradient);
  if (!stops) return null;
  const [gx1, gy1, gx2, gy2] = vector as [number, number, number, number];
  if (gx1 === gx2 && gy1 === gy2) return null;
  return { stops, x1: gx1, y1: gy1, x2: gx2, y2: gy2 };
}

/**
 * Fills `target` (RGBA, `width` x `height` pixels for a post of `post.width` units) with the
 * ground. In the rectangle's bounding box (u, v from 0 to 1) the gradient runs along its vector;
 * each pixel takes the colour at its centre's place along it, padded beyond the ends.
 */
export function fillLinearGround(
  ground: NonNullable<ReturnType<typeof linearGround>>,
  target: Uint8Array,
  width: number,
  height: number,
): void {
  const { stops, x1, y1, x2, y2 } = ground;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  // t at a pixel centre: ((u - x1) dx + (v - y1) dy) / length, linear in the column.
  const step = dx / width / length;
  const last = stops.length - 1;
  const pixels = new Uint32Array(target.buffer, target.byteOffset, width * height);
  const colourAt = (t: number): number => {
    let i = 0;
    while (i < last && (stops[i + 1] as Stop).offset < t) i++;
    const a = stops[i] as Stop;
    const b = stops[Math.min(i + 1, last)] as Stop;
    const span = b.offset - a.offset;
    const f = t <= a.offset ? 0 : t >= b.offset || span <= 0 ? 1 : (t - a.offset) / span;
    const r = Math.round(a.rgb[0] + (b.rgb[0] - a.rgb[0]) * f);
    const g = Math.round(a.rgb[1] + (b.rgb[1] - a.rgb[1]) * f);
    const bl = Math.round(a.rgb[2] + (b.rgb[2] - a.rgb[2]) * f);
    // RGBA in memory is ABGR as a little-endian 32-bit number.
    return ((255 << 24) | (bl << 16) | (g << 8) | r) >>> 0;
  };
  // The colours along the gradient in 1024 steps: more than 8-bit channels can tell apart.
  const table = new Uint32Array(1025);
  for (let k = 0; k <= 1024; k++) table[k] = colourAt(k / 1024);
  const at = (t: number) => table[t <= 0 ? 0 : t >= 1 ? 1024 : (t * 1024 + 0.5) | 0] as number;
  const origin = ((0.5 / width - x1) * dx + (0.5 / height - y1) * dy) / length;
  if (slantedRows(pixels, width, height, at, { origin, step, rowStep: dy / height / length })) {
    return;
  }
  for (let row = 0; row < height; row++) {
    const v = (row + 0.5) / height;
    let t = ((0.5 / width - x1) * dx + (v - y1) * dy) / length;
    const start = row * width;
    if (step === 0) {
      // A gradient from top to foot: the row is one colour.
      const k = t <= 0 ? 0 : t >= 1 ? 1024 : (t * 1024 + 0.5) | 0;
      pixels.fill(table[k] as number, start, start + width);
      continue;
    }
    for (let column = 0; column < width; column++, t += step) pixels[start + column] = at(t);
  }
}

/**
 * A slanted gradient whose colour changes by at most half a table step from one column to the
 * next (the looks' at 2x: 0.13-0.24): row r is row 0 moved by r times the columns the gradient
 * moves per row, rounded to whole columns, so every row is a copy out of one long row. A pixel's
 * place along the gradient is then off by at most half a column, a quarter of a table step: the
 * same colour within one level, 2.0 instead of 14.5 ms at 4:5 2x (ADR 073). Answers false when
 * it does not apply (steep or fast gradients: a colour per pixel). `origin` is t at the first
 * pixel's centre, `step` and `rowStep` what t moves by from one column and one row to the next.
 */
function slantedRows(
  pixels: Uint32Array,
  width: number,
  height: number,
  at: (t: number) => number,
  { origin, step, rowStep }: { origin: number; step: number; rowStep: number },
): boolean {
  if (step === 0 || Math.abs(step) * 1024 > 0.5) return false;
  // Columns the gradient moves by per row.
  const perRow = rowStep / step;
  const last = Math.round((height - 1) * perRow);
  const low = Math.min(0, last);
  const span = width + Math.abs(last);
  if (span > 4 * (width + height)) return false;
  const long = new Uint32Array(span);
  for (let m = 0; m < span; m++) long[m] = at(origin + (m + low) * step);
  for (let row = 0; row < height; row++) {
    const from = Math.round(row * perRow) - low;
    pixels.set(long.subarray(from, from + width), row * width);
  }
  return true;
}
