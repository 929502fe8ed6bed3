import type { Game } from '#shared/sports/sports.ts';
import { clubColor } from '#shared/templates/club-colors.ts';
import type { Outcome, Side } from '#shared/themes/game-facts.ts';
import { suffix } from '#shared/themes/game-facts.ts';
import { PostLayout } from '#shared/themes/post-layout.ts';
import { paintGradient, paintPhotoScrims } from '#shared/themes/theme-ground.ts';

/** The least size of the text in a result chip (docs/post-design.md, "Density"). */
export const chipText = 32;

/**
 * The pieces the four designs draw with, on top of PostLayout's words, facts and data fields:
 * crests (a data image with the team's monogram where it has no logo), result chips, the
 * outcome pill, the product mark and the ground.
 */
export abstract class PostPieces extends PostLayout {
  // ----- crests ---------------------------------------------------------------------------------

  /**
   * The colour of a team's monogram where it has no logo: on the club look the club's first
   * colour on its own side; else none here, and the renderer picks one from the team's name.
   */
  private monogramFill(game: Game, side: Side): string | undefined {
    return this.input.theme === 'club' && this.teamSide(game) === side
      ? clubColor('primary')
      : undefined;
  }

  /**
   * A team's crest centred at (cx, cy) in a square of `d`: its logo (a data image) on an
   * optional plate; where the team has no logo the renderer draws its monogram there instead
   * (initials on a disc in the club's or the name's colour). The crest stays a data field, so a
   * template started from a look shows the logos of the next games.
   */
  protected crest(
    game: Game,
    index: number,
    side: Side,
    cx: number,
    cy: number,
    d: number,
    plate: { fill: string; ring?: string; ringWidth?: number } | null,
  ): void {
    // Plate and logo arrive as one with the team when the post moves (ADR 066).
    this.kit.cued(this.teamCue(side), () => {
      if (plate) this.kit.circle(cx, cy, d / 2, plate.fill, plate.ring, plate.ringWidth);
      // The monogram covers the plate inside its ring, as large as the crest.
      const ring = plate?.ring ? (plate.ringWidth ?? 0) : 0;
      this.kit.logo(`team${side}Logo${suffix(index)}`, cx, cy, plate ? d * 0.7 : d, {
        fill: this.monogramFill(game, side),
        ...(plate ? { size: d - ring } : {}),
      });
    });
  }

  // ----- pieces ---------------------------------------------------------------------------------

  /** A row of chips asked for at `height`: never so low that its text is below 32 px. */
  protected chipHeight(height: number): number {
    return Math.max(height, chipText / 0.62);
  }

  /**
   * Result detail as chips in a row centred on cx (or starting at x for 'start'): one chip per
   * period, set or half, with the detail's label before them. Answers the row's width.
   */
  protected chips(
    game: Game,
    x: number,
    y: number,
    height: number,
    colors: { fill: string; text: string; label: string },
    anchor: 'middle' | 'start' = 'middle',
    maxWidth = this.frame.width,
  ): number {
    const parts = this.detail(game);
    if (!parts) return 0;
    const label = this.input.sport ? this.upper(this.words.detail[this.input.sport]) : null;
    height = this.chipHeight(height);
    const size = height * 0.62;
    const gap = height * 0.22;
    const chipWidth = (part: string) =>
      Math.max(height * 1.5, part.length * size * 0.5 + height * 0.6);
    const labelWidth = label ? label.length * size * 0.42 + gap : 0;
    const natural = labelWidth + parts.reduce((sum, p) => sum + chipWidth(p) + gap, -gap);
    const k = Math.min(1, maxWidth / natural);
    const total = natural * k;
    let left = anchor === 'middle' ? x - total / 2 : x;
    if (label) {
      this.kit.text(label, {
        x: left,
        y: y + height / 2 + size * k * 0.36,
        size: size * k,
        fill: colors.label,
        anchor: 'start',
        spacing: 2 * k,
      });
      left += labelWidth * k;
    }
    for (const part of parts) {
      const cw = chipWidth(part) * k;
      this.kit.rect({
        x: left,
        y,
        width: cw,
        height: height * k,
        fill: colors.fill,
        radius: (height * k) / 2,
      });
      this.kit.text(part, {
        x: left + cw / 2,
        y: y + (height * k) / 2 + size * k * 0.36,
        size: size * k,
        fill: colors.text,
      });
      left += cw + gap * k;
    }
    return total;
  }

  /** A pill with the outcome word, centred on cx; answers its width. */
  protected outcomePill(
    outcome: Outcome,
    cx: number,
    y: number,
    height: number,
    colors: Record<Outcome, { fill: string; text: string }>,
    anchor: 'middle' | 'start' = 'middle',
  ): number {
    const word = this.outcomeWord(outcome);
    const size = height * 0.6;
    const width = word.length * size * 0.48 + height * 1.1;
    const x = anchor === 'middle' ? cx - width / 2 : cx;
    this.kit.rect({ x, y, width, height, fill: colors[outcome].fill, radius: height / 2 });
    this.kit.text(word, {
      x: x + width / 2,
      y: y + height / 2 + size * 0.36,
      size,
      fill: colors[outcome].text,
      spacing: size * 0.08,
    });
    return width;
  }

  /** The free plan's product mark, small, at the bottom. */
  protected brand(): void {
    if (!this.input.brandMark) return;
    this.kit.text(this.upper(this.words.brand), {
      x: this.width / 2,
      y: this.brandY,
      size: 26,
      fill: this.colors.text,
      spacing: 7,
      opacity: 0.6,
    });
  }

  /**
   * The theme's ground: its gradient over the canvas, running towards (x2, y2), or the scrims of
   * a photo when the post has one.
   */
  protected gradientGround(x2: number, y2: number, scrims: [number, number]): void {
    if (this.input.hasBackgroundImage) return this.photoScrims(...scrims);
    paintGradient(this, x2, y2);
  }

  /** Over a photo: dark scrims at top and bottom so light text keeps its contrast. */
  protected photoScrims(top = 0.45, bottom = 0.6): void {
    paintPhotoScrims(this, top, bottom);
  }
}
