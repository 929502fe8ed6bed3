/**
 * How many rasterisations run at once. resvg already draws the bands of one post on its own
 * threads, so on two cores more than two exports in flight only queue up (NOTES.md); the rest
 * wait here, first come first served.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return;
    }
    // The slot passes straight from the finishing task to this one, so `running` stays put.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
