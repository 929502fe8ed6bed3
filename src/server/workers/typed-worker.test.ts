import { readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { workerNiceSteps } from '#server/workers/thread-priority.ts';
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
      // The thread says it is ready first; its answer follows.
      const [ready] = (await once(worker, 'message')) as [{ ready: boolean }];
      expect(ready).toEqual({ ready: true });
      const [answer] = (await once(worker, 'message')) as [
        { id: number; result: { ok: boolean; width: number; height: number } },
      ];
      expect(answer).toMatchObject({ id: 7, result: { ok: true, width: 4, height: 2 } });
    } finally {
      await worker.terminate();
    }
  });

  // Linux keeps a nice value per thread (/proc/self/task/<id>/stat, the 19th field).
  const threadNices = () =>
    new Map(
      readdirSync('/proc/self/task').map((id) => {
        const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
        return [id, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
      }),
    );

  it.each(Object.keys(workerEntries) as WorkerName[])(
    'the %s thread runs below the main thread, which keeps its priority',
    async (name) => {
      const main = getPriority();
      const before = threadNices();
      const worker = startTypedWorker(name, { workerData: { cacheBytes: 0 } });
      try {
        await once(worker, 'online');
        const lowered = () =>
          [...threadNices()].filter(
            ([id, nice]) => !before.has(id) && nice === main + workerNiceSteps,
          );
        await expect.poll(lowered, { timeout: 4_000 }).toHaveLength(1);
        expect(getPriority()).toBe(main);
        expect(threadNices().get(String(process.pid))).toBe(main);
      } finally {
        await worker.terminate();
      }
    },
  );
});
