import { describe, expect, it } from 'vitest';
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
});
