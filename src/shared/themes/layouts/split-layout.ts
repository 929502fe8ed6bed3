import { parseScore } from '#shared/templates/field-formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import { readableAccent } from '#shared/themes/theme-colors.ts';
import type { Box } from '#shared/geometry/box.ts';
import { stack } from '#shared/themes/post-frame.ts';
import { PostLayout } from '#shared/themes/post-layout.ts';
import type { Side } from '#shared/themes/game-facts.ts';

/**
 * 'default', the bold split: the ground cut diagonally into two halves, one per team, crests on
 * their half, and one huge number (score or start time) as the focal point. Headlines sit left,
 * like a broadcast caption; a list of games reads as scoreboard bars.
 */
export class SplitLayout extends PostLayout {
  protected ground(): void {
    const { width: w, height: h } = this;
    const c = this.colors;
    this.gradientGround(0.3, 1, [0.5, 0.65]);
    // The split: the home half a shade lighter, an accent blade along the cut.
    const top = w * 0.56;
    const bottom = w * 0.44;
    this.kit.path(
      [
        [0, 0],
        [top, 0],
        [bottom, h],
        [0, h],
      ],
      c.shape,
      this.input.hasBackgroundImage ? 0.04 : c.shapeOpacity * 1.4,
    );
    // The blade marks the cut only above the focal number, so nothing is read across it.
    const blade = 14 * this.u;
    // In landscape the date sits on the cut at mid-height: the blade ends well above it.
    const stop = this.games.length > 1 || this.landscape ? 0.2 : 0.42;
    const at = (t: number) => top + (bottom - top) * t;
    this.kit.path(
      [
        [top, 0],
        [top + blade, 0],
        [at(stop) + blade, h * stop],
        [at(stop), h * stop],
      ],
      c.decor,
      0.85,
    );
  }

  /** Sport line and headline, left-aligned; answers the bottom edge. */
  private header(x: number, top: number, size: number, maxWidth: number): number {
    const c = this.colors;
    const line = this.sportLine();
    let y = top;
    if (line) {
      const kicker = this.kickerSize(size * 0.26);
      this.kit.text(line, {
        x,
        y: y + kicker,
        size: kicker,
        // The red of the bars is too dark to read as small text on navy: lightened to 4.5:1.
        fill: readableAccent(c),
        anchor: 'start',
        spacing: size * 0.03,
        maxWidth,
      });
      y += kicker + size * 0.12;
    }
    this.headlineField({
      x,
      y: y + size * 0.78,
      size,
      fill: c.text,
      anchor: 'start',
      spacing: size * 0.01,
      maxWidth,
    });
    return y + size * 0.9;
  }

  protected single(game: Game): void {
    const { frame, u } = this;
    const c = this.colors;
    const land = this.landscape;
    const headSize = (land ? 96 : 136) * u;
    const headBottom = this.header(frame.x, frame.y, headSize, frame.width * (land ? 0.6 : 1));
    const crestD = (land ? 340 : this.story ? 300 : 260) * u;
    const cols = land ? [0.16, 0.84] : [0.24, 0.76];
    const nameWidth = frame.width * (land ? 0.3 : 0.44);
    const nameSize = (land ? 48 : 56) * u;
    // Landscape: the row of crests and the focal number sits in the middle of the room below the
    // headline, not right under it.
    const rowHeight = crestD + 56 * u + nameSize * 2.2;
    const room = frame.y + frame.height - headBottom - 60 * u;
    const crestY = land
      ? headBottom + Math.max(40 * u, (room - rowHeight) * 0.5) + crestD / 2
      : headBottom + 70 * u + crestD / 2;
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const cx = frame.x + frame.width * (cols[i] as number);
      this.crest(game, 0, side, cx, crestY, crestD, {
        fill: c.plate,
        ring: this.teamSide(game) === side ? c.decor : undefined,
        ringWidth: 8 * u,
      });
      this.nameField(0, side, {
        x: cx,
        y: crestY + crestD / 2 + 56 * u + nameSize * 0.35,
        size: nameSize,
        fill: c.text,
        maxWidth: nameWidth,
      });
    });
    const cx = this.width / 2;
    // The focal number: between the crests in landscape, below the names in portrait.
    const numberSize = (land ? 250 : this.story ? 330 : 290) * u;
    const numberY = land
      ? crestY + numberSize * 0.35
      : Math.max(
          crestY + crestD / 2 + 150 * u + nameSize + numberSize * 0.62,
          this.story ? frame.y + frame.height * 0.72 : 0,
        );
    const numberWidth = land ? frame.width * 0.36 : frame.width;
    // The score, or the kick-off before the game.
    const focal = {
      x: cx,
      y: numberY,
      size: numberSize,
      fill: c.text,
      maxWidth: numberWidth,
      spacing: 4 * u,
    };
    let below = numberY + 40 * u;
    if (this.result) {
      this.scoreField(0, focal);
      const outcome = this.outcome(game);
      const pill = 58 * u;
      if (outcome) {
        this.outcomePill(outcome, cx, below, pill, {
          win: { fill: c.accent, text: c.onAccent },
          loss: { fill: c.text, text: c.background },
          draw: { fill: c.muted, text: c.background },
        });
        below += pill + 24 * u;
      }
      if (this.detail(game)) {
        this.chips(game, cx, below, 50 * u, {
          fill: c.card,
          text: c.text,
          label: c.muted,
        });
        below += 50 * u + 30 * u;
      } else if (this.detailText(game)) {
        this.resultDetailField(0, {
          x: cx,
          y: below + 34 * u,
          size: 40 * u,
          fill: c.muted,
          maxWidth: numberWidth,
        });
        below += 60 * u;
      }
      this.venueField(0, {
        x: cx,
        y: Math.max(below + 30 * u, frame.y + frame.height - 10 * u),
        size: 30 * u,
        font: 'Arial',
        weight: 700,
        fill: c.muted,
        maxWidth: frame.width,
      });
    } else {
      this.dateField(0, {
        x: cx,
        y: numberY - numberSize * 0.78,
        size: 46 * u,
        fill: c.accent,
        spacing: 2 * u,
        maxWidth: numberWidth,
      });
      this.bareTimeField(0, focal);
      this.venueField(0, {
        x: cx,
        // On the landscape hub the venue stands at the frame's foot, as on a result.
        y: land ? Math.max(below + 40 * u, frame.y + frame.height - 10 * u) : below + 40 * u,
        size: 34 * u,
        font: 'Arial',
        weight: 700,
        fill: c.muted,
        maxWidth: numberWidth,
        maxLines: 2,
      });
    }
  }

  protected fixtures(): void {
    const { frame, u } = this;
    const c = this.colors;
    const headSize = (this.landscape ? 90 : 120) * u;
    let top = this.header(frame.x, frame.y, headSize, frame.width);
    const date = this.sharedDate();
    if (date) {
      this.dateField(0, {
        x: frame.x,
        y: top + 44 * u,
        size: 40 * u,
        fill: c.accent,
        anchor: 'start',
        spacing: 2 * u,
        maxWidth: frame.width,
      });
      top += 60 * u;
    }
    const list: Box = {
      x: frame.x,
      y: top + 30 * u,
      width: frame.width,
      height: frame.y + frame.height - top - 30 * u,
    };
    const rowHeight = 200;
    const { k, tops } = stack(
      list,
      this.games.map(() => rowHeight),
      18 * u,
      70 * u,
      this.story ? 1.5 : 1.3,
    );
    this.games.forEach((game, i) =>
      this.bar(game, i, { ...list, y: tops[i] as number, height: rowHeight * k }, k),
    );
  }

  /**
   * One game as a broadcast scoreboard: a line per team (crest, name, its score), the time in
   * one box over both lines before the game, a line of detail below.
   */
  private bar(game: Game, index: number, box: Box, k: number): void {
    const c = this.colors;
    const barHeight = box.height * 0.76;
    const line = barHeight / 2;
    this.kit.rect({ x: box.x, y: box.y, width: box.width, height: barHeight, fill: c.card });
    this.kit.rect({
      x: box.x,
      y: box.y + line - 1,
      width: box.width,
      height: 2,
      fill: c.background,
      opacity: 0.6,
    });
    const outcome = this.outcome(game);
    const scoreWidth = (this.result ? 130 : 230) * k;
    const scoreX = box.x + box.width - scoreWidth;
    this.kit.rect({
      x: scoreX,
      y: box.y,
      width: scoreWidth,
      height: barHeight,
      fill: this.result && outcome !== 'win' ? c.text : c.accent,
    });
    const boxText = this.result && outcome !== 'win' ? c.background : c.onAccent;
    // A number in the score box, centred on it and its middle at `centreY`.
    const boxNumber = (centreY: number, size: number, inset: number) => ({
      x: scoreX + scoreWidth / 2,
      y: centreY + size * 0.36,
      size,
      fill: boxText,
      maxWidth: scoreWidth - inset * k,
    });
    const crestD = line * 0.72;
    const nameX = box.x + 24 * k + crestD + 20 * k;
    const nameWidth = scoreX - 20 * k - nameX;
    const nameSize = Math.min(46 * k, line * 0.5);
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const mid = box.y + line * (i + 0.5);
      this.crest(game, index, side, box.x + 24 * k + crestD / 2, mid, crestD, { fill: c.plate });
      this.nameField(index, side, {
        x: nameX,
        y: mid + nameSize * 0.35,
        size: nameSize,
        fill: c.text,
        anchor: 'start',
        maxWidth: nameWidth,
      });
      if (this.result) this.sideScoreField(index, side, boxNumber(mid, line * 0.62, 16));
    });
    if (!this.result) {
      this.bareTimeField(index, boxNumber(box.y + line, 90 * k, 20));
    } else if (!parseScore(game.result)) {
      this.scoreField(index, boxNumber(box.y + line, 48 * k, 16));
    }
    const lineY = box.y + barHeight + 38 * k;
    const small = { size: 28 * k, font: 'Arial' as const, weight: 700, fill: c.muted };
    if (this.result) {
      if (outcome) {
        this.kit.text(this.outcomeWord(outcome), {
          x: box.x,
          y: lineY,
          size: 34 * k,
          fill: outcome === 'win' ? c.accent : c.text,
          anchor: 'start',
          spacing: 2 * k,
        });
      }
      if (this.input.showResultDetail)
        this.resultDetailField(index, {
          x: box.x + box.width,
          y: lineY,
          ...small,
          anchor: 'end',
          maxWidth: box.width * 0.7,
        });
    } else {
      if (!this.sharedDate())
        this.dateField(
          index,
          { x: box.x, y: lineY, ...small, anchor: 'start', maxWidth: box.width * 0.4 },
          true,
        );
      this.venueField(index, {
        x: box.x + box.width,
        y: lineY,
        ...small,
        anchor: 'end',
        maxWidth: box.width * (this.sharedDate() ? 1 : 0.58),
      });
    }
  }
}
