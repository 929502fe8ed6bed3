import { availableParallelism } from 'node:os';

/**
 * The renderer's one memory budget (`RENDER_MEMORY_MB`, docs/export.md) split between its
 * threads and its caches. A render thread holds its own V8 isolate and modules (about 40 MB),
 * its working picture (a 4:5 post at 2x is 23 MB, a story 33 MB), the full-canvas pixmap and
 * its copy that resvg gives for a new background's backdrop, the bands resvg draws and the
 * encoders' memory: measured at THREAD_MB or more at its peak. Up to half the budget is for
 * threads, as many as fit and the cores allow, at least one; the rest for what the main thread
 * keeps: prepared backgrounds with their clean PNG bands (most), finished files, and images at
 * the size they are drawn.
 */
export const DEFAULT_RENDER_MEMORY_MB = 384;

/**
 * A render thread's memory at its peak, measured (docs/export.md, 29 November 2026): one thread
 * drawing new posts (four looks, 4:5 and 9:16 at 2x, over a photo and without) takes the
 * process 250-350 MB above its idle memory and its caches' fill. It was counted as 64 MB, so
 * the default budget ran two threads and the process peaked far above it.
 */
export const THREAD_MB = 256;

export interface RenderMemory {
  threads: number;
  backgroundBytes: number;
  fileBytes: number;
  imageBytes: number;
}

export function renderMemory(
  budgetMb = DEFAULT_RENDER_MEMORY_MB,
  cores = availableParallelism(),
): RenderMemory {
  const threads = Math.max(1, Math.min(cores, Math.floor(budgetMb / 2 / THREAD_MB)));
  const cacheBytes = Math.max(0, budgetMb - threads * THREAD_MB) * 2 ** 20;
  return {
    threads,
    backgroundBytes: Math.floor(cacheBytes * 0.7),
    fileBytes: Math.floor(cacheBytes * 0.2),
    imageBytes: Math.floor(cacheBytes * 0.1),
  };
}
