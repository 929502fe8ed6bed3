import type { Box } from '#shared/geometry/box.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords, type PostWords } from '#shared/i18n/post-words.ts';
import { initials, parseScore, venueLine } from '#shared/templates/field-formats.ts';
import type { TemplateMode } from '#shared/templates/post-kinds.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import { readableOn, type ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit, type TextOptions } from '#shared/themes/element-kit.ts';
import { paintGradient, paintPhotoScrims } from '#shared/themes/theme-ground.ts';
import {
  detailParts,
  gameOutcome,
  hasResultValue,
  suffix,
  teamSideOf,
  type Outcome,
  type Side,
} from '#shared/themes/game-facts.ts';
import { frameOf, hash, monogramColors } from '#shared/themes/post-frame.ts';
import { themeColors, type ThemeColors, type ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * What every built-in design shares: the canvas and its safe frame per format, the post's words
 * in its language, the facts a fan reads first (sport and league, win, loss or draw from the
 * team's side, the result detail as chips), crests with a monogram where a logo is missing, the
 * team names set at one size, the data fields that keep a copied template working for the next
 * games, and the product mark of the free plan. The four designs in ./layouts arrange these
 * pieces; docs/post-design.md names the rules they follow.
 */
export type PostMode = TemplateMode;

/** The least size of the text in a result chip (docs/post-design.md, "Density"). */
export const chipText = 32;

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
  /** The words on the post; German unless given. */
  language?: PostLanguage;
  /** The team the post is for: its side of each game gives win, loss or draw. */
  teamName?: string | null;
  sport?: Sport | null;
  /** The team's league or competition, when the data has it. */
  league?: string | null;
  /** The free plan's small product mark (docs/product.md section 6); paid plans export without it. */
  brandMark?: boolean;
}

export abstract class PostLayout {
  readonly kit = new ElementKit();
  readonly width: number;
  readonly height: number;
  readonly frame: Box;
  readonly brandY: number;
  readonly colors: ThemeColors;
  readonly games: readonly Game[];
  readonly words: PostWords;
  readonly language: PostLanguage;
  readonly landscape: boolean;
  readonly story: boolean;
  readonly result: boolean;
  /** Size factor against the 4:5 design's frame (936x1140). */
  readonly u: number;

  constructor(readonly input: ThemeInput) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    const { frame, brandY } = frameOf(input.format);
    this.frame = frame;
    this.brandY = brandY;
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.games = input.games.slice(0, 3);
    this.language = input.language ?? 'de';
    this.words = postWords(this.language);
    this.landscape = input.format === '1100:800';
    this.story = input.format === '9:16';
    this.result = input.mode === 'result';
    this.u = Math.min(frame.width / 936, frame.height / 1140);
    // The smallest type a fan reads on a phone: 18 px, 20 px on the landscape hub, which is shown
    // as wide as a 4:5 post but laid out on 800 px of height.
    this.kit.minTextSize = this.landscape ? 20 : 18;
  }

  /** Lays the post out: ground, then one game or a list of two or three. */
  draw(): void {
    this.ground();
    if (this.games.length <= 1) this.single(this.games[0] as Game);
    else this.fixtures();
    this.brand();
  }

  protected abstract ground(): void;
  protected abstract single(game: Game): void;
  protected abstract fixtures(): void;

  // ----- words ----------------------------------------------------------------------------------

  upper(text: string): string {
    return text.toLocaleUpperCase(this.language);
  }

  /**
   * The headline as the post's headline field, in capitals unless `capitals` is false: a
   * template started from the look then names the post it is used for, in the post's language.
   */
  protected headlineField(style: TextOptions, capitals = true): void {
    this.kit.field('headline', style, capitals ? { format: 'upper' } : {});
  }

  /**
   * A kicker (sport line, shared date) of `size`, never below 20 px on the landscape hub: that
   * post is shown as wide as a 4:5 one but laid out on 800 px of height, so sizes that follow
   * the height leave a small line unreadable on a phone.
   */
  protected kickerSize(size: number): number {
    return Math.max(size, this.landscape ? 20 : 0);
  }

  /** 'UNIHOCKEY · NLB MÄNNER', or only the sport, or nothing without data. */
  sportLine(): string | null {
    const sport = this.input.sport ? this.words.sport[this.input.sport] : null;
    const league = this.input.league?.trim() || null;
    const parts = [sport, league].filter((p): p is string => Boolean(p));
    return parts.length > 0 ? this.upper(parts.join(' · ')) : null;
  }

  /** The date all games share, as a fixed text: the kicker of a result or a game day. */
  sharedDate(): string | null {
    const dates = new Set(this.games.map((g) => g.date));
    return dates.size === 1 ? (this.games[0]?.date ?? null) : null;
  }

  // ----- facts ----------------------------------------------------------------------------------

  /** The team's side of a game, by its name; null when the post's team plays in neither. */
  teamSide(game: Game): Side | null {
    return teamSideOf(game, this.input.teamName);
  }

  outcome(game: Game): Outcome | null {
    return this.result ? gameOutcome(game, this.input.teamName) : null;
  }

  outcomeWord(outcome: Outcome): string {
    return this.upper(this.words[outcome]);
  }

  /** Periods, sets or half-time of a finished game when shown: ['2:1', '1:0', '2:2']. */
  detail(game: Game): string[] | null {
    if (!this.result || !this.input.showResultDetail) return null;
    return detailParts(game.resultDetail);
  }

  /** A detail that is no list of scores ('n.V.', free text) is written as it comes. */
  detailText(game: Game): boolean {
    return (
      this.result &&
      this.input.showResultDetail &&
      Boolean(game.resultDetail?.trim()) &&
      !detailParts(game.resultDetail)
    );
  }

  hasScore(game: Game): boolean {
    return hasResultValue(game.result);
  }

  // ----- data fields ----------------------------------------------------------------------------

  /** A field only where this game has a value, so nothing empty takes room. */
  protected gameText(
    apiField: string,
    shown: string | null | undefined,
    style: TextOptions,
    writing: Parameters<ElementKit['field']>[2] = {},
  ): void {
    if (shown?.trim()) this.kit.field(apiField, style, writing);
  }

  protected dateField(index: number, style: TextOptions, short = false): void {
    this.gameText(`date${suffix(index)}`, this.games[index]?.date, style, {
      format: short ? 'short-date-upper' : 'long-date-upper',
    });
  }

  protected timeField(index: number, style: TextOptions): void {
    this.gameText(`time${suffix(index)}`, this.games[index]?.time, style, {
      format: 'clock-upper',
    });
  }

  /** The bare start time '19:30', for places where the numbers are the design. */
  protected bareTimeField(index: number, style: TextOptions): void {
    this.gameText(`time${suffix(index)}`, this.games[index]?.time, style);
  }

  /** The venue: it keeps its size (wrapping where it has two lines), shrinking only a little. */
  protected venueField(index: number, style: TextOptions): void {
    const game = this.games[index];
    this.gameText(
      `location${suffix(index)}`,
      game && venueLine(game.location, game.city),
      { ...style, keepSize: true },
      { format: 'venue' },
    );
  }

  /**
   * A team's name, in the post's one size for names: a long name wraps onto a second line at that
   * size (a third where the layout gives one) and shrinks only a little before it is cut.
   */
  protected nameField(
    index: number,
    side: Side,
    style: Omit<TextOptions, 'fitGroup' | 'keepSize'>,
  ): void {
    this.kit.field(`team${side}${suffix(index)}`, {
      maxLines: 2,
      ...style,
      fitGroup: 'names',
      keepSize: true,
    });
  }

  protected scoreField(index: number, style: TextOptions): void {
    this.gameText(`result${suffix(index)}`, this.games[index]?.result, style);
  }

  /** One side of the score ('5' of '5:3'), where the design sets the numbers apart. */
  protected sideScoreField(index: number, side: Side, style: TextOptions): void {
    const game = this.games[index];
    if (!game || !parseScore(game.result)) return;
    this.kit.field(`result${suffix(index)}`, style, {
      format: side === 'Home' ? 'score-home' : 'score-away',
    });
  }

  protected resultDetailField(index: number, style: TextOptions): void {
    this.gameText(`resultDetail${suffix(index)}`, this.games[index]?.resultDetail, style);
  }

  // ----- crests ---------------------------------------------------------------------------------

  /** The colours of a team's monogram: the club's own on its side, a colour of its name otherwise. */
  private monogramColor(game: Game, side: Side): string {
    const palette = this.input.palette;
    if (palette && this.teamSide(game) === side) return palette.primary;
    const name = side === 'Home' ? game.teamHome : game.teamAway;
    return monogramColors[hash(name.trim().toLowerCase()) % monogramColors.length] as string;
  }

  /**
   * A team's crest centred at (cx, cy) in a square of `d`: its logo on an optional plate, or a
   * monogram (initials on a disc in the club's or the name's colour) when it has none.
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
    const logo = side === 'Home' ? game.teamHomeLogo : game.teamAwayLogo;
    if (logo) {
      if (plate) this.kit.circle(cx, cy, d / 2, plate.fill, plate.ring, plate.ringWidth);
      this.kit.logo(`team${side}Logo${suffix(index)}`, cx, cy, plate ? d * 0.7 : d);
      return;
    }
    const fill = this.monogramColor(game, side);
    const ring = plate?.ring;
    this.kit.circle(cx, cy, d / 2, fill, ring, ring ? (plate?.ringWidth ?? d * 0.03) : undefined);
    const name = side === 'Home' ? game.teamHome : game.teamAway;
    const style: TextOptions = {
      x: cx,
      y: cy + d * 0.15,
      size: d * 0.42,
      fill: readableOn(fill),
      maxWidth: d * 0.72,
      spacing: d * 0.01,
    };
    if (name.trim()) this.kit.field(`team${side}${suffix(index)}`, style, { format: 'initials' });
    else this.kit.text(initials(name), style);
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
