import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a TypeScript module, typed and checked like the rest of the
 * server (no code in strings): in the built server the module is its own file,
 * dist/server/workers/<name>.js (an entry of scripts/build-lib.mjs); run from the sources
 * (tests, `npm run dev`) the thread loads tsx first and then the .ts module.
 */
export const workerEntries = {
  'svg-logo': 'src/server/logos/svg-logo.worker.ts',
} as const;

export type WorkerName = keyof typeof workerEntries;

const builtServer = /^(.*\/dist\/server)\//.exec(import.meta.url)?.[1];

export function startTypedWorker(name: WorkerName): Worker {
  if (builtServer) return new Worker(new URL(`${builtServer}/workers/${name}.js`));
  const source = new URL(`../../../${workerEntries[name]}`, import.meta.url).href;
  // tsx's ESM register API, found through its package.json (require.resolve would name the CJS one).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxPackage, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const tsx = path.join(path.dirname(tsxPackage), exports['./esm/api']!.import.default);
  // The only code given as a string: two imports, so the worker's own code stays typed.
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(source)});
  });`;
  return new Worker(boot, { eval: true });
}
