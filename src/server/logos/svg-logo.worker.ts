import { cleanSvgLogoText } from '#server/logos/svg-logo-cleaning.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * The SVG cleaning thread: one message per SVG to keep or draw, `{ id, bytes, drawSide }` in,
 * the cleaning out. `{ ready: true }` once loaded: each SVG's budget starts only then.
 */
const port = workerPortBelowMainThread('svg-logo.worker');
port.on(
  'message',
  ({ id, bytes, drawSide }: { id: number; bytes: Uint8Array; drawSide: number }) => {
    port.postMessage({ id, result: cleanSvgLogoText(bytes, drawSide) });
  },
);
port.postMessage({ ready: true });
