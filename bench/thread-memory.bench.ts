import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { median } from './stats.ts';

/**
 * A render thread's memory (docs/export.md, 'What is kept, and within what'): the renderer in a
 * process of its own (thread-memory-probe.ts) drawing new posts, two at a time, of another look,
 * format and game each, at 2x, over a photo and without; its resident memory at the start, at
 * its peak, after the last post and once its threads have ended. Each setting runs three times,
 * alternating: resvg's allocator (mimalloc, inside its binary) purging freed pages at once, as
 * the Dockerfile runs it, and with its default delay, with the render threads from the budget
 * (two at the default 384 MB on two cores); and one thread.
 */
const runsEach = 3;

interface ProbeResult {
  threads: number;
  start: number;
  peak: number;
  end: number;
  closed: number;
  msPerPost: number;
}

function probe(env: Record<string, string>): Promise<ProbeResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'thread-memory-probe.ts')],
    {
      env: { PATH: process.env.PATH ?? '', MALLOC_MMAP_THRESHOLD_: '65536', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(line) as ProbeResult);
      else reject(new Error(`the probe ended with ${code}`));
    });
  });
}

const settings: Record<string, Record<string, string>> = {
  'mimalloc purging at once': { MIMALLOC_PURGE_DELAY: '0' },
  'mimalloc default': {},
  'one thread, mimalloc purging at once': { MIMALLOC_PURGE_DELAY: '0', PROBE_THREADS: '1' },
};

export async function run(): Promise<Record<string, unknown>> {
  const loadAtStart = os.loadavg().map((value) => Math.round(value * 10) / 10);
  const results = new Map<string, ProbeResult[]>();
  for (let i = 0; i < runsEach; i++) {
    for (const [name, env] of Object.entries(settings)) {
      const list = results.get(name) ?? [];
      list.push(await probe(env));
      results.set(name, list);
    }
  }
  const summary = Object.fromEntries(
    [...results].map(([name, list]) => [
      name,
      {
        threads: list[0]?.threads,
        peakMiB: list.map((r) => r.peak),
        peakMedianMiB: median(list.map((r) => r.peak)),
        afterLastPostMiB: list.map((r) => r.end),
        threadsEndedMiB: list.map((r) => r.closed),
        startMiB: list.map((r) => r.start),
        msPerPost: list.map((r) => r.msPerPost),
      },
    ]),
  );
  return {
    setup: `32 new posts, two in flight, four looks, 4:5 and 9:16 at 2x, half over a 2400x3000 photo; one process per run, ${runsEach} runs per setting, alternating; RENDER_MEMORY_MB at its default (384)`,
    ...summary,
    loadAverage: { start: loadAtStart, end: os.loadavg().map((v) => Math.round(v * 10) / 10) },
  };
}
