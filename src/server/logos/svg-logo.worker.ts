import { parentPort } from 'node:worker_threads';
import { cleanSvgLogoText } from '#server/logos/svg-logo-cleaning.ts';
import { runBelowMainThread } from '#server/workers/thread-priority.ts';

/** The SVG logo cleaning thread: one message per upload, `{ id, bytes }` in, the cleaning out. */
const port = parentPort;
if (!port) throw new Error('svg-logo.worker runs as a worker thread');
runBelowMainThread();
port.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  port.postMessage({ id, result: cleanSvgLogoText(bytes) });
});
