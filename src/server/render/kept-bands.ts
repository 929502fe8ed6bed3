/**
 * Bands kept by name within a budget of bytes, the least recently used dropped first: the
 * drawing threads' composited bands (ADR 036), the PNG encoder's deflated bands (on its threads
 * and on the main thread) and the JPEG encoder's scans. A band over a quarter of the budget is
 * not kept, so that one band does not push out all the others.
 */
export class KeptBands<Band> {
  // A Map iterates in insertion order: setting a band again on every hit keeps the oldest first.
  private readonly bands = new Map<string, Band>();
  private kept = 0;

  constructor(
    readonly budget: number,
    private readonly bytesOf: (band: Band) => number,
  ) {}

  /** Bytes of the bands kept now. */
  get bytes(): number {
    return this.kept;
  }

  /** The band kept under `name`, from now on the most recently used. */
  get(name: string): Band | undefined {
    const band = this.bands.get(name);
    if (band === undefined) return undefined;
    this.bands.delete(name);
    this.bands.set(name, band);
    return band;
  }

  keep(name: string, band: Band): void {
    const bytes = this.bytesOf(band);
    if (bytes > this.budget / 4 || this.bands.has(name)) return;
    this.bands.set(name, band);
    this.kept += bytes;
    for (const [oldName, old] of this.bands) {
      if (this.kept <= this.budget) break;
      this.bands.delete(oldName);
      this.kept -= this.bytesOf(old);
    }
  }
}
