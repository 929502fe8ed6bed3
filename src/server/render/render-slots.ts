import type { LoopHeadroom } from '#server/render/loop-headroom.ts';

/**
 * How many rasterisations run at once, shared fairly between users (ADR 022). resvg draws the
 * bands of one post on the drawing threads, so on two cores more than two exports in flight
 * only queue up (measured, ADR 017); the rest wait here.
 *
 * Each owner (user) waits in a queue of their own, and a freed slot goes to the waiting owner
 * with the fewest rasterisations running, in turn among equals (round robin), not to the oldest
 * waiting export. One owner runs at most `limit - 1`
 * rasterisations at once (one when the limit is 1 or 2), so one user's queued exports never
 * stand between another user and a free slot: another user's export waits at most for the
 * rasterisations that other users (not this one) started before it.
 *
 * With a `headroom` (ADR 041), a free slot is taken only while the main thread has room: when
 * its recent utilisation is above the bound and a rasterisation is already running, the next
 * one waits in its queue (it is not refused) and the slots look again a little later. With none
 * running the next one always starts, so exports go on whatever else keeps the loop busy.
 */
export class RenderSlots {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** Owners with waiting tasks, in turn order (a Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** At most this many rasterisations of one owner at once. */
  readonly perOwner: number;

  /** The timer that looks at the loop again while a rasterisation is held. */
  private recheck: ReturnType<typeof setTimeout> | null = null;
  /** Whether a waiting rasterisation is held now for the main thread's sake. */
  private holding = false;
  /** How often a free slot was left for the main thread's sake (for metrics). */
  private holdCount = 0;

  constructor(
    readonly limit: number,
    private readonly headroom?: LoopHeadroom,
  ) {
    this.perOwner = Math.max(1, limit - 1);
  }

  /** Slots left free while rasterisations wait, because the main thread is busy. */
  held(): number {
    return this.holding ? this.limit - this.running : 0;
  }

  /** How often a free slot was left for the main thread's sake. */
  holds(): number {
    return this.holdCount;
  }

  async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(owner);
    try {
      return await task();
    } finally {
      this.release(owner);
    }
  }

  /** Tasks waiting for a slot, of everyone or of one owner. */
  queued(owner?: string): number {
    if (owner !== undefined) return this.waiting.get(owner)?.length ?? 0;
    let count = 0;
    for (const list of this.waiting.values()) count += list.length;
    return count;
  }

  private canStart(owner: string): boolean {
    return this.running < this.limit && (this.runningBy.get(owner) ?? 0) < this.perOwner;
  }

  private start(owner: string): void {
    this.running++;
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
  }

  private async acquire(owner: string): Promise<void> {
    if (!this.waiting.has(owner) && this.canStart(owner) && this.loopHasRoom()) {
      this.start(owner);
      return;
    }
    const waited = new Promise<void>((resolve) => {
      const list = this.waiting.get(owner);
      if (list) list.push(resolve);
      else this.waiting.set(owner, [resolve]);
    });
    if (this.headroom && this.canStart(owner)) this.hold();
    await waited;
  }

  /** Room on the main thread for one more: always when none runs (ADR 041). */
  private loopHasRoom(): boolean {
    return this.running === 0 || !this.headroom || this.headroom.hasRoom();
  }

  /** Leaves the free slots for now and looks again after the headroom's recheck time. */
  private hold(): void {
    if (!this.holding) this.holdCount++;
    this.holding = true;
    if (this.recheck || !this.headroom) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      this.dispatch();
    }, this.headroom.recheckMs);
  }

  private release(owner: string): void {
    this.running--;
    const left = (this.runningBy.get(owner) ?? 1) - 1;
    if (left <= 0) this.runningBy.delete(owner);
    else this.runningBy.set(owner, left);
    this.dispatch();
  }

  /**
   * Free slots to the waiting owners: the one with the fewest running first, in turn among
   * equals; an owner served goes to the end of the line.
   */
  private dispatch(): void {
    this.holding = false;
    while (this.running < this.limit) {
      let chosen: string | null = null;
      for (const owner of this.waiting.keys()) {
        if (!this.canStart(owner)) continue;
        const running = this.runningBy.get(owner) ?? 0;
        if (chosen === null || running < (this.runningBy.get(chosen) ?? 0)) chosen = owner;
      }
      if (chosen === null) return;
      if (!this.loopHasRoom()) {
        this.hold();
        return;
      }
      const list = this.waiting.get(chosen) as (() => void)[];
      const next = list.shift() as () => void;
      this.waiting.delete(chosen);
      if (list.length > 0) this.waiting.set(chosen, list);
      this.start(chosen);
      next();
    }
  }
}
