import { afterAll, beforeAll } from 'vitest';
import type { MetaDoubleOptions } from '#server/publishing/demo/meta-double.ts';
import {
  startMetaDouble,
  type RunningMetaDouble,
} from '#server/publishing/demo/start-meta-double.ts';

/**
 * The Meta double of a file's tests: started on a port of its own before them (before the test
 * server that `double.env()` points at it), closed after them. Read inside tests and hooks;
 * reading it before the start is a mistake in the test and throws.
 */
export function useMetaDouble(
  options: Omit<MetaDoubleOptions, 'basePath'> = {},
): RunningMetaDouble {
  let running: RunningMetaDouble | undefined;
  beforeAll(async () => {
    running = await startMetaDouble(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  return new Proxy({} as RunningMetaDouble, {
    get: (_, key) => {
      if (!running) throw new Error('the Meta double is read before it started');
      return Reflect.get(running, key) as unknown;
    },
  });
}
