import { availableParallelism } from 'node:os';

/**
 * The renderer's one memory budget (`RENDER_MEMORY_MB`, docs/export.md) split between its
 * threads and its caches. A render thread holds its working picture (a 4:5 post at 2x is 23 MB,
 * a story 33 MB), the bands resvg draws (in resvg's own allocator) and the encoders' memory.
 * Half the budget is for threads at THREAD_MB each, as many as the cores allow; the rest
 * for what the main thread keeps: prepared backgrounds with their clean PNG bands (most),
 * finished files, and images at the size they are drawn.
 */
export const DEFAULT_RENDER_MEMORY_MB = 384;

/**
 * A render thread's share of the budget. Not its peak: drawing adds 160-230 MiB to the process
 * between posts and more at its peak, with one thread as with two; counting that ran one thread
 * at the default budget, which halved the new posts per second without lowering the peak
 * (docs/export.md, 'Where a render thread's memory goes').
 */
export const THREAD_MB = 64;

/**
 * What a render thread keeps of the backgrounds' bands it drew, as runs (layer-runs.ts, ADR
 * 072), within its share: a look's band in one format is 20-200 KB.
 */
export const layerRunsBytes = 8 * 2 ** 20;

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
