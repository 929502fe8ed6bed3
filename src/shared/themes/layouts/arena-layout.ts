import type { Game } from '#shared/sports/sports.ts';
import type { Box } from '#shared/geometry/box.ts';
import { stack } from '#shared/themes/post-frame.ts';
import { PostPieces } from '#shared/themes/post-pieces.ts';
import type { Side } from '#shared/themes/game-facts.ts';

/**
 * 'dark', the arena: a dark hall under spotlights, the crests large and face to face, the score
 * on a lit band between them. One game stands as a face-off (home above, away below; side by
 * side on the landscape hub); two or three games stand as tall tiles side by side.
 */
export class ArenaLayout extends PostPieces {
  protected ground(): void {
    const { width: w, height: h } = this;
    this.gradientGround(0, 1, [0.5, 0.6]);
    // Two spotlights falling from the roof onto the centre.
    for (const [from, to] of [
      [0.18, 0.4],
      [0.82, 0.6],
    ] as const) {
      this.kit.path(
        [
          [w * from - 40, 0],
          [w * from + 40, 0],
          [w * to + 220, h],
          [w * to - 220, h],
        ],
        '#ffffff',
        this.input.hasBackgroundImage ? 0.025 : 0.045,
      );
    }
  }

  private kicker(cx: number, y: number, size: number, maxWidth: number): number {
    const c = this.colors;
    const line = this.sportLine();
    const date = this.sharedDate();
    const small = this.kickerSize(size * 0.3);
    const style = {
      x: cx,
      y: y + small,
      size: small,
      fill: c.accent,
      spacing: size * 0.04,
      maxWidth,
    };
    const rows: ((at: typeof style) => void)[] = [];
    if (line) rows.push((at) => this.kit.text(line, at));
    // Several games of one day: no tile names the day, the kicker does, below the sport line
    // where there is one. A single game names it below the face-off.
    if (date && (!line || this.games.length > 1)) {
      rows.push((at) => this.dateField(0, at));
    }
    const rowY = (row: number) => y + small + row * small * 1.35;
    rows.forEach((draw, row) => draw({ ...style, y: rowY(row) }));
    const top = rows.length > 0 ? rowY(rows.length - 1) + size * 0.15 : y;
    this.headlineField({
      x: cx,
      y: top + size * 0.78,
      size,
      fill: c.text,
      spacing: size * 0.04,
      maxWidth,
    });
    return top + size * 0.9;
  }

  /** The kicker and headline as the post's head (its cue when it moves). */
  private cuedKicker(cx: number, y: number, size: number, maxWidth: number): number {
    let bottom = y;
    this.kit.cued('head', () => (bottom = this.kicker(cx, y, size, maxWidth)));
    return bottom;
  }

  /** The lit band with the score or the start time. */
  private band(game: Game, index: number, box: Box): void {
    const c = this.colors;
    // In a list the band moves with its tile; alone its rules draw out before the score.
    const own = this.kit.cue === null;
    if (own) this.kit.cue = 'decor';
    this.kit.rect({ ...box, fill: '#000000', opacity: 0.45 });
    this.kit.rect({ x: box.x, y: box.y, width: box.width, height: 4, fill: c.decor });
    this.kit.rect({
      x: box.x,
      y: box.y + box.height - 4,
      width: box.width,
      height: 4,
      fill: c.decor,
    });
    if (own) this.kit.cue = 'focal';
    const cx = box.x + box.width / 2;
    const size = box.height * 0.7;
    const style = {
      x: cx,
      y: box.y + box.height / 2 + size * 0.36,
      size,
      fill: this.result ? c.text : c.accent,
      maxWidth: box.width * 0.8,
      spacing: size * 0.03,
    };
    if (this.result) this.scoreField(index, style);
    else this.bareTimeField(index, style);
    const outcome = this.outcome(game);
    if (outcome && box.width > 500) {
      this.kit.text(this.outcomeWord(outcome), {
        // Inside the frame's margin, never against the band's edge.
        x: Math.max(box.x + 24 * this.u, this.frame.x),
        y: box.y + box.height / 2 + 16 * this.u,
        size: 44 * this.u,
        fill: outcome === 'win' ? c.accent : c.muted,
        anchor: 'start',
        spacing: 2 * this.u,
        maxWidth: box.width * 0.2,
      });
    }
    if (own) this.kit.cue = null;
  }

  protected single(game: Game): void {
    const { frame, u } = this;
    const c = this.colors;
    const cx = this.width / 2;
    if (this.landscape) return this.singleLandscape(game);
    const headBottom = this.cuedKicker(cx, frame.y, 96 * u, frame.width);
    const plate = (side: Side) => ({
      fill: c.plate,
      ring: this.teamSide(game) === side ? c.decor : 'rgba(255,255,255,0.2)',
      ringWidth: 8 * u,
    });
    const { k, tops } = stack(
      { ...frame, y: headBottom + 20 * u, height: frame.y + frame.height - headBottom - 20 * u },
      [280, 130, 240, 130, 280, this.factsHeight(game, u) / u],
      10 * u,
      30 * u,
      this.story ? 1.25 : 1,
    );
    const [homeTop, homeName, bandTop, awayName, awayTop, infoTop] = tops as number[];
    const nameSize = Math.max(56 * k, 40);
    // Under a sponsor band the stack is tight: names held at their least size take more than
    // their share, and the crests give them the difference, each on the far side of its slot.
    // (Without a band the post stays as its goldens have it.)
    const give = this.sponsorPlace ? Math.max(0, nameSize - 56 * k) * 1.2 : 0;
    const d = 280 * k - give;
    this.kit.cued('home', () =>
      this.crest(game, 0, 'Home', cx, homeTop! + d / 2, d, plate('Home')),
    );
    this.kit.cued('away', () =>
      this.crest(game, 0, 'Away', cx, awayTop! + give + d / 2, d, plate('Away')),
    );
    for (const [side, top] of [
      ['Home', homeName],
      ['Away', awayName],
    ] as const) {
      this.kit.cue = side === 'Home' ? 'home' : 'away';
      this.nameField(0, side, {
        x: cx,
        y: top! + 65 * k + nameSize * 0.35,
        size: nameSize,
        fill: c.text,
        maxWidth: frame.width * 0.9,
      });
    }
    this.kit.cue = null;
    this.band(game, 0, { x: 0, y: bandTop!, width: this.width, height: 240 * k });
    this.kit.cued('facts', () => this.facts(game, cx, infoTop!, k, frame.width));
  }

  /** How tall the facts below the face-off are at size factor `f` (facts() draws them). */
  private factsHeight(game: Game, f: number): number {
    const detail = !this.result
      ? 0
      : this.detail(game)
        ? this.chipHeight(50 * f) + 30 * f
        : this.detailText(game)
          ? 70 * f
          : 0;
    return detail + 80 * f + 46 * f;
  }

  /**
   * Below the face-off: chips or detail after the game, then the day and the venue (a result
   * names its day as a preview does).
   */
  private facts(game: Game, cx: number, top: number, k: number, width: number): void {
    const c = this.colors;
    let y = top;
    if (this.result) {
      if (this.detail(game)) {
        this.chips(
          game,
          cx,
          y,
          50 * k,
          { fill: 'rgba(255,255,255,0.12)', text: c.text, label: c.muted },
          'middle',
          width,
        );
        y += this.chipHeight(50 * k) + 30 * k;
      } else if (this.detailText(game)) {
        this.resultDetailField(0, {
          x: cx,
          y: y + 36 * k,
          size: 38 * k,
          fill: c.muted,
          maxWidth: width,
        });
        y += 70 * k;
      }
    }
    this.dateField(0, {
      x: cx,
      y: y + 40 * k,
      size: 46 * k,
      fill: this.result ? c.muted : c.text,
      spacing: 2 * k,
      maxWidth: width,
    });
    y += 80 * k;
    this.venueField(0, {
      x: cx,
      y: y + 26 * k,
      size: 28 * k,
      font: 'Arial',
      weight: 700,
      fill: c.muted,
      maxWidth: width,
    });
  }

  /**
   * The landscape hub: the crests face each other across the lit band, names below them, the
   * day and the venue under the band; laid out larger than the height alone allows (the hub is
   * shown as wide as a 4:5 post) and spread over the frame, the venue at its foot.
   */
  private singleLandscape(game: Game): void {
    const { frame } = this;
    const u = this.u * 1.8;
    const c = this.colors;
    const cx = this.width / 2;
    const headSize = 76 * u;
    const d = 215 * u;
    const nameSize = Math.max(42 * u, 40);
    const bandHeight = 190 * u;
    const factsHeight = this.factsHeight(game, 0.8 * u);
    const headHeight = this.kickerSize(headSize * 0.3) + headSize * 1.05;
    // Below the crests' centre: the names' two lines or the band's half and the facts.
    const below = Math.max(d / 2 + 24 + nameSize * 2, bandHeight / 2 + 20 + factsHeight);
    const natural = headHeight + 40 * u + d / 2 + below;
    const spare = Math.max(0, frame.height + 10 - natural);
    const head = this.kicker(cx, frame.y + spare * 0.5, headSize, frame.width * 0.6);
    const cy = head + 40 * u + spare * 0.5 + d / 2;
    for (const [side, x] of [
      ['Home', frame.x + d / 2 + 20],
      ['Away', frame.x + frame.width - d / 2 - 20],
    ] as const) {
      this.crest(game, 0, side, x, cy, d, {
        fill: c.plate,
        ring: this.teamSide(game) === side ? c.decor : 'rgba(255,255,255,0.2)',
        ringWidth: 8 * u,
      });
      // Clear of the crest however many lines the name takes.
      this.nameField(0, side, {
        x,
        y: cy + d / 2 + 24 + nameSize * 1.3,
        size: nameSize,
        fill: c.text,
        maxWidth: d + 30,
      });
    }
    // The band and its facts between the crests' columns, 40 px clear of them.
    const bandWidth = frame.width - 2 * (d + 50) - 80;
    this.band(game, 0, {
      x: cx - bandWidth / 2,
      y: cy - bandHeight / 2,
      width: bandWidth,
      height: bandHeight,
    });
    this.facts(game, cx, cy + bandHeight / 2 + 20, 0.8 * u, bandWidth);
  }

  protected fixtures(): void {
    const { frame, u } = this;
    const cx = this.width / 2;
    const head = this.cuedKicker(cx, frame.y, (this.landscape ? 72 : 96) * u, frame.width);
    const count = this.games.length;
    const gap = 24 * u;
    const tileWidth = (frame.width - gap * (count - 1)) / count;
    const top = head + 30 * u;
    const height = frame.y + frame.height - top;
    this.games.forEach((game, i) => {
      const x = frame.x + i * (tileWidth + gap);
      this.kit.cued(this.kit.rowCue(i), () =>
        this.tile(game, i, { x, y: top, width: tileWidth, height }),
      );
    });
  }

  /** One game as a tall tile: home crest and name, the lit score, away name and crest. */
  private tile(game: Game, index: number, box: Box): void {
    const c = this.colors;
    const cx = box.x + box.width / 2;
    this.kit.rect({ ...box, fill: 'rgba(255,255,255,0.06)', radius: 18 * this.u });
    this.kit.rect({
      x: box.x,
      y: box.y,
      width: box.width,
      height: 6 * this.u,
      fill: c.decor,
      radius: 3,
    });
    // On the low landscape hub the names take a larger share of a tile than the crests.
    const crest = this.landscape ? 130 : 170;
    const name = this.landscape ? 150 : 120;
    const { k, tops } = stack(
      { x: box.x, y: box.y + 20 * this.u, width: box.width, height: box.height - 40 * this.u },
      [crest, name, 150, name, crest, 60],
      6 * this.u,
      26 * this.u,
      1.4,
    );
    const d = Math.min(crest * k, box.width * 0.62);
    const [homeTop, homeName, bandTop, awayName, awayTop, infoTop] = tops as number[];
    this.crest(game, index, 'Home', cx, homeTop! + d / 2, d, { fill: c.plate });
    this.crest(game, index, 'Away', cx, awayTop! + d / 2, d, { fill: c.plate });
    const nameSize = Math.max(40 * k, 40);
    for (const [side, top] of [
      ['Home', homeName],
      ['Away', awayName],
    ] as const) {
      this.nameField(index, side, {
        x: cx,
        y: top! + (name / 2) * k + nameSize * 0.35,
        size: nameSize,
        fill: c.text,
        maxWidth: box.width - 30 * this.u,
      });
    }
    this.band(game, index, { x: box.x, y: bandTop!, width: box.width, height: 150 * k });
    const outcome = this.outcome(game);
    const small = {
      size: 24 * k,
      font: 'Arial' as const,
      weight: 700,
      fill: c.muted,
      maxWidth: box.width - 30 * this.u,
    };
    // The line below the away crest stands clear of it.
    const infoY = Math.max(infoTop! + 30 * k, awayTop! + d + 16 + 34 * k * 0.72);
    if (outcome) {
      this.kit.text(this.outcomeWord(outcome), {
        x: cx,
        y: infoY,
        size: 34 * k,
        fill: outcome === 'win' ? c.accent : c.text,
        spacing: 2 * k,
      });
    } else if (!this.result) {
      // Half a line lower: a venue on two lines keeps clear of the crest above it.
      if (this.sharedDate())
        this.venueField(index, { x: cx, y: infoY + 14 * k, ...small, maxLines: 2 });
      else this.dateField(index, { x: cx, y: infoY, ...small }, true);
    }
  }
}
