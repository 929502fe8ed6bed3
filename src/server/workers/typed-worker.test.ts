import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startTypedWorker, workerEntries, type WorkerName } from '#server/workers/typed-worker.ts';

describe('typed worker threads', () => {
  it('are built as their own files, one entry per worker module', () => {
    const build = readFileSync(new URL('../../../scripts/build-lib.mjs', import.meta.url), 'utf8');
    for (const [name, entry] of Object.entries(workerEntries)) {
      expect(build).toContain(`'workers/${name}': path.join(root, '${entry}')`);
    }
  });

  it('start from their TypeScript module when run from the sources', async () => {
    const worker = startTypedWorker('svg-logo' satisfies WorkerName);
    try {
      worker.postMessage({
        id: 7,
        bytes: new TextEncoder().encode(
          '<svg viewBox="0 0 4 2"><rect width="2" height="2"/></svg>',
        ),
      });
      const [answer] = (await once(worker, 'message')) as [
        { id: number; result: { ok: boolean; width: number; height: number } },
      ];
      expect(answer).toMatchObject({ id: 7, result: { ok: true, width: 4, height: 2 } });
    } finally {
      await worker.terminate();
    }
  });
});
