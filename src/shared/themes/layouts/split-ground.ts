import { PostPieces } from '#shared/themes/post-pieces.ts';

/**
 * The ground of 'default', the bold split: the canvas cut diagonally into two halves, one per
 * team, and the red blade along the cut. SplitLayout lays the post out on it.
 */
export abstract class SplitGround extends PostPieces {
  /**
   * Where the cut across the post crosses the height y: from 56% of the width at the top edge to
   * 44% at the foot; with several games from 86% to 50%, so the blade stands beside the header.
   */
  protected cutX(y: number): number {
    const [top, foot] = this.games.length > 1 ? [0.86, 0.5] : [0.56, 0.44];
    return this.width * (top + (foot - top) * (y / this.height));
  }

  protected ground(): void {
    const h = this.height;
    const c = this.colors;
    this.gradientGround(0.3, 1, [0.5, 0.65]);
    // The split: the home half a shade lighter.
    this.kit.path(
      [
        [0, 0],
        [this.cutX(0), 0],
        [this.cutX(h), h],
        [0, h],
      ],
      c.shape,
      this.input.hasBackgroundImage ? 0.04 : c.shapeOpacity * 1.4,
    );
  }

  /**
   * The red blade along the cut from `from` to `to` (heights), where nothing is read: it never
   * runs through the headline ('SPIELVORSCHAU' crossed by it read as two words) nor the numbers.
   * In a video it cuts in with the ground before the teams (its cue `band`, ADR 066).
   */
  protected blade(from: number, to: number): void {
    const width = 14 * this.u;
    if (to - from < 40 * this.u) return;
    this.kit.path(
      [
        [this.cutX(from), from],
        [this.cutX(from) + width, from],
        [this.cutX(to) + width, to],
        [this.cutX(to), to],
      ],
      this.colors.decor,
      0.85,
      'band',
    );
  }
}
