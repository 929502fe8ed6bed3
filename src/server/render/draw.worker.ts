import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import type { DrawReply, DrawRequest } from '#server/render/draw-workers.ts';

/**
 * A drawing thread (draw-workers.ts, ADR 022; started through typed-worker.ts): one SVG per
 * message drawn with resvg's synchronous `render()`, its pixels sent back as a transferred
 * buffer, without a copy.
 */
const port = parentPort;
if (!port) throw new Error('draw.worker runs as a worker thread');

port.on('message', ({ id, svg, options }: DrawRequest) => {
  let image;
  try {
    image = new Resvg(svg, options).render();
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
