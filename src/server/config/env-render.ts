import { wholeNumber } from '#server/config/env-values.ts';
import { DEFAULT_RENDER_MEMORY_MB } from '#server/render/render-memory.ts';

/**
 * Exports and uploads: their admission, the render budget and the rasteriser's threads and caches
 * (ADR 029), and how long requests may finish after SIGTERM.
 */
export const renderShape = {
  EXPORT_QUEUE_MAX: wholeNumber('a whole number from 1 to 1000', 1, 1000).default(24),
  EXPORT_MAX_PER_USER: wholeNumber('a whole number from 1 to 100', 1, 100).default(2),
  RENDER_BUDGET_MS: wholeNumber('a whole number of milliseconds from 1 to 60000', 1, 60000).default(
    10_000,
  ),
  // A video's own budget (ADR 063): its drawn frames and its encoder, stopped together.
  VIDEO_BUDGET_MS: wholeNumber(
    'a whole number of milliseconds from 1 to 120000',
    1,
    120000,
  ).default(20_000),
  // How long requests in flight may take to finish after SIGTERM before their connections are cut.
  SHUTDOWN_GRACE_MS: wholeNumber(
    'a whole number of milliseconds from 1000 to 600000',
    1000,
    600000,
  ).default(30_000),
  // The renderer's one memory budget: its threads and caches are sized from it and the cores
  // (docs/export.md); the threads can be set apart.
  RENDER_MEMORY_MB: wholeNumber('a whole number of MiB from 64 to 16384', 64, 16384).default(
    DEFAULT_RENDER_MEMORY_MB,
  ),
  RENDER_THREADS: wholeNumber('a whole number from 1 to 16', 1, 16).optional(),
  CLUB_PALETTE_ENTRIES: wholeNumber('a whole number from 1 to 100000', 1, 100000).default(500),
  UPLOAD_QUEUE_MAX: wholeNumber('a whole number from 1 to 1000', 1, 1000).default(24),
  UPLOAD_MAX_PER_USER: wholeNumber('a whole number from 1 to 100', 1, 100).default(10),
};
