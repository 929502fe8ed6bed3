import type { Box } from '#shared/geometry/box.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords, type PostWords } from '#shared/i18n/post-words.ts';
import { parseScore, venueLine } from '#shared/templates/field-formats.ts';
import type { TemplateMode } from '#shared/templates/post-kinds.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit, type Cue, type TextOptions } from '#shared/themes/element-kit.ts';
import {
  detailParts,
  gameOutcome,
  hasResultValue,
  suffix,
  teamSideOf,
  type Outcome,
  type Side,
} from '#shared/themes/game-facts.ts';
import { frameOf } from '#shared/themes/post-frame.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { sponsorRoom } from '#shared/themes/sponsor-room.ts';
import {
  bandSponsors,
  drawSponsorBand,
  reserveBand,
  type BandSponsors,
} from '#shared/themes/sponsor-band.ts';
import {
  clubTokenColors,
  themeColors,
  type ThemeColors,
  type ThemeId,
} from '#shared/themes/theme-colors.ts';

/**
 * What every built-in design shares: the canvas and its safe frame per format, the post's words
 * in its language, the facts a fan reads first (sport and league, win, loss or draw from the
 * team's side, the result detail as chips), crests with a monogram where a logo is missing, the
 * team names set at one size, the data fields that keep a copied template working for the next
 * games, and the product mark of the free plan. The four designs in ./layouts arrange these
 * pieces; docs/post-design.md names the rules they follow.
 */
export type PostMode = TemplateMode;

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
  /** The sponsors chosen for the post: the look's sponsor band at the foot of its frame. */
  sponsors?: PostSponsors | null;
}

export abstract class PostLayout {
  readonly kit = new ElementKit();
  readonly width: number;
  readonly height: number;
  /** The frame the content is laid out in: above the sponsor band where the post has one. */
  readonly frame: Box;
  readonly brandY: number;
  /** How much of the frame's height the sponsor band takes (0 without one). */
  readonly bandRoom: number;
  /** The sponsor band's box and the sponsors it draws; null without sponsors. */
  readonly sponsorPlace: { box: Box; sponsors: BandSponsors } | null;
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
    const { frame: whole, brandY } = frameOf(input.format);
    const sponsors = bandSponsors(
      input.sponsors,
      sponsorRoom({ theme: input.theme }, input.format, input.mode),
    );
    const { frame, band } = reserveBand(whole, input.format, sponsors, 'game', input.theme);
    this.frame = frame;
    this.bandRoom = whole.height - frame.height;
    this.sponsorPlace = band && sponsors ? { box: band, sponsors } : null;
    this.brandY = brandY;
    // The club look draws with club colours, resolved from the club's palette when the post is
    // drawn (a template started from it keeps them); over a photo with the colours made for it.
    this.colors =
      input.theme === 'club' && !input.hasBackgroundImage
        ? clubTokenColors
        : themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
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
    // What follows has no cue: it moves with the facts (ADR 066).
    this.kit.cue = null;
    this.brand();
    this.sponsorBand();
  }

  /** The sponsor band in the look's footer language (sponsor-band.ts). */
  protected sponsorBand(): void {
    if (!this.sponsorPlace) return;
    drawSponsorBand(this.kit, this.sponsorPlace.box, this.sponsorPlace.sponsors, {
      theme: this.input.theme,
      colors: this.colors,
      photo: this.input.hasBackgroundImage,
      canvasWidth: this.width,
    });
  }

  protected abstract ground(): void;
  protected abstract single(game: Game): void;
  protected abstract fixtures(): void;
  /** The free plan's product mark (post-pieces.ts). */
  protected abstract brand(): void;

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
    this.kit.cued(this.teamCue(side), () =>
      this.kit.field(`team${side}${suffix(index)}`, {
        maxLines: 2,
        ...style,
        fitGroup: 'names',
        keepSize: true,
      }),
    );
  }

  /**
   * The cue of a team's crest, name and score when the post moves (ADR 066): its side, so they
   * arrive as one; in a list's row (or another cue the look set) the row's.
   */
  protected teamCue(side: Side): Cue {
    return this.kit.cue ?? (side === 'Home' ? 'home' : 'away');
  }

  protected scoreField(index: number, style: TextOptions): void {
    this.gameText(`result${suffix(index)}`, this.games[index]?.result, style);
  }

  /** One side of the score ('5' of '5:3'), where the design sets the numbers apart. */
  protected sideScoreField(index: number, side: Side, style: TextOptions): void {
    const game = this.games[index];
    if (!game || !parseScore(game.result)) return;
    this.kit.cued(this.teamCue(side), () =>
      this.kit.field(`result${suffix(index)}`, style, {
        format: side === 'Home' ? 'score-home' : 'score-away',
      }),
    );
  }

  protected resultDetailField(index: number, style: TextOptions): void {
    this.gameText(`resultDetail${suffix(index)}`, this.games[index]?.resultDetail, style);
  }
}
