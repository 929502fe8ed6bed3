import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { compositeOver } from '#server/render/composite.ts';
import type { DrawReply, DrawRequest } from '#server/render/draw-workers.ts';
import { KeptBands } from '#server/render/kept-bands.ts';
import { svgText } from '#server/render/shared-svg.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * A drawing thread (draw-workers.ts, ADR 022; started through typed-worker.ts): one SVG per
 * message drawn with resvg's synchronous `render()`, its pixels sent back as a transferred
 * buffer, without a copy; or, with `composite` (ADR 034), laid over the shared target here and
 * only the inked rows sent back. A drawing laid over pixels the request names (`under.key`, ADR
 * 036) is kept: its inked rows as composited, by the drawing and that name, so the same band of
 * the same post over the same background is laid again without resvg (least recently used
 * dropped beyond `keepBytes`). That key goes back with the inked rows as the band's name (ADR
 * 039): what its rows are made of, by which the encoders keep the bands it is part of.
 */
const port = workerPortBelowMainThread('draw.worker');

/** A composited band: its size, its inked rows' flags and those rows' bytes, one after another. */
interface KeptBand {
  width: number;
  height: number;
  inked: Uint8Array;
  rows: Uint8Array;
}

/** The bands kept, within the budget the pool sends with the requests that may keep (one a pool). */
let kept: KeptBands<KeptBand> | undefined;

/** The inked rows of `target` (rows of `width` RGBA pixels), one after another. */
function inkedRows(target: Uint8Array, inked: Uint8Array, width: number): Uint8Array {
  const stride = width * 4;
  const rows = new Uint8Array(inked.reduce((sum, flag) => sum + flag, 0) * stride);
  let at = 0;
  inked.forEach((flag, y) => {
    if (!flag) return;
    rows.set(target.subarray(y * stride, (y + 1) * stride), at);
    at += stride;
  });
  return rows;
}

/** Lays a kept band's inked rows into `target` at their places. */
function layKept(target: Uint8Array, band: KeptBand): void {
  const stride = band.width * 4;
  let at = 0;
  band.inked.forEach((flag, y) => {
    if (!flag) return;
    target.set(band.rows.subarray(at, at + stride), y * stride);
    at += stride;
  });
}

function composited(id: number, band: KeptBand, reused: boolean, name: string | null): void {
  const inked = Uint8Array.from(band.inked);
  const reply: DrawReply = { id, width: band.width, height: band.height, inked, reused };
  if (name !== null) reply.name = name;
  port.postMessage(reply, [inked.buffer as ArrayBuffer]);
}

port.on('message', ({ id, svg: sent, options, composite, keepBytes = 0 }: DrawRequest) => {
  let image;
  try {
    const svg = svgText(sent);
    const named = composite?.under?.key;
    // The band's name (ADR 039): sent back with the inked rows, and the key it is kept by.
    const key = named
      ? createHash('sha256')
          .update(named)
          .update('\0')
          .update(JSON.stringify(options))
          .update('\0')
          .update(svg)
          .digest('base64')
      : null;
    const keeping =
      key !== null && keepBytes > 0
        ? (kept ??= new KeptBands(keepBytes, (band) => band.rows.length))
        : undefined;
    const known = key === null ? undefined : keeping?.get(key);
    if (composite && key !== null && known) {
      const target = new Uint8Array(
        composite.pixels,
        composite.byteOffset,
        known.width * known.height * 4,
      );
      layKept(target, known);
      composited(id, known, true, key);
      return;
    }
    image = new Resvg(svg, options).render();
    if (composite) {
      const { width, height } = image;
      const bytes = width * height * 4;
      const target = new Uint8Array(composite.pixels, composite.byteOffset, bytes);
      const under = composite.under
        ? new Uint8Array(composite.under.pixels, composite.under.byteOffset, bytes)
        : undefined;
      const inked = compositeOver(target, image.pixels, width, height, under);
      const rows = keeping ? inkedRows(target, inked, width) : new Uint8Array(0);
      const band: KeptBand = { width, height, inked, rows };
      if (key !== null && keeping) keeping.keep(key, band);
      composited(id, band, false, key);
      return;
    }
  } catch (error) {
    port.postMessage({ id, error: String((error instanceof Error && error.message) || error) });
    return;
  }
  let pixels = image.pixels;
  if (pixels.byteOffset !== 0 || pixels.byteLength !== pixels.buffer.byteLength) {
    pixels = Buffer.from(pixels);
  }
  const buffer = pixels.buffer as ArrayBuffer;
  const reply: DrawReply = { id, width: image.width, height: image.height, pixels: buffer };
  port.postMessage(reply, [buffer]);
});
