import { germanLongDate, germanShortDate } from '#shared/render/german-date.ts';
import {
  initials,
  parseScore,
  venueLine,
  type FieldFormat,
} from '#shared/templates/field-formats.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { SvgConfigInput } from '#shared/templates/template-schema.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit, type TextOptions } from '#shared/themes/element-kit.ts';
import { themeColors, type ThemeColors, type ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * The built-in themes as templates: one layout family (a hero for one game, a fixture list for two
 * or three games of a day; portrait and landscape arrangements) painted in each theme's colours.
 * The template is built for the games at hand, so derived texts (German dates, per-team scores,
 * initials where a logo is missing) are ready-made; the team names, time, result and logos stay
 * data fields.
 */
export type PostMode = 'preview' | 'result';

export interface ThemeInput {
  theme: ThemeId;
  mode: PostMode;
  format: Format;
  games: readonly Game[];
  isHomeGame: boolean;
  showResultDetail: boolean;
  /** For 'club': the colours of the club's logo. */
  palette?: ClubPalette | null;
  /** A user photo lies under the post (darkened); the theme then draws no ground of its own. */
  hasBackgroundImage: boolean;
}

/** The words on the built-in posts: posts are German, whatever the interface language. */
export const postWords = {
  preview: 'SPIELVORSCHAU',
  gameDay: 'SPIELTAG',
  homeGame: 'HEIMSPIEL',
  homeGameDay: 'HEIMSPIELTAG',
  result: 'RESULTAT',
  results: 'RESULTATE',
  report: 'SPIELBERICHT',
  versus: 'VS',
  oClock: 'UHR',
  brand: 'MATCHPOST',
} as const;

/** How much the themes darken a user's photo. */
export const themePhotoDim = 0.5;

interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Canvas {
  width: number;
  height: number;
  frame: Frame;
  /** Where the wordmark sits (baseline). */
  brandY: number;
}

function canvasOf(format: Format): Canvas {
  const { width, height } = canvasSizes[format];
  if (format === '9:16') {
    // Instagram covers the top and bottom of a story with its own controls.
    return {
      width,
      height,
      frame: { x: 72, y: 250, width: width - 144, height: 1330 },
      brandY: 1650,
    };
  }
  const margin = format === '1100:800' ? 60 : 72;
  const bottom = format === '1100:800' ? 84 : 110;
  return {
    width,
    height,
    frame: { x: margin, y: margin, width: width - 2 * margin, height: height - margin - bottom },
    brandY: height - bottom / 2 + 8,
  };
}

function hasResultValue(result: string | null): boolean {
  const text = result?.trim() ?? '';
  return text !== '' && text !== '-:-';
}

function suffix(index: number): string {
  return index === 0 ? '' : String(index + 1);
}

class ThemeLayout {
  readonly kit = new ElementKit();
  readonly canvas: Canvas;
  readonly colors: ThemeColors;
  readonly games: readonly Game[];
  readonly landscape: boolean;

  constructor(readonly input: ThemeInput) {
    this.canvas = canvasOf(input.format);
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.games = input.games.slice(0, 3);
    this.landscape = input.format === '1100:800';
  }

  // ----- backdrop: ground and decoration, static, below everything else ------------------------

  backdrop(): void {
    const { width: w, height: h } = this.canvas;
    const c = this.colors;
    const k = this.kit;
    if (!this.input.hasBackgroundImage) {
      k.rect({
        x: 0,
        y: 0,
        width: w,
        height: h,
        gradient: {
          x1: 0,
          y1: 0,
          x2: 0.35,
          y2: 1,
          stops: [
            { offset: 0, color: c.gradient[0] },
            { offset: 1, color: c.gradient[1] },
          ],
        },
      });
      // A large, quiet diagonal plane gives the ground depth without a filter.
      k.path(
        [
          [w * 0.42, 0],
          [w, 0],
          [w, h * 0.62],
          [w * 0.05, h],
          [0, h],
          [0, h * 0.78],
        ],
        c.shape,
        c.shapeOpacity,
      );
    } else {
      // Scrims keep text legible over any photo.
      k.rect({
        x: 0,
        y: 0,
        width: w,
        height: h * 0.4,
        gradient: {
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 1,
          stops: [
            { offset: 0, color: '#000000', opacity: 0.55 },
            { offset: 1, color: '#000000', opacity: 0 },
          ],
        },
      });
      k.rect({
        x: 0,
        y: h * 0.45,
        width: w,
        height: h * 0.55,
        gradient: {
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 1,
          stops: [
            { offset: 0, color: '#000000', opacity: 0 },
            { offset: 1, color: '#000000', opacity: 0.7 },
          ],
        },
      });
    }
    this.stripes();
  }

  /** The theme's signature: slanted accent bars in two corners. */
  private stripes(): void {
    const { width: w, height: h } = this.canvas;
    const c = this.colors;
    const s = Math.min(w, h) / 1080;
    const slant = 60 * s;
    const bar = (x: number, y: number, length: number, thickness: number, opacity: number) =>
      this.kit.path(
        [
          [x + slant, y],
          [x + slant + length, y],
          [x + length, y + thickness],
          [x, y + thickness],
        ],
        c.stripe,
        opacity,
      );
    bar(-slant, 0, 340 * s, 20 * s, c.stripeOpacity);
    bar(w - 340 * s, h - 20 * s, 340 * s, 20 * s, c.stripeOpacity);
  }

  // ----- shared pieces --------------------------------------------------------------------------

  /**
   * A text that changes from game to game, written as a data field (so a template started from
   * this theme shows the next games' values), where the theme would show something for these games.
   */
  private gameText(
    apiField: string,
    shown: string | null | undefined,
    style: TextOptions,
    writing: { format?: FieldFormat; suffix?: string } = {},
  ): void {
    if (shown) this.kit.field(apiField, style, writing);
  }

  /** The German long date of game `index`, in capitals. */
  private longDate(index: number, style: TextOptions): void {
    this.gameText(`date${suffix(index)}`, germanLongDate(this.games[index]?.date), style, {
      format: 'long-date-upper',
    });
  }

  /** The start time of game `index`, with the word for o'clock after it. */
  private time(index: number, withWord: boolean, style: TextOptions): void {
    this.gameText(
      `time${suffix(index)}`,
      this.games[index]?.time?.trim(),
      style,
      withWord ? { suffix: ` ${postWords.oClock}` } : {},
    );
  }

  /** Venue and city of game `index`. */
  private venue(index: number, style: TextOptions): void {
    const game = this.games[index];
    this.gameText(`location${suffix(index)}`, game && venueLine(game.location, game.city), style, {
      format: 'venue',
    });
  }

  private brand(): void {
    const { width, brandY } = this.canvas;
    this.kit.text(postWords.brand, {
      x: width / 2,
      y: brandY,
      size: 26,
      fill: this.colors.text,
      spacing: 7,
      opacity: 0.55,
    });
  }

  private headline(): string {
    const many = this.games.length > 1;
    if (this.input.mode === 'result') return many ? postWords.results : postWords.result;
    if (this.input.isHomeGame) return many ? postWords.homeGameDay : postWords.homeGame;
    return postWords.gameDay;
  }

  /** Above the headline: the date of a day's results (a data field), or a fixed word. */
  private kicker(): string | { date: true } {
    const date = this.sharedDate();
    if (this.input.mode === 'result') return date ? { date: true } : postWords.report;
    return postWords.preview;
  }

  /** The date of all games when they share one. */
  private sharedDate(): string | null {
    const dates = new Set(this.games.map((g) => g.date));
    return dates.size === 1 ? (this.games[0]?.date ?? null) : null;
  }

  /** Kicker, headline and an accent rule, centred on x; answers the height used. */
  private header(
    cx: number,
    top: number,
    k: number,
    maxWidth: number,
    align: 'middle' | 'start' = 'middle',
  ): number {
    const c = this.colors;
    const kickerSize = 40 * k;
    const headSize = 150 * k;
    const kickerBase = top + kickerSize * 0.7;
    const kicker = this.kicker();
    const kickerStyle = {
      x: cx,
      y: kickerBase,
      size: kickerSize,
      fill: c.accent,
      spacing: 6 * k,
      anchor: align,
      maxWidth,
    };
    if (typeof kicker === 'string') this.kit.text(kicker, kickerStyle);
    else this.longDate(0, kickerStyle);
    const headBase = kickerBase + 26 * k + headSize * 0.7;
    const home = this.input.mode === 'preview' && this.input.isHomeGame;
    this.kit.text(this.headline(), {
      x: cx,
      y: headBase,
      size: headSize,
      fill: home ? c.accent : c.text,
      spacing: 2 * k,
      anchor: align,
      maxWidth,
    });
    const ruleWidth = 110 * k;
    const ruleX = align === 'middle' ? cx - ruleWidth / 2 : cx;
    this.kit.rect({
      x: ruleX,
      y: headBase + 26 * k,
      width: ruleWidth,
      height: 8 * k,
      fill: c.decor,
    });
    return headBase + 34 * k - top;
  }

  /** A white disc with the team's logo, or its initials when it has none. */
  private plate(
    game: Game,
    index: number,
    side: 'Home' | 'Away',
    cx: number,
    cy: number,
    d: number,
    ring: boolean,
  ): void {
    const c = this.colors;
    const ringWidth = Math.max(3, d * 0.03);
    this.kit.circle(
      cx,
      cy,
      d / 2,
      c.plate,
      ring ? c.decor : c.plateRing,
      ring ? ringWidth * 2 : ringWidth,
    );
    const logo = side === 'Home' ? game.teamHomeLogo : game.teamAwayLogo;
    if (logo) {
      this.kit.logo(`team${side}Logo${suffix(index)}`, cx, cy, d * 0.68);
    } else {
      const name = side === 'Home' ? game.teamHome : game.teamAway;
      const style = { x: cx, y: cy + d * 0.14, size: d * 0.4, fill: '#1a1a1a', maxWidth: d * 0.75 };
      if (name?.trim()) {
        this.kit.field(`team${side}${suffix(index)}`, style, { format: 'initials' });
      } else this.kit.text(initials(name ?? ''), style);
    }
  }

  /** Tall formats may set type and logos a little larger than the 4:5 design. */
  private grow(): number {
    return this.input.format === '9:16' ? 1.35 : this.input.format === '4:5' ? 1.1 : 1;
  }

  /** Vertical stack: blocks keep their natural height times k and share the free space as gaps. */
  private stack(
    frame: Frame,
    heights: number[],
    minGap: number,
    maxGap: number,
    kMax = this.grow(),
  ) {
    const natural = heights.reduce((a, b) => a + b, 0);
    const gaps = Math.max(1, heights.length - 1);
    const k = Math.min(kMax, (frame.height - gaps * minGap) / natural);
    const free = frame.height - natural * k;
    const gap = Math.min(maxGap, free / gaps);
    let y = frame.y + (free - gap * gaps) / 2;
    const tops = heights.map((h) => {
      const top = y;
      y += h * k + gap;
      return top;
    });
    return { k, tops };
  }

  // ----- one game -------------------------------------------------------------------------------

  single(): void {
    if (this.landscape) this.singleLandscape();
    else this.singlePortrait();
    this.brand();
  }

  private singlePortrait(): void {
    const { frame, width } = this.canvas;
    const game = this.games[0] as Game;
    const result = this.input.mode === 'result';
    const detail = result && this.input.showResultDetail && Boolean(game.resultDetail);
    const heights = [200, result ? 440 : 450, result ? (detail ? 200 : 110) : 330];
    const { k, tops } = this.stack(frame, heights, 36, 110);
    const cx = width / 2;
    this.header(cx, tops[0] as number, k, frame.width);

    const top = tops[1] as number;
    const spread = result ? frame.width * 0.3 : frame.width * 0.25;
    // Logos grow with tall formats, but always leave room for the VS or the score between them.
    const d = Math.min((result ? 250 : 300) * k, 2 * spread - (result ? 300 : 150));
    const cy = top + d / 2;
    const home = this.input.mode === 'preview' && this.input.isHomeGame;
    this.plate(game, 0, 'Home', cx - spread, cy, d, home);
    this.plate(game, 0, 'Away', cx + spread, cy, d, false);
    const nameCentre = top + d + 90 * k;
    const nameWidth = result ? frame.width * 0.4 : frame.width * 0.46;
    for (const [side, x] of [
      ['Home', cx - spread],
      ['Away', cx + spread],
    ] as const) {
      this.kit.field(`team${side}`, {
        x,
        y: nameCentre + 64 * k * 0.35,
        size: 64 * k,
        fill: this.colors.text,
        maxWidth: nameWidth,
        maxLines: 3,
        spacing: 1,
      });
    }
    const c = this.colors;
    if (result) {
      const centreWidth = 2 * spread - d - 30 * k;
      this.kit.field('result', {
        x: cx,
        y: cy + 190 * k * 0.35,
        size: 190 * k,
        fill: c.text,
        maxWidth: centreWidth,
      });
      this.resultCard(
        game,
        detail,
        { x: frame.x, y: tops[2] as number, width: frame.width, height: (detail ? 200 : 110) * k },
        k,
      );
    } else {
      this.kit.text(postWords.versus, {
        x: cx,
        y: cy + 90 * k * 0.35,
        size: 90 * k,
        fill: c.accent,
      });
      this.infoCard(
        game,
        { x: frame.x, y: tops[2] as number, width: frame.width, height: 330 * k },
        k,
      );
    }
  }

  /** A rounded card with an accent bar on its left edge, `inset` short of top and bottom. */
  private panel(box: Frame, inset: number, k: number): void {
    this.kit.rect({ ...box, fill: this.colors.card, radius: 28 * k });
    this.kit.rect({
      x: box.x,
      y: box.y + inset,
      width: 10 * k,
      height: box.height - 2 * inset,
      fill: this.colors.decor,
    });
  }

  /** Result detail (periods, sets, half-time) and venue of a finished game on a panel. */
  private resultCard(game: Game, detail: boolean, box: Frame, k: number): void {
    const c = this.colors;
    const cx = box.x + box.width / 2;
    const venue = venueLine(game.location, game.city);
    if (!detail && !venue) return;
    this.panel(box, 30 * k, k);
    const inner = box.width - 80 * k;
    if (detail) {
      this.kit.field('resultDetail', {
        x: cx,
        y: box.y + 100 * k,
        size: 64 * k,
        fill: c.cardText,
        spacing: 2 * k,
        maxWidth: inner,
        maxLines: 2,
      });
    }
    this.venue(0, {
      x: cx,
      y: box.y + (detail ? 160 : 66) * k,
      size: 30 * k,
      font: 'Arial',
      weight: 700,
      fill: c.cardMuted,
      maxWidth: inner,
    });
  }

  /** Date, time and venue of an upcoming game on a panel. */
  private infoCard(game: Game, box: Frame, k: number): void {
    const c = this.colors;
    const cx = box.x + box.width / 2;
    this.panel(box, 40 * k, k);
    const inner = box.width - 80 * k;
    this.longDate(0, {
      x: cx,
      y: box.y + 92 * k,
      size: 56 * k,
      fill: c.cardText,
      spacing: 2 * k,
      maxWidth: inner,
    });
    this.time(0, true, {
      x: cx,
      y: box.y + 205 * k,
      size: 118 * k,
      fill: c.accent,
      spacing: 2 * k,
      maxWidth: inner,
    });
    this.venue(0, {
      x: cx,
      y: box.y + 278 * k,
      size: 32 * k,
      font: 'Arial',
      weight: 700,
      fill: c.cardMuted,
      maxWidth: inner,
    });
  }

  private singleLandscape(): void {
    const { frame, width } = this.canvas;
    const game = this.games[0] as Game;
    const c = this.colors;
    const result = this.input.mode === 'result';
    const detail = result && this.input.showResultDetail && Boolean(game.resultDetail);
    const side = 310;
    const cx = width / 2;
    const centreWidth = frame.width - 2 * side - 20;
    const heights = [200, result ? 190 : 250, result ? (detail ? 110 : 50) : 0];
    const { k, tops } = this.stack(
      frame,
      heights.filter((h) => h > 0),
      24,
      70,
    );
    this.header(cx, tops[0] as number, Math.min(k, 0.78), centreWidth);
    const d = 220;
    const cy = frame.y + frame.height * 0.42;
    const home = this.input.mode === 'preview' && this.input.isHomeGame;
    this.plate(game, 0, 'Home', frame.x + side / 2, cy, d, home);
    this.plate(game, 0, 'Away', frame.x + frame.width - side / 2, cy, d, false);
    for (const [team, x] of [
      ['Home', frame.x + side / 2],
      ['Away', frame.x + frame.width - side / 2],
    ] as const) {
      this.kit.field(`team${team}`, {
        x,
        y: cy + d / 2 + 80,
        size: 52,
        fill: c.text,
        maxWidth: side,
        maxLines: 3,
        spacing: 1,
      });
    }
    const mid = tops[1] as number;
    if (result) {
      this.kit.field('result', {
        x: cx,
        y: mid + 150 * k * 0.8,
        size: 170 * k,
        fill: c.text,
        maxWidth: centreWidth,
      });
      if (detail) {
        this.kit.field('resultDetail', {
          x: cx,
          y: (tops[2] as number) + 30,
          size: 28,
          font: 'Arial',
          weight: 700,
          fill: c.muted,
          maxWidth: centreWidth,
          maxLines: 2,
        });
      }
      this.venue(0, {
        x: cx,
        y: frame.y + frame.height - 6,
        size: 24,
        font: 'Arial',
        fill: c.muted,
        maxWidth: centreWidth,
      });
    } else {
      this.longDate(0, {
        x: cx,
        y: mid + 40 * k,
        size: 44 * k,
        fill: c.text,
        spacing: 2,
        maxWidth: centreWidth,
      });
      this.time(0, true, {
        x: cx,
        y: mid + 150 * k,
        size: 104 * k,
        fill: c.accent,
        maxWidth: centreWidth,
      });
      this.venue(0, {
        x: cx,
        y: mid + 215 * k,
        size: 26 * k,
        font: 'Arial',
        weight: 700,
        fill: c.muted,
        maxWidth: centreWidth,
        maxLines: 2,
      });
    }
  }

  // ----- two or three games: a fixture list ----------------------------------------------------

  fixtures(): void {
    const { frame } = this.canvas;
    const count = this.games.length;
    const result = this.input.mode === 'result';
    const rowHeight = this.rowHeight();
    if (this.landscape) {
      const headerWidth = 320;
      const { k: hk, tops: htops } = this.stack(
        { ...frame, width: headerWidth },
        [250],
        0,
        0,
        0.72,
      );
      this.header(frame.x, htops[0] as number, hk, headerWidth, 'start');
      if (!result)
        this.sharedDateLine(
          frame.x,
          (htops[0] as number) + 250 * hk + 30,
          headerWidth,
          'start',
          hk,
        );
      const list = {
        x: frame.x + headerWidth + 30,
        y: frame.y,
        width: frame.width - headerWidth - 30,
        height: frame.height,
      };
      const { k, tops } = this.stack(list, Array(count).fill(rowHeight), 18, 40);
      this.games.forEach((game, i) =>
        this.row(
          game,
          i,
          { x: list.x, y: tops[i] as number, width: list.width, height: rowHeight * k },
          k,
        ),
      );
    } else {
      const headerHeight = result ? 200 : 270;
      const heights = [headerHeight, ...Array(count).fill(rowHeight)];
      const { k, tops } = this.stack(frame, heights, 26, this.input.format === '9:16' ? 110 : 60);
      const cx = this.canvas.width / 2;
      const used = this.header(cx, tops[0] as number, k, frame.width);
      if (!result)
        this.sharedDateLine(cx, (tops[0] as number) + used + 58 * k, frame.width, 'middle', k);
      this.games.forEach((game, i) =>
        this.row(
          game,
          i,
          { x: frame.x, y: tops[i + 1] as number, width: frame.width, height: rowHeight * k },
          k,
        ),
      );
    }
    this.brand();
  }

  private rowHeight(): number {
    const result = this.input.mode === 'result';
    const extra = result
      ? this.input.showResultDetail && this.games.some((g) => g.resultDetail)
        ? 46
        : 0
      : 46;
    return 210 + extra;
  }

  private sharedDateLine(
    x: number,
    y: number,
    maxWidth: number,
    anchor: 'middle' | 'start',
    k: number,
  ): void {
    if (!this.sharedDate()) return;
    this.longDate(0, {
      x,
      y,
      size: 52 * k,
      fill: this.colors.text,
      spacing: 2 * k,
      anchor,
      maxWidth,
    });
  }

  /** One game of the list: both teams on their own line, time or score at the right. */
  private row(game: Game, index: number, box: Frame, k: number): void {
    const c = this.colors;
    const result = this.input.mode === 'result';
    const pad = 24 * k;
    this.kit.rect({ ...box, fill: c.card, radius: 24 * k });
    this.kit.rect({
      x: box.x,
      y: box.y + 30 * k,
      width: 9 * k,
      height: box.height - 60 * k,
      fill: c.decor,
    });
    const line = 80 * k;
    const d = 70 * k;
    const rightWidth = (result ? 120 : 220) * k;
    const nameX = box.x + pad + 18 * k + d + 22 * k;
    const nameWidth = box.x + box.width - pad - rightWidth - 20 * k - nameX;
    const score = result ? parseScore(game.result) : null;
    const home = !result && this.input.isHomeGame;
    const lines: ['Home' | 'Away', number][] = [
      ['Home', box.y + pad + line / 2],
      ['Away', box.y + pad + line * 1.5],
    ];
    for (const [side, cy] of lines) {
      this.plate(game, index, side, box.x + pad + 18 * k + d / 2, cy, d, home && side === 'Home');
      this.kit.field(`team${side}${suffix(index)}`, {
        x: nameX,
        y: cy + 52 * k * 0.35,
        size: 52 * k,
        fill: c.cardText,
        anchor: 'start',
        maxWidth: nameWidth,
        maxLines: 2,
        spacing: 1,
      });
      if (score) {
        const own = Number(side === 'Home' ? score.home : score.away);
        const other = Number(side === 'Home' ? score.away : score.home);
        this.kit.field(
          `result${suffix(index)}`,
          {
            x: box.x + box.width - pad - 10 * k,
            y: cy + 64 * k * 0.35,
            size: 64 * k,
            fill: own > other ? c.accent : c.cardText,
            anchor: 'end',
            maxWidth: rightWidth,
          },
          { format: side === 'Home' ? 'score-home' : 'score-away' },
        );
      }
    }
    const right = box.x + box.width - pad - rightWidth / 2;
    const middle = box.y + pad + line;
    if (result && !score && hasResultValue(game.result)) {
      this.kit.field(`result${suffix(index)}`, {
        x: right,
        y: middle + 56 * k * 0.35,
        size: 56 * k,
        fill: c.cardText,
        maxWidth: rightWidth,
      });
    }
    if (!result) {
      const time = game.time?.trim();
      const dated = this.sharedDate() ? null : germanShortDate(game.date);
      this.gameText(
        `date${suffix(index)}`,
        dated,
        { x: right, y: middle - 36 * k, size: 30 * k, fill: c.cardMuted, maxWidth: rightWidth },
        { format: 'short-date-upper' },
      );
      this.gameText(`time${suffix(index)}`, time, {
        x: right,
        y: middle + (dated ? 30 : 26) * k,
        size: 76 * k,
        fill: c.accent,
        maxWidth: rightWidth,
      });
      this.kit.text(time ? postWords.oClock : null, {
        x: right,
        y: middle + 64 * k,
        size: 24 * k,
        fill: c.cardMuted,
        spacing: 4 * k,
      });
      this.venue(index, {
        x: nameX,
        y: box.y + box.height - pad - 4 * k,
        size: 24 * k,
        font: 'Arial',
        weight: 700,
        fill: c.cardMuted,
        anchor: 'start',
        maxWidth: box.x + box.width - pad - nameX,
      });
    } else if (this.input.showResultDetail && game.resultDetail) {
      this.kit.field(`resultDetail${suffix(index)}`, {
        x: nameX,
        y: box.y + box.height - pad - 4 * k,
        size: 24 * k,
        font: 'Arial',
        weight: 700,
        fill: c.cardMuted,
        anchor: 'start',
        maxWidth: box.x + box.width - pad - nameX,
      });
    }
  }
}

/** The template of a built-in theme for these games and options. */
export function themeTemplate(input: ThemeInput): SvgConfigInput {
  const layout = new ThemeLayout(input);
  layout.backdrop();
  if (layout.games.length <= 1) layout.single();
  else layout.fixtures();
  return {
    format: input.format,
    backgroundColor: layout.colors.background,
    useBackgroundPlaceholder: true,
    backgroundDim: themePhotoDim,
    elements: layout.kit.elements,
  };
}
