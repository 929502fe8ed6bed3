import type { BandRows } from '#server/render/band-layout.ts';
import type { LayerProgress } from '#server/render/layer-drawing.ts';
import { bandCount, bandRows, type BandSources } from '#server/render/png-encoder.ts';

/** A prepared background's pixels and the key it is kept by. */
export interface PreparedPixels {
  pixels: Buffer;
  /** Equal for every request that gives these pixels (backgroundIdentity). */
  key: string;
}

/**
 * Which of the encoder's bands a post's overlay draws on, and when each is ready (see `png`).
 * The overlay is composited onto the output buffer with the background `under` it: only rows
 * the overlay has a pixel in are written there (`inked`). An encoder band none of whose rows nor
 * the row above is inked is clean: read from the background and named by its identity, found in
 * the encoder's cache after the first export with that background. The others read their inked
 * rows from the output and the rest from the background, without a copy.
 */
export class DrawingPlan implements LayerProgress {
  private readonly bands: number;
  private readonly ready: Promise<void>[];
  private readonly settle: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** Per encoder band: the last overlay band it waits for, -1 for none. */
  private waitsFor: number[] = [];
  private overlay: readonly BandRows[] = [];
  /** Per row of the picture: 1 where the overlay has a pixel (written to the output). */
  private readonly inked: Uint8Array;
  /** Per overlay band: what its composited rows are made of, as the drawing thread named them. */
  private readonly names: (string | undefined)[] = [];

  constructor(
    private readonly base: PreparedPixels,
    private readonly rgba: Buffer,
    private readonly height: number,
  ) {
    this.bands = bandCount(height);
    this.inked = new Uint8Array(height);
    this.ready = Array.from({ length: this.bands }, () => {
      const ready = new Promise<void>((resolve, reject) => {
        this.settle.push({ resolve, reject });
      });
      // After a failed drawing the encoder stops asking for bands: a band nobody waits for any
      // more must not reject unobserved (an unhandled rejection ends a Node process).
      ready.catch(() => {});
      return ready;
    });
  }

  get under(): Uint8Array {
    return this.base.pixels;
  }

  /** The background's identity: the drawing threads keep bands composited over it by it. */
  get underKey(): string {
    return this.base.key;
  }

  /**
   * The encoder names the band by the background's key only when none of these rows is inked;
   * otherwise by what its rows are made of (`nameOf`, ADR 039).
   */
  readonly source: BandSources = async (index, y0, y1) => {
    await this.ready[index];
    const top = Math.max(0, y0 - 1);
    const rows = this.inked.slice(top, y1);
    const name = this.nameOf(top, y1);
    return { rgba: this.base.pixels, key: this.base.key, drawn: { rgba: this.rgba, rows, name } };
  };

  /**
   * What rows `top` to `end - 1` are made of (ADR 039): the background's identity and the name
   * of every overlay band over any of them. A row no overlay band covers is the background's; a
   * row one covers is what that band's drawing composited over the background, which its name
   * (a hash of the drawing, its options and the background's identity with the band's place)
   * determines. Null when a band over them has no name (composited on this thread).
   */
  private nameOf(top: number, end: number): string | null {
    const made = [this.base.key];
    for (const [index, band] of this.overlay.entries()) {
      if (band.firstRow >= end || band.endRow <= top) continue;
      const name = this.names[index];
      if (name === undefined) return null;
      made.push(name);
    }
    return made.join('|');
  }

  planned(overlay: readonly BandRows[]): void {
    this.overlay = overlay;
    this.waitsFor = Array.from({ length: this.bands }, (_, index) => {
      const [y0, y1] = bandRows(index, this.height);
      const top = Math.max(0, y0 - 1);
      let last = -1;
      overlay.forEach((band, i) => {
        if (band.firstRow < y1 && band.endRow > top) last = i;
      });
      return last;
    });
    this.waitsFor.forEach((last, index) => {
      if (last === -1) this.settle[index]?.resolve();
    });
  }

  drawn(index: number, rows: Uint8Array, name?: string): void {
    this.inked.set(rows, this.overlay[index]?.firstRow ?? 0);
    this.names[index] = name;
    this.waitsFor.forEach((last, band) => {
      if (last === index) this.settle[band]?.resolve();
    });
  }

  fail(error: unknown): void {
    for (const { reject } of this.settle) reject(error);
  }
}
