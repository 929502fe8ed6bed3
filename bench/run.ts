import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * npm run bench [name...]: runs each bench/<name>.bench.ts (all by default) and writes the figures,
 * with a description of the machine, to bench/results.json. Benchmarks measure; they never fail
 * a build, so the figures are read, not asserted.
 */
const benches = [
  'startup',
  'sports',
  'sports-abuse',
  'render',
  'slots',
  'studio',
  'pre-export',
  'editor',
  'load',
  'web',
  'uploads',
  'weekend',
  'export-places',
  'svg-logo',
  'publishing',
  'sponsor-report',
  'video',
  'thread-memory',
];
const wanted = process.argv.slice(2);
const selected = wanted.length > 0 ? benches.filter((name) => wanted.includes(name)) : benches;
const resultsFile = path.join(import.meta.dirname, 'results.json');

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
};

const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { results?: Record<string, unknown> })
  : {};
const results: Record<string, unknown> = { ...(previous.results ?? {}) };

// Build once up front so no benchmark pays for it.
const { build, buildIsCurrent } = (await import(
  pathToFileURL(path.join(import.meta.dirname, '../scripts/build-lib.mjs')).href
)) as { build: (o: { quiet: boolean }) => Promise<void>; buildIsCurrent: () => boolean };
if (!buildIsCurrent()) await build({ quiet: true });

for (const name of selected) {
  const file = path.join(import.meta.dirname, `${name}.bench.ts`);
  if (!existsSync(file)) {
    console.log(`- ${name}: no bench file yet`);
    continue;
  }
  console.log(`- ${name}: running...`);
  const module = (await import(pathToFileURL(file).href)) as {
    run: () => Promise<Record<string, unknown>>;
  };
  const figures = await module.run();
  results[name] = { ...figures, measuredAt: new Date().toISOString() };
  console.log(JSON.stringify(figures, null, 2));
}

writeFileSync(resultsFile, `${JSON.stringify({ machine, results }, null, 2)}\n`);
console.log(`Figures written to ${path.relative(process.cwd(), resultsFile)}`);
process.exit(0);
