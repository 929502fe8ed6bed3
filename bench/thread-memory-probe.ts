import { readFileSync, writeFileSync } from 'node:fs';
import type { PostInput } from '#shared/render/build-post.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';
import { createPostRenderer } from '#server/render/post-renderer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { noisyPicture } from '#server/testing/pictures.ts';

/**
 * The process thread-memory.bench.ts starts: the renderer with its threads from the budget (or
 * PROBE_THREADS), drawing PROBE_POSTS new posts PROBE_INFLIGHT at a time, each of another look
 * (four), format (4:5, 9:16) and game, at 2x, eight without a photo then eight over one (with
 * PROBE_NO_PHOTO none over a photo, as in the load bench). It writes one line of JSON: this process's resident memory at the start, its peak (the kernel's
 * high-water mark, reset before each round) and after the last post, and again once the
 * renderer has closed (its threads ended).
 */
const mib = (kb: number) => Math.round(kb / 1024);
function status(): { rss: number; hwm: number } {
  const text = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return { rss: mib(kb('VmRSS')), hwm: mib(kb('VmHWM')) };
}
/** Resets the high-water mark (Linux 4.0 and later). */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

const posts = Number(process.env.PROBE_POSTS ?? 32);
const inflight = Number(process.env.PROBE_INFLIGHT ?? 2);
const renderer = createPostRenderer({
  images: offlineImageResolver(),
  ...(process.env.PROBE_THREADS ? { threads: Number(process.env.PROBE_THREADS) } : {}),
  renderBudgetMs: 120_000,
});
const photo = await noisyPicture(2400, 3000, { r: 60, g: 90, b: 140 })
  .blur(3)
  .jpeg({ quality: 90 })
  .toBuffer();
const input = (n: number): PostInput => ({
  design: { theme: themeIds[n % themeIds.length]! },
  games: [{ ...fixtureGames[n % fixtureGames.length]!, result: `${n % 10}:${Math.floor(n / 10)}` }],
  mode: 'result',
  format: (['4:5', '9:16'] as const)[Math.floor(n / 4) % 2]!,
  showResultDetail: true,
  backgroundHref: !process.env.PROBE_NO_PHOTO && Math.floor(n / 8) % 2 === 1 ? 'photo' : null,
  language: (['de', 'fr', 'it', 'en'] as const)[n % 4],
});

const start = status().rss;
let peak = 0;
const started = performance.now();
for (let n = 0; n < posts; n += inflight) {
  resetPeak();
  await Promise.all(
    Array.from({ length: inflight }, async (_, k) => {
      const post = input(n + k);
      await renderer.render({
        layout: { kind: 'game', input: post },
        background: post.backgroundHref ? { key: `photo-${n + k}`, load: async () => photo } : null,
      });
    }),
  );
  peak = Math.max(peak, status().hwm);
}
const msPerPost = (performance.now() - started) / posts;
const threads = renderer.stats().threads.size;
const end = status().rss;
await renderer.close();
// The threads' exit and their allocators' release.
await new Promise((resolve) => setTimeout(resolve, 1000));
console.log(
  JSON.stringify({
    threads,
    start,
    peak,
    end,
    closed: status().rss,
    msPerPost: Math.round(msPerPost),
  }),
);
