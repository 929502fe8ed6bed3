import path from 'node:path';
import { signInTestUser } from '#server/testing/auth.ts';
import {
  startProductionApp,
  stopProductionApp,
  rssOf,
  MiB,
  type ProductionApp,
} from './production-app.ts';
import { noisyPicture } from '#server/testing/pictures.ts';
import { postForm } from '#server/testing/form-upload.ts';

/**
 * Upload bursts against the production build (`dist/server/main.js`, PGlite, disk storage): one
 * signed-in user sends a background of 6300x6300 px (a JPEG of about 230 KB, the size of a phone
 * photo's pixels in the bytes of a thumbnail) `burst` times at once. Measured: the app's RSS
 * before the burst and its peak while the burst runs (sampled every 10 ms from /proc), the
 * growth, the answers by status and the wall time. Linux only (reads /proc).
 */

/** The probe's picture: 6300x6300 px, soft enough to compress to about 230 KB. */
export async function probeJpeg(): Promise<Buffer> {
  return noisyPicture(6300, 6300, '#2a4d7a', { mean: 0, sigma: 3 })
    .blur(8)
    .jpeg({ quality: 60 })
    .toBuffer();
}

async function burst(app: ProductionApp, cookie: string, bytes: Buffer, count: number) {
  const pid = app.child.pid ?? 0;
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const file = { bytes, name: `big-${i}.jpg`, type: 'image/jpeg' };
      const response = await postForm(app.url, cookie, '/api/backgrounds', file);
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const answers: Record<string, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return {
    uploads: count,
    answers,
    rssBeforeMiB: Math.round(before / MiB),
    rssPeakMiB: Math.round(peak / MiB),
    rssGrowthMiB: Math.round((peak - before) / MiB),
    wallMs: Math.round(ms),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const bytes = await probeJpeg();
  const results: Record<string, unknown> = {
    picture: { width: 6300, height: 6300, kB: Math.round(bytes.byteLength / 1000) },
  };
  for (const count of [10, 30]) {
    // A fresh process per burst, so one burst's heap does not hide the next one's growth.
    const app = await startProductionApp('uploads');
    try {
      const { cookie } = await signInTestUser(
        app.url,
        path.join(app.dataDir, 'outbox'),
        'uploads@club.ch',
      );
      results[`burst${count}`] = await burst(app, cookie, bytes, count);
    } finally {
      await stopProductionApp(app);
    }
  }
  return results;
}

if (process.argv[1] === import.meta.filename) {
  console.log(JSON.stringify(await run(), null, 2));
}
