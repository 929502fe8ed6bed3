import { afterAll, describe, expect, it } from 'vitest';
import {
  DrawWorkers,
  RenderBudgetExceededError,
  type DrawOptions,
} from '#server/render/draw-workers.ts';

/**
 * The drawing threads (ADR 022): resvg's pixels come back from a thread, and a drawing still
 * running at its deadline is answered at once and its thread replaced, so the next drawing
 * neither waits for it nor fails.
 */
const options: DrawOptions = {
  fitTo: { mode: 'zoom', value: 2 },
  logLevel: 'off',
  font: { loadSystemFonts: false },
};

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350" viewBox="0 0 1080 1350">${body}</svg>`;

/** Translucent rects far larger than the canvas: seconds of resvg time each. */
const slow = svg(
  '<rect x="-3000" y="-3000" width="8000" height="8000" opacity="0.5" fill="#123456"/>'.repeat(3),
);
const small = svg('<rect x="0" y="0" width="10" height="10" fill="#ff0000"/>');

const pools: DrawWorkers[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));
const drawWorkers = (size: number, keepBytes?: number) => {
  const pool = new DrawWorkers(size, { keepBytes });
  pools.push(pool);
  return pool;
};

// From the sources each thread loads tsx before its module: a second or two on a busy machine.
describe('drawing threads', { timeout: 30_000 }, () => {
  it('draws on a thread and hands the pixels back', async () => {
    const workers = drawWorkers(1);
    const image = await workers.draw(small, options);
    expect([image.width, image.height]).toEqual([2160, 2700]);
    expect([...image.pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...image.pixels.subarray(image.pixels.length - 4)]).toEqual([0, 0, 0, 0]);
  });

  it('stops a drawing at its deadline, replaces the thread and draws the next at once', async () => {
    const workers = drawWorkers(1);
    await workers.draw(small, options);
    const started = performance.now();
    const stopped = workers.draw(slow, options, performance.now() + 200);
    // Queued behind it on the one thread, with the same deadline: refused when its turn comes.
    const queued = workers.draw(small, options, performance.now() + 200);
    await expect(stopped).rejects.toBeInstanceOf(RenderBudgetExceededError);
    await expect(queued).rejects.toBeInstanceOf(RenderBudgetExceededError);
    const answeredAfter = performance.now() - started;
    // The slow one is stopped; on a loaded machine the queued one may start on the fresh thread
    // before its deadline and be stopped there too, rather than refused before it starts.
    expect(workers.terminated).toBeGreaterThanOrEqual(1);
    expect(workers.terminated).toBeLessThanOrEqual(2);
    expect(workers.overBudget).toBe(2);
    // Without a deadline, on the thread that took the stopped one's place.
    const next = await workers.draw(small, options);
    expect([...next.pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect(workers.running).toBe(1);
    // The slow drawing alone takes seconds (resvg allocates a layer of 16000x16000 pixels per
    // rect); the answer came at the deadline, not after it.
    expect(answeredAfter).toBeLessThan(1500);
  });

  it('lays a band it composited over the same named pixels again without drawing it (ADR 036)', async () => {
    const workers = drawWorkers(1, 1024 * 1024);
    // A 100x50 canvas at 2x: a red square and a half-transparent blue bar over a grey "photo".
    const band = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect x="10" y="5" width="20" height="10" fill="#ff0000"/><rect x="0" y="30" width="100" height="8" fill="#0000ff" opacity="0.5"/></svg>`;
    const bytes = 200 * 100 * 4;
    const under = new Uint8Array(new SharedArrayBuffer(bytes)).fill(128);
    const shared = (fill: number) => new Uint8Array(new SharedArrayBuffer(bytes)).fill(fill);
    const over = (target: Uint8Array, key?: string) =>
      workers.drawOver(band, options, {
        pixels: target.buffer as SharedArrayBuffer,
        byteOffset: 0,
        under: { pixels: under.buffer as SharedArrayBuffer, byteOffset: 0, key },
      });
    const first = shared(7);
    const drawn = await over(first, 'photo-1:0');
    const again = shared(9);
    const laid = await over(again, 'photo-1:0');
    expect(workers.handed).toMatchObject({ composited: 2, reused: 1 });
    expect(laid.inked).toEqual(drawn.inked);
    // The inked rows are the same pixels; the others are left as they were (read from `under`).
    const stride = 200 * 4;
    drawn.inked.forEach((flag, y) => {
      const row = (target: Uint8Array) => target.subarray(y * stride, (y + 1) * stride);
      if (flag) expect(Buffer.from(row(again)).equals(Buffer.from(row(first)))).toBe(true);
      else expect(row(again).every((value) => value === 9)).toBe(true);
    });
    expect([...first.subarray((12 * 200 + 30) * 4, (12 * 200 + 30) * 4 + 4)]).toEqual([
      255, 0, 0, 255,
    ]);
    // Other pixels under it, or no name for them: drawn.
    await over(shared(0), 'photo-2:0');
    await over(shared(0));
    expect(workers.handed).toMatchObject({ composited: 4, reused: 1 });
  });

  it('names what a band composited over named pixels is made of, kept or not (ADR 039)', async () => {
    // No bytes to keep: the name still comes back with the inked rows.
    const workers = drawWorkers(1, 0);
    const band = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect x="0" y="20" width="100" height="1" fill="${fill}"/></svg>`;
    const bytes = 200 * 100 * 4;
    const under = new Uint8Array(new SharedArrayBuffer(bytes)).fill(128);
    const over = (drawing: string, key?: string) =>
      workers.drawOver(drawing, options, {
        pixels: new SharedArrayBuffer(bytes),
        byteOffset: 0,
        under: { pixels: under.buffer as SharedArrayBuffer, byteOffset: 0, key },
      });
    const grey = await over(band('#808080'), 'photo-1:0');
    expect(grey.name).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect((await over(band('#808080'), 'photo-1:0')).name).toBe(grey.name);
    // One pixel row in another grey, the same drawing over other pixels, no name for the pixels.
    const others = [
      await over(band('#818181'), 'photo-1:0'),
      await over(band('#808080'), 'photo-2:0'),
      await over(band('#808080'), 'photo-1:800'),
    ];
    expect(new Set([grey.name, ...others.map(({ name }) => name)]).size).toBe(4);
    expect((await over(band('#808080'))).name).toBeUndefined();
    expect(workers.handed.reused).toBe(0);
  });

  it('ends its threads when closed and refuses drawings from then on', async () => {
    const workers = drawWorkers(2);
    await Promise.all([workers.draw(small, options), workers.draw(small, options)]);
    expect(workers.running).toBe(2);
    await workers.close();
    expect(workers.running).toBe(0);
    await expect(workers.draw(small, options)).rejects.toThrow(/closed/);
  });
});
