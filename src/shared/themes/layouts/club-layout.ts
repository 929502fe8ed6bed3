import { parseScore } from '#shared/templates/field-formats.ts';
import type { Game } from '#shared/sports/sports.ts';
import { PostLayout, type Box, type Side } from '#shared/themes/post-layout.ts';

/**
 * 'club', the club poster: the club's own colour as the ground, its second colour as a wide
 * slanted band, a heavy condensed headline set large at the top left and the club's crest big
 * beside it; the game below as a scoreboard card. Built on the colours of the club's logo.
 */
export class ClubLayout extends PostLayout {
  protected ground(): void {
    const { width: w, height: h } = this;
    const c = this.colors;
    this.gradientGround(1, 1, [0.55, 0.55]);
    // The club's second colour as a wide band rising to the right, with two thin echoes.
    const rise = w * 0.18;
    const band = h * 0.05;
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
    // Between headline and game: the club's second colour as a wide band rising to the right.
    const y0 = h * 0.36;
    this.kit.path(
      [
        [0, y0 + rise],
        [w, y0],
        [w, y0 + band],
        [0, y0 + rise + band],
      ],
      c.decor,
      this.input.hasBackgroundImage ? 0.7 : 0.9,
    );
    for (const offset of [band * 1.6, band * 2.2]) {
      this.kit.path(
        [
          [0, y0 + rise + offset],
          [w, y0 + offset],
          [w, y0 + offset + band * 0.25],
          [0, y0 + rise + offset + band * 0.25],
        ],
        c.decor,
        0.35,
      );
    }
  }

  /** The post's own team, whose crest leads; the home team when the post names none. */
  private leadSide(game: Game): Side {
    return this.teamSide(game) ?? 'Home';
  }

  /** Headline in the heavy face, flush left, over two lines when long. */
  private poster(x: number, y: number, width: number, size: number): number {
    const c = this.colors;
    const line = this.sportLine();
    let top = y;
    if (line) {
      this.kit.text(line, {
        x,
        y: top + size * 0.22,
        size: size * 0.22,
        font: 'Arial',
        weight: 700,
        fill: c.text,
        anchor: 'start',
        spacing: size * 0.02,
        maxWidth: width,
        opacity: 0.85,
      });
      top += size * 0.36;
    }
    this.kit.text(this.headline(), {
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

  protected single(game: Game): void {
    const { frame, u } = this;
    const c = this.colors;
    const lead = this.leadSide(game);
    const land = this.landscape;
    const crestD = (land ? 230 : this.story ? 340 : 300) * u;
    const headWidth = frame.width - crestD - 30 * u;
    const headBottom = this.poster(frame.x, frame.y, headWidth, (land ? 110 : 150) * u);
    this.crest(game, 0, lead, frame.x + frame.width - crestD / 2, frame.y + crestD / 2, crestD, {
      fill: c.plate,
      ring: c.decor,
      ringWidth: 10 * u,
    });
    // The scoreboard card: one line per team, the other crest small, the score at the right.
    const bottomRoom = this.result ? 150 : 170;
    const cardHeight = (land ? 250 : 330) * u;
    const cardTop = Math.max(
      headBottom + 40 * u,
      frame.y + crestD + 40 * u,
      frame.y + frame.height - cardHeight - bottomRoom * u,
    );
    const card: Box = { x: frame.x, y: cardTop, width: frame.width, height: cardHeight };
    this.kit.rect({ ...card, fill: c.card, radius: 10 * u });
    this.kit.rect({ x: card.x, y: card.y, width: 14 * u, height: card.height, fill: c.decor });
    const line = card.height / 2;
    const scoreWidth = this.result ? 170 * u : 0;
    (['Home', 'Away'] as Side[]).forEach((side, i) => {
      const mid = card.y + line * (i + 0.5);
      const d = line * 0.62;
      this.crest(game, 0, side, card.x + 50 * u + d / 2, mid, d, { fill: c.plate });
      const nameSize = Math.min(58 * u, line * 0.36);
      this.nameField(0, side, {
        x: card.x + 80 * u + d,
        y: mid + nameSize * 0.35,
        size: nameSize,
        font: 'Impact',
        fill: side === lead ? c.text : c.cardMuted,
        anchor: 'start',
        maxWidth: card.width - 110 * u - d - scoreWidth,
      });
      if (this.result && parseScore(game.result)) {
        this.sideScoreField(0, side, {
          x: card.x + card.width - 36 * u,
          y: mid + line * 0.66 * 0.36,
          size: line * 0.66,
          font: 'Impact',
          fill: side === lead ? c.accent : c.text,
          anchor: 'end',
          maxWidth: scoreWidth,
        });
      }
    });
    if (this.result && !parseScore(game.result)) {
      this.scoreField(0, {
        x: card.x + card.width - 36 * u,
        y: card.y + line + 30 * u,
        size: 80 * u,
        fill: c.text,
        anchor: 'end',
        maxWidth: 300 * u,
      });
    }
    let y = card.y + card.height + 30 * u;
    const x = frame.x;
    if (this.result) {
      const outcome = this.outcome(game);
      let chipsX = x;
      if (outcome) {
        const width = this.outcomePill(
          outcome,
          x,
          y,
          60 * u,
          {
            win: { fill: c.accent, text: c.onAccent },
            loss: { fill: c.text, text: c.background },
            draw: { fill: c.text, text: c.background },
          },
          'start',
        );
        chipsX += width + 24 * u;
      }
      if (this.detail(game))
        this.chips(
          game,
          chipsX,
          y + 5 * u,
          50 * u,
          { fill: c.card, text: c.text, label: c.text },
          'start',
          frame.width - (chipsX - x),
        );
      else if (this.detailText(game))
        this.resultDetailField(0, {
          x: chipsX,
          y: y + 44 * u,
          size: 36 * u,
          fill: c.text,
          anchor: 'start',
          maxWidth: frame.width - (chipsX - x),
        });
      y += 90 * u;
    } else {
      const timeSize = 110 * u;
      this.timeField(0, {
        x,
        y: y + timeSize * 0.8,
        size: timeSize,
        font: 'Impact',
        fill: c.accent,
        anchor: 'start',
        maxWidth: frame.width * 0.5,
      });
      this.dateField(0, {
        x: x + frame.width,
        y: y + 46 * u,
        size: 40 * u,
        fill: c.text,
        anchor: 'end',
        maxWidth: frame.width * 0.48,
      });
      y += timeSize + 10 * u;
    }
    this.venueField(0, {
      x: this.result ? x : x + frame.width,
      y: this.result ? y : y - 8 * u,
      size: 28 * u,
      font: 'Arial',
      weight: 700,
      fill: c.text,
      anchor: this.result ? 'start' : 'end',
      maxWidth: frame.width * (this.result ? 1 : 0.48),
      opacity: 0.85,
    });
  }

  protected fixtures(): void {
    const { frame, u } = this;
    const c = this.colors;
    const headBottom = this.poster(frame.x, frame.y, frame.width, (this.landscape ? 90 : 130) * u);
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
    const list: Box = { ...frame, y: top + 40 * u, height: frame.y + frame.height - top - 40 * u };
    const { k, tops } = this.stack(
      list,
      this.games.map(() => 210),
      16 * u,
      50 * u,
      this.story ? 1.5 : 1.25,
    );
    this.games.forEach((game, i) => {
      const box: Box = { ...list, y: tops[i] as number, height: 210 * k };
      const slant = 40 * k;
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
      const numberWidth = (this.result ? 120 : 220) * k;
      (['Home', 'Away'] as Side[]).forEach((side, j) => {
        const mid = box.y + line * (j + 0.5);
        const d = line * 0.66;
        const crestX = box.x + slant + 20 * k + d / 2 - j * slant * 0.5;
        this.crest(game, i, side, crestX, mid, d, { fill: c.plate });
        const nameSize = Math.min(46 * k, line * 0.4);
        this.nameField(i, side, {
          x: crestX + d / 2 + 20 * k,
          y: mid + nameSize * 0.35,
          size: nameSize,
          font: 'Impact',
          fill: side === lead ? c.text : c.cardMuted,
          anchor: 'start',
          maxWidth: box.width - (crestX + d / 2 + 20 * k - box.x) - numberWidth - slant,
        });
        if (this.result)
          this.sideScoreField(i, side, {
            x: box.x + box.width - slant - 20 * k,
            y: mid + line * 0.6 * 0.36,
            size: line * 0.6,
            font: 'Impact',
            fill: side === lead ? c.accent : c.text,
            anchor: 'end',
            maxWidth: numberWidth,
          });
      });
      if (!this.result) {
        this.bareTimeField(i, {
          x: box.x + box.width - slant - 10 * k,
          y: box.y + line + 70 * k * 0.36,
          size: 70 * k,
          font: 'Impact',
          fill: c.accent,
          anchor: 'end',
          maxWidth: numberWidth,
        });
      }
    });
  }
}
