import { Resvg } from '@resvg/resvg-js';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { bandSvg, layerBands } from '#server/render/band-layout.ts';
import { replaceImages, type WantedImage } from '#server/render/layer-image-refs.ts';
import { resvgOptions } from '#server/render/post-pixels.ts';

/**
 * The moving post's parts (ADR 063 'Cheap frames', ADR 066): each element drawn once by resvg,
 * then put into each frame in JavaScript, faded, moved, wiped or scaled from those same pixels.
 */

/** One element drawn once: its rows (premultiplied RGBA, full width) and where it lies. */
export interface Sprite {
  firstRow: number;
  rows: number;
  pixels: Uint8Array;
  /** Per row: the first and one past the last column with a pixel (equal: an empty row). */
  spans: Int32Array;
  /** The first and one past the last column with a pixel in any row. */
  left: number;
  right: number;
  /** The first and one past the last row of the canvas with a pixel. */
  top: number;
  bottom: number;
}

/** What drawing one element needs. */
export interface SpriteDrawing {
  post: RenderedPost;
  scale: number;
  fontDir: string;
  wanted: ReadonlyMap<string, WantedImage>;
  images: ReadonlyMap<string, Uint8Array>;
}

/** Draws one node alone, at its rows; null when it draws nothing. */
export function sprite(node: SvgNode, drawing: SpriteDrawing): Sprite | null {
  const { post, scale } = drawing;
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  const ready = replaceImages(node, drawing.wanted, drawing.images);
  if (!ready) return null;
  const [band] = layerBands([ready], post.height, scale, height);
  if (!band || band.endRow <= band.firstRow) return null;
  const image = new Resvg(
    bandSvg(post, band, scale),
    resvgOptions(scale, post.fontFiles, drawing.fontDir),
  ).render();
  const rows = band.endRow - band.firstRow;
  if (image.width !== width || image.height !== rows) return null;
  const pixels = image.pixels;
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Uint8Array.from(pixels);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * rows);
  const spans = new Int32Array(rows * 2);
  let left = width;
  let right = 0;
  let top = rows;
  let bottom = 0;
  for (let row = 0; row < rows; row++) {
    const start = row * width;
    let first = 0;
    while (first < width && words[start + first] === 0) first++;
    let end = width;
    while (end > first && words[start + end - 1] === 0) end--;
    spans[row * 2] = first;
    spans[row * 2 + 1] = end;
    if (end > first) {
      left = Math.min(left, first);
      right = Math.max(right, end);
      top = Math.min(top, row);
      bottom = row + 1;
    }
  }
  return right > left
    ? {
        firstRow: band.firstRow,
        rows,
        pixels: aligned,
        spans,
        left,
        right,
        top: band.firstRow + top,
        bottom: band.firstRow + bottom,
      }
    : null;
}

/** How a sprite is put into a frame: its opacity, offset, size and the columns of it shown. */
export interface Placement {
  /** Opacity, 0 to 256. */
  alpha: number;
  /** Whole pixels it is moved by. */
  dx: number;
  dy: number;
  /** Its size about its own middle (1: its own pixels, one for one). */
  scale: number;
  /** The sprite's columns shown: from `clipFrom` to one before `clipTo`. */
  clipFrom: number;
  clipTo: number;
  /** The sprite's rows shown (canvas rows, before it is moved): those above this one. */
  clipBelow?: number;
}

/** One premultiplied pixel of `pixels` at `s` over the frame's at `d`, at `alpha` (0 to 256). */
function blend(frame: Uint8Array, d: number, pixels: Uint8Array, s: number, alpha: number): void {
  const sa = pixels[s + 3] as number;
  if (sa === 0) return;
  const keep = 255 - ((sa * alpha) >> 8);
  frame[d] = ((((pixels[s] as number) * alpha) >> 8) + ((frame[d] as number) * keep) / 255) | 0;
  frame[d + 1] =
    ((((pixels[s + 1] as number) * alpha) >> 8) + ((frame[d + 1] as number) * keep) / 255) | 0;
  frame[d + 2] =
    ((((pixels[s + 2] as number) * alpha) >> 8) + ((frame[d + 2] as number) * keep) / 255) | 0;
}

/** `part` over `frame` (RGBA of `width` x `height`) as `place` says. */
export function drawSprite(
  frame: Uint8Array,
  width: number,
  height: number,
  part: Sprite,
  place: Placement,
): void {
  if (place.scale !== 1) return drawScaled(frame, width, height, part, place);
  const { pixels, spans } = part;
  const { alpha, dx, dy } = place;
  // The columns drawn: those shown, and inside the frame once moved.
  const from = Math.max(place.clipFrom, -dx);
  const to = Math.min(place.clipTo, width - dx);
  const rows = Math.min(part.rows, (place.clipBelow ?? Infinity) - part.firstRow);
  for (let row = 0; row < rows; row++) {
    const y = part.firstRow + row + dy;
    if (y < 0 || y >= height) continue;
    const first = Math.max(spans[row * 2] as number, from);
    const end = Math.min(spans[row * 2 + 1] as number, to);
    let s = (row * width + first) * 4;
    let d = (y * width + first + dx) * 4;
    for (let x = first; x < end; x++, s += 4, d += 4) blend(frame, d, pixels, s, alpha);
  }
}

/** `part` scaled about its middle (nearest pixel), then moved, as `place` says. */
function drawScaled(
  frame: Uint8Array,
  width: number,
  height: number,
  part: Sprite,
  place: Placement,
): void {
  const { pixels, spans } = part;
  const { scale } = place;
  if (scale <= 0) return;
  const cx = (part.left + part.right) / 2;
  const cy = part.firstRow + part.rows / 2;
  const half = ((part.right - part.left) * scale) / 2;
  const x0 = Math.max(0, Math.floor(cx - half) + place.dx);
  const x1 = Math.min(width, Math.ceil(cx + half) + place.dx);
  const y0 = Math.max(0, Math.floor(cy - (part.rows * scale) / 2) + place.dy);
  const y1 = Math.min(height, Math.ceil(cy + (part.rows * scale) / 2) + place.dy);
  for (let y = y0; y < y1; y++) {
    const row = Math.floor((y - place.dy + 0.5 - cy) / scale + part.rows / 2);
    if (row < 0 || row >= part.rows || part.firstRow + row >= (place.clipBelow ?? Infinity)) {
      continue;
    }
    const first = Math.max(spans[row * 2] as number, place.clipFrom);
    const end = Math.min(spans[row * 2 + 1] as number, place.clipTo);
    if (end <= first) continue;
    let d = (y * width + x0) * 4;
    for (let x = x0; x < x1; x++, d += 4) {
      const column = Math.floor(cx + (x - place.dx + 0.5 - cx) / scale);
      if (column < first || column >= end) continue;
      blend(frame, d, pixels, (row * width + column) * 4, place.alpha);
    }
  }
}

/** The background zoomed by `zoom` (at least 1) about its centre, nearest pixel, into `frame`. */
export function zoomed(
  source: Uint32Array,
  frame: Uint32Array,
  width: number,
  height: number,
  zoom: number,
  columns: Int32Array,
): void {
  if (zoom <= 1) {
    frame.set(source);
    return;
  }
  const cx = width / 2;
  const cy = height / 2;
  for (let x = 0; x < width; x++) {
    columns[x] = Math.min(width - 1, Math.floor(cx + (x + 0.5 - cx) / zoom));
  }
  for (let y = 0; y < height; y++) {
    const from = Math.min(height - 1, Math.floor(cy + (y + 0.5 - cy) / zoom)) * width;
    let to = y * width;
    for (let x = 0; x < width; x++) frame[to++] = source[from + (columns[x] as number)] as number;
  }
}
