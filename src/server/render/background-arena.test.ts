import { describe, expect, it } from 'vitest';
import { BackgroundArena } from '#server/render/background-arena.ts';

/** The kept backgrounds' one block of shared memory (background-arena.ts). */
describe('the backgrounds’ block of memory', () => {
  it('gives each background a region in the first gap that holds it, 64-byte aligned', () => {
    const arena = new BackgroundArena(1024);
    const a = arena.take(100)!;
    const b = arena.take(200)!;
    expect([a.offset, a.bytes, b.offset, b.bytes]).toEqual([0, 128, 128, 256]);
    arena.give(a);
    // 64 bytes fit where a was; 300 do not, and go after b.
    expect(arena.take(64)!.offset).toBe(0);
    expect(arena.take(300)!.offset).toBe(384);
    expect(arena.used).toBe(64 + 256 + 320);
  });

  it('answers null when no gap is large enough, and again a region once one is given back', () => {
    const arena = new BackgroundArena(512);
    const a = arena.take(256)!;
    arena.take(256);
    expect(arena.take(64)).toBeNull();
    expect(arena.take(1024)).toBeNull();
    arena.give(a);
    arena.give(a);
    expect(arena.take(256)).toEqual({ offset: 0, bytes: 256 });
  });

  it('shows a region as shared memory: what one view writes, another reads', () => {
    const arena = new BackgroundArena(256);
    const region = arena.take(100)!;
    const first = arena.view(region, 100);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.length).toBe(100);
    first.fill(7);
    expect(arena.view(region, 100).every((value) => value === 7)).toBe(true);
  });
});
