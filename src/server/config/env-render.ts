import { wholeNumber } from '#server/config/env-values.ts';

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
  // Above this utilisation of the main thread (percent, over the last 100-200 ms) a waiting export
  // does not take a free render slot while another runs (ADR 041); 100 never holds.
  EXPORT_LOOP_BUSY_PERCENT: wholeNumber('a whole number from 1 to 100', 1, 100).default(60),
  // How long requests in flight may take to finish after SIGTERM before their connections are cut.
  SHUTDOWN_GRACE_MS: wholeNumber(
    'a whole number of milliseconds from 1000 to 600000',
    1000,
    600000,
  ).default(30_000),
  // The rasteriser's threads and caches (ADR 029); thread counts default to the cores.
  RENDER_DRAW_THREADS: wholeNumber('a whole number from 1 to 16', 1, 16).optional(),
  PNG_ENCODER_THREADS: wholeNumber('a whole number from 1 to 16', 1, 16).optional(),
  BAND_CACHE_MB: wholeNumber('a whole number of MiB from 1 to 4096', 1, 4096).default(64),
  CLUB_PALETTE_ENTRIES: wholeNumber('a whole number from 1 to 100000', 1, 100000).default(500),
  UPLOAD_QUEUE_MAX: wholeNumber('a whole number from 1 to 1000', 1, 1000).default(24),
  UPLOAD_MAX_PER_USER: wholeNumber('a whole number from 1 to 100', 1, 100).default(10),
};
