import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { PostInput } from '#shared/render/build-post.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import { createPostRenderer, type BackgroundSource } from '#server/render/post-renderer.ts';
import { fixtureGames, offlineImageResolver } from '#server/render/testing/render-fixtures.ts';
import { noisyPicture } from '#server/testing/pictures.ts';
import { benchRuns, median } from './stats.ts';

/**
 * The moving post (ADR 063): an 8 s 1080x1920 result video over a photo, drawn through the one
 * export path (`render` with `fileType: 'mp4'`: a render thread draws the frames and pipes them
 * into FFmpeg). A new video each run (another score, so nothing is answered from a kept file).
 * Figures: the time per video (goal: at most 3 s on 2 cores) and the CPU time it took (this
 * process, mostly its render thread, and the encoder: on a shared machine the wall time waits
 * for others, the CPU time does not), the peak resident memory of this
 * process and its encoder above idle (goal: at most 300 MB), and the file's size (goal: at
 * most 4 MB). `BENCH_VIDEO_LOOK` (default, light, dark, club) and `BENCH_VIDEO_FORMAT` (9:16,
 * 4:5) choose another look or format than the default look's story.
 */
const runs = benchRuns(5);
const look = (process.env.BENCH_VIDEO_LOOK || 'default') as ThemeId;
const format = (process.env.BENCH_VIDEO_FORMAT || '9:16') as '9:16' | '4:5';
if (!themeIds.includes(look)) throw new Error(`BENCH_VIDEO_LOOK: no look ${look}`);
if (format !== '9:16' && format !== '4:5') throw new Error(`BENCH_VIDEO_FORMAT: ${format}`);

const round = (value: number) => Math.round(value * 10) / 10;
const mib = (bytes: number) => round(bytes / 2 ** 20);

/** The resident memory of this process and its children (the encoder), from /proc. */
function residentBytes(): number {
  const own = process.memoryUsage.rss();
  let children = 0;
  try {
    const tasks = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const pid of tasks) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      children += kb * 1024;
    }
  } catch {
    // A child gone between the list and its status.
  }
  return own + children;
}

/** CPU time of the children waited for (the encoders), in ms, from /proc (clock ticks of 10 ms). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the name: state is field 3, cutime and cstime are fields 16 and 17.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export async function run(): Promise<Record<string, unknown>> {
  const loadAtStart = os.loadavg().map(round);
  const renderer = createPostRenderer({
    images: offlineImageResolver(),
    renderBudgetMs: 60_000,
    videoBudgetMs: 60_000,
  });
  const photo = await noisyPicture(1600, 2400, { r: 60, g: 90, b: 140 })
    .blur(3)
    .jpeg({ quality: 90 })
    .toBuffer();
  const background: BackgroundSource = { key: 'bench-video-photo', load: async () => photo };
  const input = (n: number): PostInput => ({
    design: { theme: look },
    games: [{ ...fixtureGames[n % fixtureGames.length]!, result: `${(n % 7) + 1}:${n % 5}` }],
    mode: 'result',
    format,
    showResultDetail: true,
    backgroundHref: 'photo',
    language: 'de',
  });
  // A still first: the render thread and the prepared background are ready, as in a running app.
  await renderer.render({
    layout: { kind: 'game', input: input(99) },
    fileType: 'png',
    scale: 1,
    background,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = residentBytes();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes());
  }, 20);
  const times: number[] = [];
  // CPU time says what a video costs when the machine is shared: wall time waits for the others.
  const cpuBefore = process.cpuUsage();
  const encoderBefore = childrenCpuMs();
  const sizes: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    const file = await renderer.render({
      layout: { kind: 'game', input: input(n) },
      fileType: 'mp4',
      scale: 1,
      background,
      countUp: true,
    });
    times.push(performance.now() - started);
    if (file.bytes) sizes.push(file.bytes.length);
  }
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  const drawingCpuMs = (cpu.user + cpu.system) / 1000 / runs;
  const encoderCpuMs = (childrenCpuMs() - encoderBefore) / runs;
  await renderer.close();
  return {
    video: `8 s, 1080 px wide, ${format}, 30 fps, H.264 + silent AAC, ${look} result post over a photo`,
    runs,
    cores: os.cpus().length,
    loadAtStart,
    loadAtEnd: os.loadavg().map(round),
    msPerVideo: { median: round(median(times)), all: times.map(round) },
    goalMs: 3000,
    cpuMsPerVideo: {
      drawing: round(drawingCpuMs),
      encoder: round(encoderCpuMs),
      both: round(drawingCpuMs + encoderCpuMs),
    },
    peakAboveIdleMiB: mib(peak - idle),
    goalAboveIdleMiB: 300,
    fileMiB: { median: mib(median(sizes)), largest: mib(Math.max(...sizes)) },
    goalFileMiB: 4,
  };
}
