import type { Game } from '#shared/sports/sports.ts';
import type { Box } from '#shared/geometry/box.ts';
import { PostPieces } from '#shared/themes/post-pieces.ts';
import type { Side } from '#shared/themes/game-facts.ts';

/**
 * Where the pieces of a one-game post stand. Feed posts (4:5, 1:1): headline and crest side by
 * side at the top, the band across the middle, the card below. The story (9:16): headline at the
 * top, the crest large and centred on the band in the middle, the card in the lower third above
 * the story's safe zone. The landscape hub (1100:800): two columns, headline and crest at the
 * left, the card and its facts at the right, the band running from the left edge through the
 * crest into the card's side bar.
 */
export interface Poster {
  head: { x: number; y: number; width: number; size: number };
  crest: { cx: number; cy: number; d: number };
  card: Box;
  /** Facts under the card: their left edge, width and scale. */
  facts: { x: number; width: number; scale: number };
  /** The band: where its centre line crosses x = `at`, how far it rises per pixel to the right, its thickness and right end. */
  band: { at: number; y: number; slope: number; thickness: number; end: number } | null;
}

/** The club poster's placement of headline, crest, band, card and facts (Poster), worked out once. */
export abstract class ClubPoster extends PostPieces {
  private posterCache: Poster | null = null;

  /** The post's own team, whose crest leads; the home team when the post names none. */
  protected leadSide(game: Game): Side {
    return this.teamSide(game) ?? 'Home';
  }

  /** How far below its top the headline block (sport line and headline) ends. */
  protected posterHeight(size: number): number {
    return (this.sportLine() ? this.kickerRoom(size) : 0) + size * 1.05;
  }

  /** From the sport line's top to the headline's: room for a capital's accent ('RÉSULTAT'). */
  protected kickerRoom(size: number): number {
    return Math.max(size * 0.42, this.kickerSize(size * 0.22) + size * 0.2);
  }

  /** Headline in the heavy face, flush left; the sport line above it. Answers its bottom. */
  protected headlineBlock(x: number, y: number, width: number, size: number): number {
    const c = this.colors;
    const line = this.sportLine();
    let top = y;
    if (line) {
      const kicker = this.kickerSize(size * 0.22);
      this.kit.text(line, {
        x,
        y: top + kicker,
        size: kicker,
        font: 'Arial',
        weight: 700,
        fill: c.text,
        anchor: 'start',
        spacing: size * 0.02,
        maxWidth: width,
        opacity: 0.85,
      });
      top += this.kickerRoom(size);
    }
    this.headlineField({
      x,
      y: top + size * 0.86,
      size,
      font: 'Impact',
      fill: c.text,
      anchor: 'start',
      maxWidth: width,
    });
    return top + size * 1.05;
  }

  /**
   * Room the facts under the card take at a scale: outcome and chips, then venue; on a preview
   * the kick-off beside date and venue, or, scaled up (story, landscape), on a line of its own
   * above them.
   */
  protected factsRoom(scale: number): number {
    const f = this.u * scale;
    // A result names its day above the venue.
    if (this.result) return 150 * f + 60 * this.u * Math.min(scale, 1.1);
    if (scale <= 1) return 170 * f;
    return 140 * f + 95 * this.u * Math.min(scale, 1.1);
  }

  /** The one-game arrangement of this format (see `Poster`). */
  protected poster(): Poster {
    if (this.posterCache) return this.posterCache;
    const { frame, u, width: w, height: h } = this;
    const bottom = frame.y + frame.height;
    let poster: Poster;
    if (this.landscape) {
      // Two columns: headline and crest at the left, the card and its facts at the right.
      const leftWidth = frame.width * 0.36;
      const right = frame.x + leftWidth + 44;
      const size = 96;
      const headBottom = frame.y + this.posterHeight(size);
      const d = Math.min(leftWidth - 80, bottom - headBottom - 100);
      const scale = this.result ? 1.3 : 1.5;
      // The card and its facts fill the column's height.
      const cardHeight = frame.height - 10 - this.factsRoom(scale);
      const block = cardHeight + this.factsRoom(scale);
      const cardTop = frame.y + (frame.height - block) / 2;
      const crest = { cx: frame.x + leftWidth / 2, cy: (headBottom + bottom) / 2 + 10, d };
      const card = {
        x: right,
        y: cardTop,
        width: frame.x + frame.width - right,
        height: cardHeight,
      };
      poster = {
        head: { x: frame.x, y: frame.y, width: leftWidth, size },
        crest,
        card,
        facts: { x: right, width: card.width, scale },
        band: { at: crest.cx, y: crest.cy, slope: 0.18, thickness: h * 0.075, end: right - 18 },
      };
    } else if (this.story) {
      // Headline at the top, crest on the band in the middle, the card in the lower third.
      const size = 140;
      const headBottom = frame.y + this.posterHeight(size);
      const scale = this.result ? 1.25 : 1.4;
      const cardHeight = this.result ? 420 : 330;
      const cardTop = bottom - this.factsRoom(scale) - cardHeight;
      const d = Math.min(330, cardTop - headBottom - 90);
      const crest = { cx: w / 2, cy: (headBottom + cardTop) / 2, d };
      // Where a sponsor band leaves the crest less room, the band is thinner and flatter and
      // runs where its rising right end stays below the headline and its echoes end above the
      // card. (Without a band the post stays as its goldens have it.)
      let thickness = h * 0.045;
      let slope = 0.18;
      let bandY = crest.cy;
      if (this.sponsorPlace) {
        const room = cardTop - headBottom;
        thickness = Math.min(thickness, Math.max(24, room - 190));
        slope = Math.min(slope, Math.max(0, (room - 32 - 2.45 * thickness) / w));
        const lowest = cardTop - 16 - 1.95 * thickness - crest.cx * slope;
        const highest = headBottom + 16 + thickness / 2 + (w - crest.cx) * slope;
        bandY = Math.max(highest, Math.min(crest.cy, lowest));
      }
      poster = {
        head: { x: frame.x, y: frame.y, width: frame.width, size },
        crest,
        card: { x: frame.x, y: cardTop, width: frame.width, height: cardHeight },
        facts: { x: frame.x, width: frame.width, scale },
        band: { at: crest.cx, y: bandY, slope, thickness, end: w },
      };
    } else {
      // Feed posts: headline beside the crest at the top, the card below.
      // The crest and the card take the room the band leaves, so no empty zone opens between
      // the headline and the card (docs/post-design.md, "Density").
      const d = 340 * u;
      const size = 150 * u;
      const headBottom = frame.y + this.posterHeight(size);
      const cardHeight = 420 * u;
      const cardTop = Math.max(
        headBottom + 40 * u,
        frame.y + d + 40 * u,
        bottom - cardHeight - this.factsRoom(1),
      );
      // The band runs under the crest at the right and falls to the left, its echoes ending
      // above the card: it never runs behind the card's names, nor the headline.
      const crest = { cx: frame.x + frame.width - d / 2, cy: frame.y + d / 2, d };
      const thickness = h * 0.04;
      const slope = 0.18;
      const bandY = cardTop - 16 * u - crest.cx * slope - 1.95 * thickness;
      poster = {
        head: { x: frame.x, y: frame.y, width: frame.width - d - 30 * u, size },
        crest,
        card: { x: frame.x, y: cardTop, width: frame.width, height: cardHeight },
        facts: { x: frame.x, width: frame.width, scale: 1 },
        band: { at: crest.cx, y: bandY, slope, thickness, end: w },
      };
    }
    this.posterCache = poster;
    return poster;
  }
}
