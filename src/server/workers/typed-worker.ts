import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { buildSync } from 'esbuild';
import { projectRoot } from '#server/paths.ts';

/**
 * Starts a worker thread from a TypeScript module, typed, linted and checked like the rest of
 * the server (no code in strings, no `eval`). In the built server the module is its own file,
 * dist/server/workers/<name>.js (an entry of scripts/build-lib.mjs). Run from the sources (tests,
 * `npm run dev`, `npm run render`) the module is bundled the same way by esbuild on its first
 * start in the process, into node_modules/.cache/matchpost-workers/ (named by its content, so
 * processes running side by side share a file and never see a half-written one); the thread
 * then starts as quickly as from dist. (Loading tsx inside each thread took one to two seconds
 * per thread on a busy machine, within the render budget of the post that started it.)
 */
export const workerEntries = {
  'svg-logo': 'src/server/logos/svg-logo.worker.ts',
  render: 'src/server/render/render.worker.ts',
  'sponsor-report': 'src/server/sponsors/report.worker.ts',
} as const;

/** Typed modules run as child processes, bundled and built the same way. */
export const childEntries = {
  // The embedded database's first initdb (db/database.ts).
  'pglite-initdb': 'src/server/db/pglite-initdb.ts',
} as const;

export type WorkerName = keyof typeof workerEntries;
export type TypedModuleName = WorkerName | keyof typeof childEntries;

const typedEntries: Record<TypedModuleName, string> = { ...workerEntries, ...childEntries };

const builtServer = /^(.*\/dist\/server)\//.exec(import.meta.url)?.[1];

export function startTypedWorker(name: WorkerName, options: { workerData?: unknown } = {}): Worker {
  return new Worker(typedModuleFile(name), options);
}

/** The file a typed module runs from: its build entry, or its bundle of the sources. */
export function typedModuleFile(name: TypedModuleName): string {
  return builtServer ? fileURLToPath(`${builtServer}/workers/${name}.js`) : fromSources(name);
}

/**
 * Readies the workers' modules before the first thread is needed: from the sources, bundles
 * them now (at start, not within the render budget of the first post); in the built server
 * there is nothing to do.
 */
export function prepareTypedWorkers(...names: TypedModuleName[]): void {
  if (!builtServer) for (const name of names) fromSources(name);
}

const bundled = new Map<TypedModuleName, string>();

/** The worker's module bundled from the sources as the build bundles it (once per process). */
function fromSources(name: TypedModuleName): string {
  const known = bundled.get(name);
  if (known) return known;
  // Only here, never in the built server: esbuild loads when a thread first starts from sources.
  const esbuild = createRequire(import.meta.url)('esbuild') as { buildSync: typeof buildSync };
  const result = esbuild.buildSync({
    entryPoints: [path.join(projectRoot, typedEntries[name])],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const dir = path.join(projectRoot, 'node_modules', '.cache', 'matchpost-workers');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(dir, `${name}-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  bundled.set(name, file);
  return file;
}
