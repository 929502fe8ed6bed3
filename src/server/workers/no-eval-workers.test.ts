import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#server/paths.ts';

/**
 * Every worker thread of the server is a typed module (typed-worker.ts): no thread's code is a
 * string run with `eval: true`, which would escape the typecheck, the lint and the build.
 */
const evalOption = /\beval\s*:\s*true\b/;

/** Source files under `dir` (tests aside) that start a thread from a string. */
function evalWorkers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mts|js|mjs|cjs)$/.test(entry.name)) continue;
    if (/\.test\.ts$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (evalOption.test(readFileSync(file, 'utf8'))) found.push(path.relative(dir, file));
  }
  return found;
}

describe('worker threads from typed modules', () => {
  it('leaves no `eval: true` under src/server', () => {
    expect(evalWorkers(path.join(projectRoot, 'src/server'))).toEqual([]);
  });

  it('finds one where it is planted (the check can fail)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-eval-'));
    try {
      writeFileSync(
        path.join(dir, 'clean.ts'),
        "new Worker(new URL('./w.js', import.meta.url));\n",
      );
      writeFileSync(
        path.join(dir, 'planted.ts'),
        "new Worker(`require('node:worker_threads')`, { eval: true });\n",
      );
      expect(evalWorkers(dir)).toEqual(['planted.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
