import { describe, expect, it } from 'vitest';
import { createLoopHeadroom, loopUtilisation } from '#server/render/loop-headroom.ts';
import { RenderSlots } from '#server/render/render-slots.ts';

/**
 * The render slots are shared between users in turn (ADR 022): one user runs at most
 * `limit - 1` at once, and a freed slot goes to the next user with waiting work, not to the
 * oldest waiting task.
 */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('render slots', () => {
  it("starts another user's task in a free slot while one user's tasks wait their turn", async () => {
    const slots = new RenderSlots(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const task = (owner: string, name: string) =>
      slots.run(owner, async () => {
        started.push(name);
        const g = gate();
        gates.set(name, g);
        await g.opened;
      });
    const heavy = [1, 2, 3].map((n) => task('hanna', `hanna${n}`));
    await Promise.resolve();
    // One of Hanna's runs; the others wait although a slot is free.
    expect(started).toEqual(['hanna1']);
    expect(slots.queued('hanna')).toBe(2);
    const other = task('otto', 'otto1');
    await Promise.resolve();
    expect(started).toEqual(['hanna1', 'otto1']);
    gates.get('otto1')!.open();
    await other;
    gates.get('hanna1')!.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['hanna1', 'otto1', 'hanna2']);
    gates.get('hanna2')!.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.get('hanna3')!.open();
    await Promise.all(heavy);
    expect(started).toEqual(['hanna1', 'otto1', 'hanna2', 'hanna3']);
  });

  it('hands freed slots to the waiting user with the fewest running, in turn', async () => {
    const slots = new RenderSlots(3);
    const started: string[] = [];
    const gates: (() => void)[] = [];
    const task = (owner: string) =>
      slots.run(owner, async () => {
        started.push(owner);
        await new Promise<void>((resolve) => gates.push(resolve));
      });
    const all = [
      ...[1, 2, 3, 4].map(() => task('a')),
      ...[1, 2].map(() => task('b')),
      ...[1, 2].map(() => task('c')),
    ];
    await Promise.resolve();
    // Two of a's (limit - 1), then one of b's: the slots are full.
    expect(started).toEqual(['a', 'a', 'b']);
    // As slots free up (in the order they were taken), the user with the fewest running goes
    // first, in turn among equals: c (none running), a, b, c, a.
    while (started.length < all.length) {
      gates.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    gates.forEach((open) => open());
    await Promise.all(all);
    expect(started).toEqual(['a', 'a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('holds a waiting task from a free slot while the main thread is over the bound, and starts it when the load falls (ADR 041)', async () => {
    // The main thread's utilisation as the slots see it: set by the test, not measured.
    let utilisation = 0.95;
    const headroom = createLoopHeadroom({
      utilisation: () => utilisation,
      busyMax: 0.6,
      recheckMs: 1,
    });
    const slots = new RenderSlots(2, headroom);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const starts = new Map<string, ReturnType<typeof gate>>();
    const task = (owner: string, name: string) => {
      starts.set(name, gate());
      return slots.run(owner, async () => {
        started.push(name);
        starts.get(name)!.open();
        const g = gate();
        gates.set(name, g);
        await g.opened;
      });
    };
    // None runs: the first starts however busy the loop is, so exports always go on.
    const hanna = task('hanna', 'hanna1');
    const otto = task('otto', 'otto1');
    await starts.get('hanna1')!.opened;
    // A slot is free, but the loop is over the bound: Otto's export waits (it is not refused).
    expect(started).toEqual(['hanna1']);
    expect(slots.queued()).toBe(1);
    expect(slots.held()).toBe(1);
    expect(slots.holds()).toBe(1);
    // The slots look again and again while the loop stays busy, and still hold it.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toEqual(['hanna1']);
    expect(slots.queued()).toBe(1);
    // The load falls: the next look starts it.
    utilisation = 0.4;
    await starts.get('otto1')!.opened;
    expect(started).toEqual(['hanna1', 'otto1']);
    expect(slots.held()).toBe(0);
    expect(slots.queued()).toBe(0);
    // Busy again, and a third export waits; when both running ones end, it starts anyway.
    utilisation = 0.95;
    const third = task('lea', 'lea1');
    await Promise.resolve();
    expect(started).toEqual(['hanna1', 'otto1']);
    gates.get('hanna1')!.open();
    await hanna;
    expect(started).toEqual(['hanna1', 'otto1']);
    gates.get('otto1')!.open();
    await otto;
    await starts.get('lea1')!.opened;
    expect(started).toEqual(['hanna1', 'otto1', 'lea1']);
    gates.get('lea1')!.open();
    await third;
  });

  it("reads the main thread's utilisation high while the loop is kept busy (ADR 041)", () => {
    loopUtilisation();
    // Nothing else runs on this thread while it spins: no idle time in the window.
    const until = performance.now() + 250;
    while (performance.now() < until) {
      // keep the loop busy
    }
    expect(loopUtilisation()).toBeGreaterThan(0.5);
  });
});
