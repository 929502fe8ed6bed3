import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import { compositeOver } from '#server/render/composite.ts';
import type { DrawReply, DrawRequest } from '#server/render/draw-workers.ts';

/**
 * A drawing thread (draw-workers.ts, ADR 022; started through typed-worker.ts): one SVG per
 * message drawn with resvg's synchronous `render()`, its pixels sent back as a transferred
 * buffer, without a copy; or, with `composite` (ADR 034), laid over the shared target here and
 * only the inked rows sent back.
 */
const port = parentPort;
if (!port) throw new Error('draw.worker runs as a worker thread');

port.on('message', ({ id, svg, options, composite }: DrawRequest) => {
  let image;
  try {
    image = new Resvg(svg, options).render();
    if (composite) {
      const { width, height } = image;
      const bytes = width * height * 4;
      const target = new Uint8Array(composite.pixels, composite.byteOffset, bytes);
      const under = composite.under
        ? new Uint8Array(composite.under.pixels, composite.under.byteOffset, bytes)
        : undefined;
      const inked = compositeOver(target, image.pixels, width, height, under);
      const reply: DrawReply = { id, width, height, inked };
      port.postMessage(reply, [inked.buffer as ArrayBuffer]);
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
