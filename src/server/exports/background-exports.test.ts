import { describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import {
  createBackgroundExports,
  isBackgroundExport,
  type BackgroundExportOutcome,
} from '#server/exports/background-exports.ts';

/** The bound of background exports (ADR 030) with exports that end when the test says so. */
function setup(keepMs = 1000) {
  let clock = 0;
  const outcomes: BackgroundExportOutcome[] = [];
  const exports = createBackgroundExports({
    keepMs,
    now: () => clock,
    count: (outcome) => outcomes.push(outcome),
  });
  const started: string[] = [];
  const finishers = new Map<string, (etag: string) => void>();
  const run = (userId: string, name: string, signal = new AbortController().signal) =>
    exports.run(
      userId,
      signal,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, resolve);
        }),
      (etag) => ({ etag, rendered: true }),
    );
  const finish = async (name: string, etag = `"${name}"`) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishers.get(name)!(etag);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const tick = async () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    exports,
    outcomes,
    started,
    run,
    finish,
    tick,
    advance: (ms: number) => (clock += ms),
  };
}

describe('background exports', () => {
  it('knows the marks of a background request', () => {
    expect(isBackgroundExport(new Headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isBackgroundExport(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isBackgroundExport(new Headers({ purpose: 'prefetcher' }))).toBe(false);
    expect(isBackgroundExport(new Headers())).toBe(false);
  });

  it('runs one per user at a time; a newer one takes the waiting place and the one there is refused', async () => {
    const t = setup();
    const first = t.run('anna', 'first');
    const second = t.run('anna', 'second').catch((error: unknown) => error);
    const third = t.run('anna', 'third');
    const other = t.run('ben', 'other');
    await t.tick();
    expect(t.started).toEqual(['first', 'other']);
    const refused = await second;
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).status, (refused as AppError).code]).toEqual([
      429,
      'EXPORT_BUSY',
    ]);
    await t.finish('first');
    await expect(first).resolves.toBe('"first"');
    expect(t.started).toEqual(['first', 'other', 'third']);
    await t.finish('third');
    await t.finish('other');
    await Promise.all([third, other]);
    expect(t.exports.running()).toBe(0);
    // first made, second cancelled, other made, third made and first's file replaced: wasted.
    expect(t.outcomes.filter((o) => o === 'made')).toHaveLength(3);
    expect(t.outcomes.filter((o) => o === 'cancelled')).toHaveLength(1);
    expect(t.outcomes.filter((o) => o === 'wasted')).toHaveLength(1);
  });

  it('drops a waiting one whose client has gone, before any work', async () => {
    const t = setup();
    const first = t.run('anna', 'first');
    const gone = new AbortController();
    const second = t.run('anna', 'second', gone.signal).catch((error: unknown) => error);
    gone.abort();
    await t.finish('first');
    await first;
    expect(await second).toBeInstanceOf(AppError);
    expect(t.started).toEqual(['first']);
    expect(t.outcomes).toEqual(['made', 'cancelled']);
  });

  it('counts a file used once, wasted when its client went away, and wasted when no click came in time', async () => {
    const t = setup(1000);
    const made = t.run('anna', 'a');
    await t.finish('a');
    await made;
    t.exports.used('anna', '"other"');
    t.exports.used('ben', '"a"');
    t.exports.used('anna', '"a"');
    t.exports.used('anna', '"a"');
    expect(t.outcomes).toEqual(['made', 'used']);

    const cancelled = new AbortController();
    const late = t.run('anna', 'b', cancelled.signal);
    await t.tick();
    cancelled.abort();
    await t.finish('b');
    await late;
    expect(t.outcomes).toEqual(['made', 'used', 'made', 'wasted']);

    const kept = t.run('anna', 'c');
    await t.finish('c');
    await kept;
    t.advance(1001);
    t.exports.sweep();
    t.exports.used('anna', '"c"');
    expect(t.outcomes).toEqual(['made', 'used', 'made', 'wasted', 'made', 'wasted']);
  });
});
