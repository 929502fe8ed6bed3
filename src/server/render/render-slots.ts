/**
 * Which posts draw now, shared fairly between users (ADR 022): as many slots as render threads
 * (render-pool.ts), the rest wait here.
 *
 * Each owner (user) waits in a queue of their own, and a freed slot goes to the waiting owner
 * with the fewest posts drawing, in turn among equals (round robin), not to the oldest waiting
 * export. One owner draws at most `limit - 1` posts at once (one when the limit is 1 or 2), so
 * one user's queued exports never stand between another user and a free slot: another user's
 * export waits at most for the posts that other users (not this one) started before it.
 */
export class RenderSlots {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** Owners with waiting tasks, in turn order (a Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** At most this many posts of one owner at once. */
  readonly perOwner: number;

  constructor(readonly limit: number) {
    this.perOwner = Math.max(1, limit - 1);
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
    if (!this.waiting.has(owner) && this.canStart(owner)) {
      this.start(owner);
      return;
    }
    await new Promise<void>((resolve) => {
      const list = this.waiting.get(owner);
      if (list) list.push(resolve);
      else this.waiting.set(owner, [resolve]);
    });
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
    while (this.running < this.limit) {
      let chosen: string | null = null;
      for (const owner of this.waiting.keys()) {
        if (!this.canStart(owner)) continue;
        const running = this.runningBy.get(owner) ?? 0;
        if (chosen === null || running < (this.runningBy.get(chosen) ?? 0)) chosen = owner;
      }
      if (chosen === null) return;
      const list = this.waiting.get(chosen) as (() => void)[];
      const next = list.shift() as () => void;
      this.waiting.delete(chosen);
      if (list.length > 0) this.waiting.set(chosen, list);
      this.start(chosen);
      next();
    }
  }
}
