import { parseScore } from '#shared/templates/field-formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import { readableAccent } from '#shared/themes/theme-colors.ts';
import type { Box } from '#shared/geometry/box.ts';
import { stack } from '#shared/themes/post-frame.ts';
import { SplitGround } from '#shared/themes/layouts/split-ground.ts';
import type { Side } from '#shared/themes/game-facts.ts';

/**
 * 'default', the bold split: the ground cut diagonally into two halves, one per team, crests on
 * their half, and one huge number (score or start time) as the focal point. Headlines sit left,
 * like a broadcast caption; a list of games reads as scoreboard bars.
 */
export class SplitLayout extends SplitGround {
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
    if (this.landscape) return this.singleLandscape(game);
    const { frame, u } = this;
    const c = this.colors;
    this.kit.cue = 'head';
    const headBottom = this.header(frame.x, frame.y, 136 * u, frame.width);
    this.kit.cue = null;
    let crestD = (this.story ? 300 : 260) * u;
    const nameSize = 56 * u;
    let numberSize = (this.story ? 330 : 290) * u;
    const cx = this.width / 2;
    // The natural stack: crests and names, the date over the focal number, then the facts
    // (outcome, chips, venue). What room the frame has beyond it goes into the three gaps, so the
    // venue stands at the frame's foot and no band opens anywhere (docs/post-design.md).
    const outcome = this.outcome(game);
    const facts = this.result
      ? 40 * u +
        (outcome ? 58 * u + 24 * u : 0) +
        (this.detail(game)
          ? this.chipHeight(52 * u) + 30 * u
          : this.detailText(game)
            ? 60 * u
            : 0) +
        30 * u
      : 80 * u;
    const natural = 70 * u + crestD + 150 * u + nameSize + numberSize * 0.62 + facts;
    // Under a sponsor band the crests and the focal number give up what the stack lacks (the
    // facts keep their sizes, the venue stays above the band); spare is then 0.
    const over = natural - (frame.y + frame.height - 10 * u - headBottom);
    const k = over > 0 && this.sponsorPlace ? 1 - over / (crestD + numberSize * 0.62) : 1;
    [crestD, numberSize] = [crestD * k, numberSize * k];
    const spare = Math.max(0, frame.y + frame.height - 10 * u - headBottom - natural);
    const crestY = headBottom + 70 * u + spare * 0.3 + crestD / 2;
    const numberY = crestY + crestD / 2 + 150 * u + nameSize + numberSize * 0.62 + spare * 0.35;
    this.blade(headBottom + 30 * u, crestY + crestD * 0.5);
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const x = frame.x + frame.width * ([0.24, 0.76][i] as number);
      this.kit.cue = side === 'Home' ? 'home' : 'away';
      this.crest(game, 0, side, x, crestY, crestD, {
        fill: c.plate,
        ring: this.teamSide(game) === side ? c.decor : undefined,
        ringWidth: 8 * u,
      });
      this.nameField(0, side, {
        x,
        y: crestY + crestD / 2 + 62 * u + nameSize * 0.35,
        size: nameSize,
        fill: c.text,
        maxWidth: frame.width * 0.44,
      });
    });
    // The day above the focal number: the kick-off before the game, the score after it.
    this.kit.cue = 'focal';
    this.dateField(0, {
      x: cx,
      y: numberY - numberSize * 0.78,
      size: 46 * u,
      fill: c.accent,
      spacing: 2 * u,
      maxWidth: frame.width,
    });
    const focal = { x: cx, y: numberY, size: numberSize, fill: c.text, spacing: 4 * u };
    if (this.result) this.scoreField(0, { ...focal, maxWidth: frame.width });
    else this.bareTimeField(0, { ...focal, maxWidth: frame.width });
    this.kit.cued('facts', () =>
      this.facts(game, cx, numberY + 40 * u + spare * 0.35, frame.width, u),
    );
    this.kit.cue = null;
  }

  /**
   * Below the focal number: outcome and chips after the game, and the venue; `top` is where
   * they begin, and the venue ends the frame.
   */
  private facts(
    game: Game,
    cx: number,
    top: number,
    width: number,
    f: number,
    atFoot = true,
  ): void {
    const c = this.colors;
    let below = top;
    if (this.result) {
      const outcome = this.outcome(game);
      const pill = 58 * f;
      if (outcome) {
        this.outcomePill(outcome, cx, below, pill, {
          win: { fill: c.accent, text: c.onAccent },
          loss: { fill: c.text, text: c.background },
          draw: { fill: c.muted, text: c.background },
        });
        below += pill + 24 * f;
      }
      if (this.detail(game)) {
        this.chips(
          game,
          cx,
          below,
          52 * f,
          { fill: c.card, text: c.text, label: c.muted },
          'middle',
          width,
        );
        below += this.chipHeight(52 * f) + 30 * f;
      } else if (this.detailText(game)) {
        this.resultDetailField(0, {
          x: cx,
          y: below + 34 * f,
          size: 40 * f,
          fill: c.muted,
          maxWidth: width,
        });
        below += 60 * f;
      }
    }
    this.venueField(0, {
      x: cx,
      y: atFoot
        ? Math.max(below + 34 * f, this.frame.y + this.frame.height - 10 * this.u)
        : below + 34 * f,
      size: 34 * f,
      font: 'Arial',
      weight: 700,
      fill: c.muted,
      maxWidth: width,
      maxLines: this.result || this.landscape ? 1 : 2,
    });
  }

  /**
   * The landscape hub: the crests at the sides with their names below, the focal number
   * between them with the day above it and outcome and chips below, the venue at the foot.
   */
  private singleLandscape(game: Game): void {
    const { frame, u } = this;
    const c = this.colors;
    // The blade runs down from the top edge beside the headline, which stays clear of it.
    const headWidth = Math.min(frame.width * 0.6, this.cutX(frame.y + 90) - 40 - frame.x);
    const headBottom = this.header(frame.x, frame.y, 96 * u, headWidth);
    // Crests, names, the day and the chips are set for the width the hub is shown at (as wide
    // as a 4:5 post), not for its low height.
    const crestD = 230;
    const nameSize = 44;
    const numberSize = 250 * u;
    const foot = frame.y + frame.height - 10 * u;
    // Crests and names beside the day, the number and its facts (outcome, chips): the block
    // centred between the header and the venue at the frame's foot.
    const facts = this.result ? 150 : 0;
    const above = Math.max(crestD / 2, numberSize * 0.45 + 40);
    const below = Math.max(crestD / 2 + 30 + nameSize * 2, numberSize * 0.35 + facts);
    const top = headBottom + 20;
    const crestY = top + Math.max(0, (foot - 50 - top - above - below) / 2) + above;
    const numberY = crestY + numberSize * 0.35;
    const dateY = numberY - numberSize * 0.8;
    this.blade(0, dateY - 50);
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const x = frame.x + frame.width * ([0.16, 0.84][i] as number);
      this.crest(game, 0, side, x, crestY, crestD, {
        fill: c.plate,
        ring: this.teamSide(game) === side ? c.decor : undefined,
        ringWidth: 8 * u,
      });
      this.nameField(0, side, {
        x,
        y: crestY + crestD / 2 + 30 + nameSize * 0.35 + nameSize * 0.48,
        size: nameSize,
        fill: c.text,
        maxWidth: frame.width * 0.3,
      });
    });
    const cx = this.width / 2;
    const middle = frame.width * 0.36;
    this.dateField(0, { x: cx, y: dateY, size: 30, fill: c.accent, spacing: 1, maxWidth: middle });
    const focal = { x: cx, y: numberY, size: numberSize, fill: c.text, spacing: 4 * u };
    if (this.result) this.scoreField(0, { ...focal, maxWidth: middle });
    else this.bareTimeField(0, { ...focal, maxWidth: middle });
    this.facts(game, cx, numberY + 24, middle, 0.75);
  }

  protected fixtures(): void {
    const { frame, u } = this;
    const c = this.colors;
    const headSize = (this.landscape ? 90 : 120) * u;
    // The headline keeps clear of the blade at its right.
    const headWidth = Math.min(frame.width, this.cutX(frame.y + headSize) - 48 * u - frame.x);
    this.kit.cue = 'head';
    let top = this.header(frame.x, frame.y, headSize, headWidth);
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
    this.kit.cue = null;
    const list: Box = {
      x: frame.x,
      y: top + 30 * u,
      width: frame.width,
      height: frame.y + frame.height - top - 30 * u,
    };
    this.blade(0, list.y - 24 * u);
    const rowHeight = 200;
    // Two games grow to fill the post; their gap grows with them.
    const two = this.games.length === 2;
    const { k, tops } = stack(
      list,
      this.games.map(() => rowHeight),
      18 * u,
      (two ? 110 : 70) * u,
      two ? (this.story ? 2 : 1.95) : this.story ? 1.6 : 1.3,
    );
    this.games.forEach((game, i) =>
      this.kit.cued(this.kit.rowCue(i), () =>
        this.bar(game, i, { ...list, y: tops[i] as number, height: rowHeight * k }, k),
      ),
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
    const outcome = this.outcome(game);
    const scoreWidth = Math.min((this.result ? 130 : 230) * k, (this.result ? 170 : 280) * this.u);
    const scoreX = box.x + box.width - scoreWidth;
    // The rule between the teams' lines ends at the box: it never crosses the kick-off.
    this.kit.rect({
      x: box.x,
      y: box.y + line - 1,
      width: this.result ? box.width : scoreX - box.x,
      height: 2,
      fill: c.background,
      opacity: 0.6,
    });
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
    const nameSize = Math.min(46 * k, line * 0.5, 56 * this.u);
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
      this.bareTimeField(index, boxNumber(box.y + line, Math.min(90 * k, 110 * this.u), 20));
    } else if (!parseScore(game.result)) {
      this.scoreField(index, boxNumber(box.y + line, 48 * k, 16));
    }
    // The line under the bar keeps the size of a full list when two games grow their bars.
    const g = Math.min(k, 1.3);
    const lineY = box.y + barHeight + 38 * g;
    const small = { size: 28 * g, font: 'Arial' as const, weight: 700, fill: c.muted };
    if (this.result) {
      if (outcome) {
        this.kit.text(this.outcomeWord(outcome), {
          x: box.x,
          y: lineY,
          size: 34 * g,
          fill: outcome === 'win' ? c.accent : c.text,
          anchor: 'start',
          spacing: 2 * g,
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
