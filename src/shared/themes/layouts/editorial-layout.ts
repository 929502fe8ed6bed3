import { parseScore } from '#shared/templates/field-formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { Box } from '#shared/geometry/box.ts';
import { stack } from '#shared/themes/post-frame.ts';
import { PostPieces } from '#shared/themes/post-pieces.ts';
import type { Side } from '#shared/themes/game-facts.ts';

/** The card is always white: its text colours stay dark whatever lies under the card. */
const ink = { text: '#0f1a2b', muted: '#505a70', rule: 'rgba(15,26,43,0.16)', accent: '#c4002a' };

/**
 * 'light', the editorial card: one white card with generous margins, everything set flush left
 * like a newspaper's sports page: a small sport line, a serif headline, hairlines, a table of the
 * two teams with their scores at the right edge, the facts below in labelled lines.
 */
export class EditorialLayout extends PostPieces {
  private card!: Box;
  private pad = 0;

  protected ground(): void {
    // Moving, the story's bands stand from the first frame, the card and its tab rise (ADR 066).
    this.kit.cue = 'frame';
    const { width: w, height: h, u } = this;
    const c = this.colors;
    if (this.input.hasBackgroundImage) this.photoScrims(0.3, 0.3);
    else this.kit.rect({ x: 0, y: 0, width: w, height: h, fill: c.background });
    const inset = this.landscape ? 40 : 44 * u;
    this.card = {
      x: this.frame.x - inset,
      y: this.frame.y - inset,
      width: this.frame.width + 2 * inset,
      // Above a sponsor band on the hub the card's foot is narrower: the band keeps its gap.
      height: this.frame.height + inset + (this.sponsorPlace && this.landscape ? 16 : inset),
    };
    if (this.input.hasBackgroundImage) {
      // Over a photo the card leaves the photo its share of the post: the card takes the lower
      // part (the right part on the landscape hub), so nobody takes the photo for a failed upload.
      const bottom = this.card.y + this.card.height;
      if (this.landscape) {
        const right = this.card.x + this.card.width;
        this.card = {
          ...this.card,
          x: right - this.card.width * 0.62,
          width: this.card.width * 0.62,
        };
      } else {
        // (As high as without a sponsor band: the band's room is taken from the photo's share.)
        const top = Math.max(this.card.y, h * (this.story ? 0.36 : 0.3) - this.bandRoom);
        this.card = { ...this.card, y: top, height: bottom - top };
      }
    } else if (this.story) {
      // The story's bands behind Instagram's controls carry the theme's colours, not an empty
      // paper: a red head and a navy foot frame the card.
      this.kit.rect({ x: 0, y: 0, width: w, height: this.card.y - 28 * u, fill: c.decor });
      const foot = this.card.y + this.card.height + 28 * u;
      this.kit.rect({ x: 0, y: foot, width: w, height: h - foot, fill: c.text });
    }
    // On the landscape hub never less than 28 px: its text keeps 48 px from the sides when a
    // sponsor band leaves the frame lower.
    this.pad = this.landscape ? Math.max(50 * u, 28) : 64 * u;
    this.kit.cue = 'panel';
    this.kit.rect({
      ...this.card,
      fill: '#ffffff',
      radius: 6 * u,
    });
    // An accent tab at the card's top edge, as a section marker.
    this.kit.rect({
      x: this.card.x + this.pad,
      y: this.card.y,
      width: 120 * u,
      height: 12 * u,
      fill: c.decor,
    });
  }

  /**
   * Sport line, serif headline, the date the games share (unless `withDate` is false: a single
   * game's preview names it beside the kick-off) and a hairline; answers the bottom.
   */
  private header(x: number, y: number, width: number, size: number, withDate = true): number {
    const line = this.sportLine();
    let top = y;
    this.kit.cue = 'head';
    if (line) {
      const kicker = this.kickerSize(26 * this.u);
      this.kit.text(line, {
        x,
        y: top + kicker + 2 * this.u,
        size: kicker,
        font: 'Arial',
        weight: 700,
        fill: ink.accent,
        anchor: 'start',
        spacing: 3 * this.u,
        maxWidth: width,
      });
      top += kicker + 18 * this.u;
    }
    // The serif headline as the word is written ('Spielvorschau'), not in capitals.
    this.headlineField(
      {
        x,
        y: top + size * 0.82,
        size,
        font: 'Georgia',
        weight: 700,
        fill: ink.text,
        anchor: 'start',
        maxWidth: width,
      },
      false,
    );
    const date = withDate ? this.sharedDate() : null;
    let bottom = top + size * 1.08;
    if (date) {
      this.dateField(0, {
        x,
        y: bottom + 26 * this.u,
        size: 26 * this.u,
        font: 'Arial',
        weight: 700,
        fill: ink.muted,
        anchor: 'start',
        spacing: 2 * this.u,
        maxWidth: width,
      });
      bottom += 46 * this.u;
    }
    this.rule(x, bottom + 10 * this.u, width);
    this.kit.cue = null;
    return bottom + 12 * this.u;
  }

  private rule(x: number, y: number, width: number, strong = false): void {
    this.kit.rect({
      x,
      y,
      width,
      height: strong ? 4 * this.u : 2 * this.u,
      fill: strong ? ink.text : ink.rule,
      cue: this.kit.cue ?? 'decor',
    });
  }

  /** A team's line of the table: crest, name, its score at the right edge. */
  private teamLine(
    game: Game,
    index: number,
    side: Side,
    x: number,
    mid: number,
    width: number,
    lineHeight: number,
  ): void {
    // A table's crest stays a mark beside the name, however tall the line; in the lower lines
    // above a sponsor band it keeps 44 px, so a monogram's letters stay readable.
    const line = Math.max(lineHeight * 0.72, this.sponsorPlace ? 44 : 0);
    const crestD = Math.min(line, (this.games.length > 1 ? 96 : 180) * this.u);
    this.crest(game, index, side, x + crestD / 2, mid, crestD, null);
    // Room for two digits of the score at its size, not more.
    const scoreWidth = this.result ? lineHeight * 0.7 * 0.95 + 20 * this.u : 0;
    // Names at no less than 40 px: a long one wraps where its line has room for it (three lines
    // where one game has the post), else it shrinks a little and is cut.
    const nameSize = Math.max(Math.min(lineHeight * 0.36, 50 * this.u), 40);
    const maxLines =
      this.games.length === 1 && lineHeight >= 3.6 * nameSize
        ? 3
        : lineHeight >= 2.3 * nameSize
          ? 2
          : 1;
    this.nameField(index, side, {
      maxLines,
      x: x + crestD + 28 * this.u,
      y: mid + nameSize * 0.35,
      size: nameSize,
      font: 'Georgia',
      weight: 700,
      fill: ink.text,
      anchor: 'start',
      maxWidth: width - crestD - 28 * this.u - scoreWidth - 20 * this.u,
    });
    if (this.result) {
      const score = parseScore(game.result);
      const own = score ? Number(side === 'Home' ? score.home : score.away) : 0;
      const other = score ? Number(side === 'Home' ? score.away : score.home) : 0;
      this.sideScoreField(index, side, {
        x: x + width,
        y: mid + lineHeight * 0.7 * 0.36,
        size: lineHeight * 0.7,
        fill: own > other ? ink.accent : ink.muted,
        anchor: 'end',
        maxWidth: scoreWidth,
      });
    }
  }

  protected single(game: Game): void {
    const { u } = this;
    const x = this.card.x + this.pad;
    const width = this.card.width - 2 * this.pad;
    const land = this.landscape;
    let y = this.header(x, this.card.y + this.pad, width, (land ? 92 : 124) * u, this.result);
    const bottom = this.card.y + this.card.height - this.pad;
    // The facts under the table, as high as they are drawn below.
    const outcome = this.outcome(game);
    const chipRow = this.chipHeight(52 * u);
    const resultFacts =
      30 * u +
      (outcome ? 100 * u : 0) +
      (this.detail(game) ? 10 * u + chipRow + 28 * u : this.detailText(game) ? 60 * u : 0) +
      40 * u;
    // The table takes the room the facts below leave, within a readable range.
    const facts = this.result ? resultFacts : (land ? 150 : 200) * u;
    const lineHeight = Math.max(110 * u, Math.min((bottom - y - facts - 60 * u) / 2, 240 * u));
    // A preview's kick-off and the room the table and it leave: shared out above the table and
    // above the kick-off, so the card holds no empty zone at its foot.
    const table = 2 * lineHeight + 40 * u;
    const timeSize = Math.min(200 * u, bottom - y - table);
    // A result's facts follow the table directly; what room is left goes above the table and
    // above the facts, so no band opens between the outcome and the venue, and the venue ends
    // the card.
    const spare = this.result
      ? Math.max(0, (bottom - y - 20 * u - table - resultFacts) / 2)
      : Math.max(0, (bottom - y - table - timeSize) / 2);
    y += 20 * u + spare;
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      this.teamLine(game, 0, side, x, y + lineHeight * (i + 0.5), width, lineHeight);
      if (i === 0) this.rule(x, y + lineHeight, width);
    });
    y += 2 * lineHeight + 10 * u + spare;
    this.rule(x, y, width, true);
    y += 30 * u;
    if (this.result) {
      if (outcome) {
        this.kit.text(this.outcomeWord(outcome), {
          x,
          y: y + 70 * u,
          size: 84 * u,
          fill: outcome === 'win' ? ink.accent : ink.text,
          anchor: 'start',
          spacing: 2 * u,
        });
        y += 100 * u;
      }
      if (this.detail(game)) {
        this.chips(
          game,
          x,
          y + 10 * u,
          52 * u,
          { fill: '#eef0f4', text: ink.text, label: ink.muted },
          'start',
          width,
        );
        y += 10 * u + chipRow + 28 * u;
      } else if (this.detailText(game)) {
        this.resultDetailField(0, {
          x,
          y: y + 40 * u,
          size: 36 * u,
          font: 'Arial',
          weight: 700,
          fill: ink.muted,
          anchor: 'start',
          maxWidth: width,
        });
        y += 60 * u;
      }
      this.venueField(0, {
        x,
        y: y + 40 * u,
        size: 28 * u,
        font: 'Arial',
        weight: 700,
        fill: ink.muted,
        anchor: 'start',
        maxWidth: width,
      });
    } else {
      // Kick-off as the figure, date and venue as the caption beside it.
      this.bareTimeField(0, {
        x,
        y: y + timeSize * 0.8,
        size: timeSize,
        fill: ink.accent,
        anchor: 'start',
        maxWidth: width * 0.45,
      });
      const infoX = x + width * 0.48;
      this.dateField(0, {
        x: infoX,
        y: y + timeSize * 0.34,
        size: 40 * u,
        fill: ink.text,
        anchor: 'start',
        spacing: 1 * u,
        maxWidth: width * 0.52,
      });
      this.venueField(0, {
        x: infoX,
        y: y + timeSize * 0.7,
        size: 28 * u,
        font: 'Arial',
        weight: 700,
        fill: ink.muted,
        anchor: 'start',
        maxWidth: width * 0.52,
        maxLines: 2,
      });
    }
  }

  protected fixtures(): void {
    const { u } = this;
    const x = this.card.x + this.pad;
    const width = this.card.width - 2 * this.pad;
    const top = this.header(x, this.card.y + this.pad, width, (this.landscape ? 72 : 104) * u);
    const list: Box = {
      x,
      y: top + 10 * u,
      width,
      height: this.card.y + this.card.height - this.pad - top - 10 * u,
    };
    const natural = 250;
    // Two games grow to fill the card (three fill it as they are).
    const { k, tops } = stack(
      list,
      this.games.map(() => natural),
      0,
      0,
      this.games.length === 2 ? (this.story ? 2 : 1.8) : 1.3,
    );
    this.games.forEach((game, i) => {
      this.kit.cue = this.kit.rowCue(i);
      const y = tops[i] as number;
      const h = natural * k;
      // Tall rows (two games) give the names the width, not the kick-off or the small lines.
      const g = Math.min(k, 1.3);
      const timeWidth = this.result ? 0 : 200 * g;
      const lineHeight = h * 0.36;
      (['Home', 'Away'] as Side[]).forEach((side, j) =>
        this.teamLine(
          game,
          i,
          side,
          x + timeWidth,
          y + 16 * k + lineHeight * (j + 0.5),
          width - timeWidth,
          lineHeight,
        ),
      );
      if (!this.result) {
        this.bareTimeField(i, {
          x,
          y: y + 16 * k + lineHeight + 70 * g * 0.36,
          size: 70 * g,
          fill: ink.accent,
          anchor: 'start',
          maxWidth: timeWidth - 20 * g,
        });
      }
      const infoY = y + 16 * k + 2 * lineHeight + 36 * k;
      const info = {
        size: 24 * g,
        font: 'Arial' as const,
        weight: 700,
        fill: ink.muted,
        anchor: 'start' as const,
      };
      if (this.result) {
        const outcome = this.outcome(game);
        let infoX = x;
        if (outcome) {
          this.kit.text(this.outcomeWord(outcome), {
            x,
            y: infoY,
            size: 30 * g,
            fill: outcome === 'win' ? ink.accent : ink.text,
            anchor: 'start',
            spacing: 2 * g,
          });
          infoX += 200 * g;
        }
        if (this.input.showResultDetail)
          this.resultDetailField(i, { x: infoX, y: infoY, ...info, maxWidth: width - infoX + x });
      } else {
        if (!this.sharedDate())
          this.dateField(i, { x: x + timeWidth, y: infoY, ...info, maxWidth: 260 * g }, true);
        this.venueField(i, {
          x: x + timeWidth + (this.sharedDate() ? 0 : 270 * g),
          y: infoY,
          ...info,
          maxWidth: width - timeWidth - (this.sharedDate() ? 0 : 270 * g),
        });
      }
      if (i < this.games.length - 1) this.rule(x, y + h - 2 * u, width);
    });
  }
}
