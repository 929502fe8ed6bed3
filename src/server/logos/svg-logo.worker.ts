import { cleanSvgLogoText } from '#server/logos/svg-logo-cleaning.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/** The SVG logo cleaning thread: one message per upload, `{ id, bytes }` in, the cleaning out. */
const port = workerPortBelowMainThread('svg-logo.worker');
port.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  port.postMessage({ id, result: cleanSvgLogoText(bytes) });
});
