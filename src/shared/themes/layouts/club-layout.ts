import { parseScore } from '#shared/templates/field-formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { Box } from '#shared/geometry/box.ts';
import { stack } from '#shared/themes/post-frame.ts';
import type { Side } from '#shared/themes/game-facts.ts';
import { ClubPoster, type Poster } from '#shared/themes/layouts/club-poster.ts';

/**
 * 'club', the club poster: the club's own colour as the ground, its second colour as a wide
 * slanted band, a heavy condensed headline set large at the top left and the club's crest big
 * beside it; the game below as a scoreboard card. Built on the colours of the club's logo.
 */
export class ClubLayout extends ClubPoster {
  protected ground(): void {
    const { width: w, height: h } = this;
    const c = this.colors;
    this.gradientGround(1, 1, [0.55, 0.55]);
    if (this.games.length > 1) {
      // Several games fill the canvas: the club's colour as a corner wedge beside the headline.
      this.kit.path(
        [
          [w * 0.74, 0],
          [w, 0],
          [w, h * 0.1],
        ],
        c.decor,
        0.9,
      );
      this.kit.path(
        [
          [w * 0.64, 0],
          [w * 0.69, 0],
          [w, h * 0.135],
          [w, h * 0.165],
        ],
        c.decor,
        0.35,
      );
      return;
    }
    const band = this.poster().band;
    if (band) this.slantedBand(band);
  }

  /**
   * The band with two thin echoes below it, from the left edge to its end; in a video they wipe
   * in with the ground (their cue `band`, ADR 066).
   */
  private slantedBand(band: NonNullable<Poster['band']>): void {
    const c = this.colors;
    const { at, y, slope, thickness, end } = band;
    // The top edge of a stripe at x, for a stripe whose top crosses `at` at `top`.
    const edge = (x: number, top: number) => top + (at - x) * slope;
    const stripe = (top: number, height: number, opacity: number) =>
      this.kit.path(
        [
          [0, edge(0, top)],
          [end, edge(end, top)],
          [end, edge(end, top) + height],
          [0, edge(0, top) + height],
        ],
        c.decor,
        opacity,
        'band',
      );
    const top = y - thickness / 2;
    stripe(top, thickness, this.input.hasBackgroundImage ? 0.7 : 0.9);
    for (const offset of [thickness * 1.6, thickness * 2.2])
      stripe(top + offset, thickness * 0.25, 0.35);
  }

  protected single(game: Game): void {
    const c = this.colors;
    const lead = this.leadSide(game);
    const { head, crest, card, facts } = this.poster();
    this.kit.cued('head', () => this.headlineBlock(head.x, head.y, head.width, head.size));
    this.crest(game, 0, lead, crest.cx, crest.cy, crest.d, {
      fill: c.plate,
      ring: c.decor,
      ringWidth: crest.d / 30,
    });
    this.scoreboard(game, card, lead);
    this.facts(game, card.y + card.height, facts);
  }

  /** The scoreboard card: one line per team, each crest small, the score at the right. */
  private scoreboard(game: Game, card: Box, lead: Side): void {
    const { u } = this;
    const c = this.colors;
    const land = this.landscape;
    // The club's panel wipes in before its teams when the post moves (ADR 066).
    this.kit.rect({ ...card, fill: c.card, radius: 10 * u, cue: 'decor' });
    const bar = { x: card.x, y: card.y, width: 14 * u, height: card.height };
    this.kit.rect({ ...bar, fill: c.decor, cue: 'decor' });
    const line = card.height / 2;
    // On the landscape hub the card is a column: smaller crests, names over up to three lines.
    const pad = land ? 24 : 36 * u;
    const scoreSize = line * (this.story ? 0.74 : land ? 0.56 : 0.66);
    const scoreWidth = this.result ? (land ? scoreSize : 170 * u) : 0;
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const mid = card.y + line * (i + 0.5);
      const d = land
        ? Math.min(line * 0.36, this.result ? 64 : 76)
        : line * (this.story ? 0.56 : 0.62);
      const crestX = card.x + (land ? 26 : 50 * u) + d / 2;
      this.crest(game, 0, side, crestX, mid, d, { fill: c.plate });
      const nameSize = land
        ? Math.min(50, line * 0.3)
        : Math.min((this.story ? 64 : 58) * u, line * 0.36);
      const nameX = crestX + d / 2 + (land ? 20 : 30 * u);
      this.nameField(0, side, {
        x: nameX,
        y: mid + nameSize * 0.35,
        size: nameSize,
        font: 'Impact',
        fill: side === lead ? c.text : c.cardMuted,
        anchor: 'start',
        maxWidth: card.x + card.width - nameX - (land ? pad : 30 * u) - scoreWidth,
        ...(land ? { maxLines: 3 as const } : {}),
      });
      if (this.result && parseScore(game.result)) {
        this.sideScoreField(0, side, {
          x: card.x + card.width - pad,
          y: mid + scoreSize * 0.36,
          size: scoreSize,
          font: 'Impact',
          fill: side === lead ? c.accent : c.text,
          anchor: 'end',
          maxWidth: scoreWidth,
        });
      }
    });
    if (this.result && !parseScore(game.result)) {
      this.scoreField(0, {
        x: card.x + card.width - pad,
        y: card.y + line + 30 * u,
        size: 80 * u,
        fill: c.text,
        anchor: 'end',
        maxWidth: 300 * u,
      });
    }
  }

  /** Under the card: outcome, chips and venue on a result; kick-off, date and venue on a preview. */
  private facts(game: Game, cardBottom: number, at: Poster['facts']): void {
    const c = this.colors;
    const f = this.u * at.scale;
    // Date and venue grow less than the kick-off and the outcome: they stay the small facts.
    const small = this.u * Math.min(at.scale, 1.1);
    const { x, width } = at;
    let y = cardBottom + 30 * f;
    if (this.result) {
      const outcome = this.outcome(game);
      let chipsX = x;
      if (outcome) {
        const pill = this.outcomePill(
          outcome,
          x,
          y,
          60 * f,
          {
            win: { fill: c.accent, text: c.onAccent },
            loss: { fill: c.text, text: c.background },
            draw: { fill: c.text, text: c.background },
          },
          'start',
        );
        chipsX += pill + 24 * f;
      }
      if (this.detail(game))
        this.chips(
          game,
          chipsX,
          y + 5 * f,
          50 * f,
          { fill: c.card, text: c.text, label: c.text },
          'start',
          width - (chipsX - x),
        );
      else if (this.detailText(game))
        this.resultDetailField(0, {
          x: chipsX,
          y: y + 44 * f,
          size: 36 * f,
          fill: c.text,
          anchor: 'start',
          maxWidth: width - (chipsX - x),
        });
      y += 90 * f;
      // The day of the game, as a preview names it.
      this.dateField(0, {
        x,
        y: y + 40 * small * 0.8,
        size: 40 * small,
        fill: c.text,
        anchor: 'start',
        maxWidth: width,
      });
      y += 40 * small + 16 * small + 28 * small * 0.8;
    } else {
      // The kick-off as the focal number: on a line of its own with date and venue below it on
      // a larger post, else with the date beside it.
      const timeAlone = at.scale > 1;
      const timeSize = 110 * f;
      this.timeField(0, {
        x,
        y: y + timeSize * 0.8,
        size: timeSize,
        font: 'Impact',
        fill: c.accent,
        anchor: 'start',
        maxWidth: timeAlone ? width : width * 0.5,
      });
      if (timeAlone) {
        y += timeSize + 10 * small;
        this.dateField(0, {
          x,
          y: y + 40 * small * 0.8,
          size: 40 * small,
          fill: c.text,
          anchor: 'start',
          maxWidth: width,
        });
        y += 40 * small + 16 * small + 28 * small * 0.8;
      } else {
        this.dateField(0, {
          x: x + width,
          y: y + 46 * f,
          size: 40 * small,
          fill: c.text,
          anchor: 'end',
          maxWidth: width * 0.48,
        });
        y += timeSize + 10 * f;
      }
    }
    // The venue on its own line at the left, or under the date at the right beside the kick-off.
    const ownLine = this.result || at.scale > 1;
    this.venueField(0, {
      x: ownLine ? x : x + width,
      y: ownLine ? y : y - 8 * f,
      size: 28 * small,
      font: 'Arial',
      weight: 700,
      fill: c.text,
      anchor: ownLine ? 'start' : 'end',
      maxWidth: ownLine ? width : width * 0.48,
      opacity: 0.85,
    });
  }

  protected fixtures(): void {
    const { frame, u } = this;
    const c = this.colors;
    this.kit.cue = 'head';
    const headBottom = this.headlineBlock(
      frame.x,
      frame.y,
      frame.width,
      (this.landscape ? 110 : 130) * u,
    );
    const date = this.sharedDate();
    let top = headBottom;
    if (date) {
      this.dateField(0, {
        x: frame.x,
        y: top + 40 * u,
        size: 40 * u,
        fill: c.text,
        anchor: 'start',
        maxWidth: frame.width,
      });
      top += 60 * u;
    }
    this.kit.cue = null;
    const list: Box = { ...frame, y: top + 40 * u, height: frame.y + frame.height - top - 40 * u };
    const { k, tops } = stack(
      list,
      this.games.map(() => 210),
      16 * u,
      (this.story ? 80 : 50) * u,
      // Two games grow to fill the post.
      this.games.length === 2 ? (this.story ? 2 : 1.85) : this.story ? 1.7 : 1.25,
    );
    this.games.forEach((game, i) => {
      this.kit.cue = this.kit.rowCue(i);
      const box: Box = { ...list, y: tops[i] as number, height: 210 * k };
      // Tall rows (two games) grow their room, not their type: crests, names, numbers and the
      // slant keep the sizes of a full list, so a name is not cut for being set larger than it
      // needs.
      const g = Math.min(k, 1.25);
      const slant = 40 * g;
      this.kit.path(
        [
          [box.x + slant, box.y],
          [box.x + box.width, box.y],
          [box.x + box.width - slant, box.y + box.height],
          [box.x, box.y + box.height],
        ],
        c.card,
      );
      const line = box.height / 2;
      const lead = this.leadSide(game);
      const numberWidth = this.result ? 120 * g : Math.min(220 * g, 330);
      (['Home', 'Away'] as Side[]).forEach((side, j) => {
        const mid = box.y + line * (j + 0.5);
        const d = Math.min(line * 0.66, 105 * g);
        const crestX = box.x + slant + 20 * g + d / 2 - j * slant * 0.5;
        this.crest(game, i, side, crestX, mid, d, { fill: c.plate });
        const nameSize = Math.min(46 * g, line * 0.4);
        this.nameField(i, side, {
          x: crestX + d / 2 + 20 * g,
          y: mid + nameSize * 0.35,
          size: nameSize,
          font: 'Impact',
          fill: side === lead ? c.text : c.cardMuted,
          anchor: 'start',
          maxWidth: box.width - (crestX + d / 2 + 20 * g - box.x) - numberWidth - slant,
        });
        const scoreSize = Math.min(line * 0.6, 100 * g);
        if (this.result)
          this.sideScoreField(i, side, {
            x: box.x + box.width - slant - 20 * g,
            y: mid + scoreSize * 0.36,
            size: scoreSize,
            font: 'Impact',
            fill: side === lead ? c.accent : c.text,
            anchor: 'end',
            maxWidth: numberWidth,
          });
      });
      if (!this.result) {
        this.bareTimeField(i, {
          x: box.x + box.width - slant - 10 * g,
          y: box.y + line + 70 * g * 0.36,
          size: 70 * g,
          font: 'Impact',
          fill: c.accent,
          anchor: 'end',
          maxWidth: numberWidth,
        });
      }
    });
  }
}
