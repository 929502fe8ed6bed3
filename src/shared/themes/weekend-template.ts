import type { FontChoice, ShippedFamily } from '#shared/render/font-map.ts';
import { measureText, type TextStyle } from '#shared/render/text-measure.ts';
import { clockTime } from '#shared/render/post-dates.ts';
import { rowDay, weekendWords } from '#shared/render/weekend-words.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import type { Game } from '#shared/sports/sports.ts';
import { canvasSizes } from '#shared/templates/formats.ts';
import { isAllowedImageHref, type SvgConfigInput } from '#shared/templates/template-schema.ts';
import { readableOn, type ClubPalette } from '#shared/themes/club-palette.ts';
import {
  gameOutcome,
  storySafe,
  teamSideOf,
  type Box,
  type Outcome,
} from '#shared/themes/post-layout.ts';
import { ElementKit } from '#shared/themes/element-kit.ts';
import { paintListGround } from '#shared/themes/theme-ground.ts';
import { fitName } from '#shared/themes/standings-template.ts';
import {
  readableAccent,
  themeColors,
  type ThemeColors,
  type ThemeId,
} from '#shared/themes/theme-colors.ts';
import { themePhotoDim } from '#shared/themes/theme-template.ts';

/**
 * The game-day overview post: a club's games of a weekend (or one day) on one post, in the four
 * built-in themes, 4:5 and 9:16. The club's crest, the kicker ('Vorschau' or 'Resultate'), the
 * headline ('Wochenende' for games on several days, 'Spieltag' for one) with the dates, then one
 * row per game: its day, the club's team and the opponent (with the opponent's crest where the
 * row is tall enough), and the time and venue (preview) or the score and outcome (results). The
 * rows share the room under the header, so 2 games fill the post as 12 do; every name is fitted
 * to its box (a little smaller, then cut), so nothing runs over.
 */
export const weekendFormats = ['4:5', '9:16'] as const;
export type WeekendFormat = (typeof weekendFormats)[number];
export function isWeekendFormat(value: unknown): value is WeekendFormat {
  return typeof value === 'string' && (weekendFormats as readonly string[]).includes(value);
}
export const minWeekendGames = 2;
export const maxWeekendGames = 12;

/** One game on the post, from the club's side. */
export interface WeekendRow {
  /** The club's team, as its slot names it ('Herren I'). */
  teamName: string;
  opponent: string;
  /** dd.mm.yyyy and HH:MM as the federation gives them. */
  date: string;
  time: string;
  venue: string | null;
  result: string | null;
  outcome: Outcome | null;
  /** The club's score first: '5:3' for a 5:3 home win and for a 3:5 away win. */
  score: string | null;
  opponentLogo: string | null;
  ownLogo: string | null;
}

export interface WeekendThemeInput {
  theme: ThemeId;
  format: WeekendFormat;
  mode: 'preview' | 'result';
  language: PostLanguage;
  rows: readonly WeekendRow[];
  /** The club's crest (its logo in the games), shown at the head; its initials without one. */
  crest: string | null;
  clubName?: string | null;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
  brandMark?: boolean;
}

/**
 * A game as a row of the post from the side of the club's team: `teamName` is the slot's name,
 * `federationName` the name the federation writes in its games (it may differ, 'Herren I' against
 * 'UHC Thun'); the side is found by that name, else by the words the names share, else home.
 */
export function weekendRow(
  game: Game,
  teamName: string,
  federationName: string | null = null,
): WeekendRow {
  const side =
    teamSideOf(game, federationName) ?? teamSideOf(game, teamName) ?? likelySide(game, teamName);
  const own = side === 'Home' ? game.teamHome : game.teamAway;
  const parsed = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(game.result ?? '');
  const score = parsed
    ? side === 'Home'
      ? `${parsed[1]}:${parsed[2]}`
      : `${parsed[2]}:${parsed[1]}`
    : null;
  const venue = [game.location, game.city]
    .map((part) => part?.trim())
    .filter((part, i, all): part is string => Boolean(part) && all.indexOf(part) === i)
    .join(', ');
  return {
    teamName,
    opponent: side === 'Home' ? game.teamAway : game.teamHome,
    date: game.date,
    time: game.time,
    venue: venue || null,
    result: game.result,
    outcome: gameOutcome(game, own),
    score,
    opponentLogo: side === 'Home' ? game.teamAwayLogo : game.teamHomeLogo,
    ownLogo: side === 'Home' ? game.teamHomeLogo : game.teamAwayLogo,
  };
}

function likelySide(game: Game, teamName: string): 'Home' | 'Away' {
  const words = new Set(teamName.toLowerCase().split(/\s+/).filter(Boolean));
  const shared = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => words.has(word)).length;
  return shared(game.teamAway) > shared(game.teamHome) ? 'Away' : 'Home';
}

/** The smallest type on the post (docs/post-design.md, "Density"). */
const smallestType = 18;

interface Look {
  titleFont: FontChoice;
  titleWeight: number;
  nameFont: FontChoice;
  nameFamily: ShippedFamily;
  nameWeight: number;
  upper: boolean;
  centred: boolean;
}

const looks: Record<ThemeId, Look> = {
  default: {
    titleFont: 'Bebas Neue',
    titleWeight: 400,
    nameFont: 'Bebas Neue',
    nameFamily: 'Bebas Neue',
    nameWeight: 400,
    upper: true,
    centred: false,
  },
  light: {
    titleFont: 'Georgia',
    titleWeight: 700,
    nameFont: 'Arial',
    nameFamily: 'Arimo',
    nameWeight: 700,
    upper: false,
    centred: false,
  },
  dark: {
    titleFont: 'Bebas Neue',
    titleWeight: 400,
    nameFont: 'Bebas Neue',
    nameFamily: 'Bebas Neue',
    nameWeight: 400,
    upper: true,
    centred: true,
  },
  club: {
    titleFont: 'Impact',
    titleWeight: 400,
    nameFont: 'Impact',
    nameFamily: 'Anton',
    nameWeight: 400,
    upper: true,
    centred: false,
  },
};

/** The frame inside the canvas; stories keep clear of Instagram's controls. */
function frameOf(format: WeekendFormat): { frame: Box; brandY: number } {
  const { width, height } = canvasSizes[format];
  if (format === '9:16') {
    const top = storySafe.top + 10;
    return {
      frame: { x: 72, y: top, width: width - 144, height: height - storySafe.bottom - 20 - top },
      brandY: height - storySafe.bottom + 40,
    };
  }
  return {
    frame: { x: 72, y: 72, width: width - 144, height: height - 72 - 76 },
    brandY: height - 34,
  };
}

/** Inks of a row's texts on its ground. */
interface Inks {
  day: string;
  team: string;
  opponent: string;
  strong: string;
  muted: string;
}

class WeekendLayout {
  readonly kit = new ElementKit();
  readonly colors: ThemeColors;
  readonly width: number;
  readonly height: number;
  readonly frame: Box;
  readonly brandY: number;
  readonly look: Look;
  readonly theme: ThemeId;
  readonly story: boolean;
  readonly photo: boolean;
  /** Where the header ends: the bold split's plane ends there. */
  headFoot = 0;

  constructor(readonly input: WeekendThemeInput) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    const { frame, brandY } = frameOf(input.format);
    this.frame = frame;
    this.brandY = brandY;
    this.theme = input.theme;
    this.photo = input.hasBackgroundImage;
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.look = looks[input.theme];
    this.story = input.format === '9:16';
  }

  get language(): PostLanguage {
    return this.input.language;
  }

  upper(text: string): string {
    return this.look.upper ? text.toLocaleUpperCase(this.language) : text;
  }

  // ----- ground ---------------------------------------------------------------------------------

  /** The theme's ground under the rows (theme-ground.ts). */
  ground(): void {
    paintListGround(this, { top: 0.86, foot: 0.76, footY: this.headFoot });
  }

  // ----- header ---------------------------------------------------------------------------------

  /** A crest on its plate; without one, the name's initials. */
  private plate(href: string | null, name: string, cx: number, cy: number, r: number): void {
    const c = this.colors;
    this.kit.circle(cx, cy, r, c.plate, c.plateRing, Math.max(2, r * 0.05));
    if (href && isAllowedImageHref(href)) {
      this.kit.image(href, cx, cy, r * 1.45);
      return;
    }
    const letters = initials(name);
    if (!letters) return;
    const size = Math.max(smallestType, r * (letters.length > 2 ? 0.62 : 0.8));
    this.kit.text(letters, {
      x: cx,
      y: cy + size * 0.36,
      size,
      fill: readableOn(c.plate),
      font: 'Bebas Neue',
      spacing: 1,
      maxWidth: r * 1.6,
    });
  }

  private crest(cx: number, cy: number, r: number): void {
    this.plate(this.input.crest, this.input.clubName ?? '', cx, cy, r);
  }

  /** Crest, kicker, headline and dates from `top`; answers the bottom edge. */
  private header(top: number, scale: number): number {
    const c = this.colors;
    const { frame, look } = this;
    const words = weekendWords(
      this.language,
      this.input.mode,
      this.input.rows.map((row) => isoOf(row.date)),
    );
    const kickerSize = Math.max(smallestType + 6, 34 * scale);
    const titleSize = (this.theme === 'light' ? 92 : this.theme === 'club' ? 104 : 112) * scale;
    const datesSize = Math.max(smallestType + 4, 34 * scale);
    const r = 74 * scale;
    const kickerFill = this.theme === 'default' ? readableAccent(c) : c.accent;
    const titleFill = this.theme === 'club' ? readableOn(c.decor) : c.text;
    const kickerFont: FontChoice = this.theme === 'light' ? 'Arial' : look.titleFont;
    const kickerWeight = this.theme === 'light' ? 700 : 400;

    if (look.centred) {
      const cx = this.width / 2;
      this.crest(cx, top + r, r);
      const kickerBase = top + 2 * r + 26 * scale + kickerSize * 0.75;
      const titleBase = kickerBase + 12 * scale + titleSize * 0.76;
      const datesBase = titleBase + 18 * scale + datesSize * 0.75;
      this.kit.text(words.kicker.toLocaleUpperCase(this.language), {
        x: cx,
        y: kickerBase,
        size: kickerSize,
        fill: kickerFill,
        font: kickerFont,
        spacing: kickerSize * 0.14,
        maxWidth: frame.width,
      });
      this.kit.text(this.upper(words.title), {
        x: cx,
        y: titleBase,
        size: titleSize,
        fill: titleFill,
        font: look.titleFont,
        weight: look.titleWeight,
        spacing: titleSize * 0.02,
        maxWidth: frame.width,
      });
      this.kit.text(words.dates, {
        x: cx,
        y: datesBase,
        size: datesSize,
        fill: c.muted,
        font: 'Arial',
        weight: 700,
        maxWidth: frame.width,
      });
      this.kit.rect({
        x: cx - 60 * scale,
        y: datesBase + 22 * scale,
        width: 120 * scale,
        height: 4,
        fill: c.decor,
      });
      return datesBase + 26 * scale;
    }

    const cx = frame.x + r;
    const cy = top + r;
    const textX = frame.x + 2 * r + 32 * scale;
    // The bold split's plane starts at 76 % of the width: the headline stays left of it.
    const textWidth =
      (this.theme === 'default' ? this.width * 0.74 : frame.x + frame.width) - textX;
    const kickerBase = top + kickerSize * 0.8;
    const titleBase = kickerBase + 10 * scale + titleSize * 0.76;
    const datesBase = titleBase + 20 * scale + datesSize * 0.75;
    if (this.theme === 'club') {
      // The club's second colour as a slanted band behind the headline.
      const bandTop = kickerBase + 12 * scale;
      const bandBottom = titleBase + 16 * scale;
      const slant = 18 * scale;
      this.kit.path(
        [
          [textX - 24 * scale, bandTop + slant * 0.4],
          [this.width, bandTop - slant * 0.6],
          [this.width, bandBottom - slant * 0.6],
          [textX - 36 * scale, bandBottom + slant * 0.4],
        ],
        c.decor,
        0.95,
      );
    }
    this.crest(cx, cy, r);
    const text = { x: textX, anchor: 'start' as const, maxWidth: textWidth };
    this.kit.text(words.kicker.toLocaleUpperCase(this.language), {
      ...text,
      y: kickerBase,
      size: kickerSize,
      fill: kickerFill,
      font: kickerFont,
      weight: kickerWeight,
      spacing: kickerSize * 0.14,
    });
    this.kit.text(this.upper(words.title), {
      ...text,
      y: titleBase,
      size: titleSize,
      fill: titleFill,
      font: look.titleFont,
      weight: look.titleWeight,
      spacing: look.upper ? titleSize * 0.015 : 0,
    });
    this.kit.text(words.dates, {
      ...text,
      y: datesBase,
      size: datesSize,
      fill: this.theme === 'club' ? c.text : c.muted,
      font: 'Arial',
      weight: 700,
    });
    let bottom = Math.max(datesBase + 12 * scale, cy + r);
    if (this.theme === 'default' || this.theme === 'light') {
      this.kit.rect({
        x: frame.x,
        y: bottom + 18 * scale,
        width: 120 * scale,
        height: 8 * scale,
        fill: c.decor,
      });
      bottom += 26 * scale;
    }
    return bottom;
  }

  // ----- rows -----------------------------------------------------------------------------------

  draw(): void {
    const { frame } = this;
    const c = this.colors;
    const rows = this.input.rows;
    const count = Math.max(1, rows.length);
    // Few games: a larger head, as the standings post does for short tables.
    const few = count <= 6 ? 1 + (6 - count) * 0.05 : 1;
    const scale = (this.story ? 1.1 : 1) * few;
    let top = frame.y;
    const pad = this.theme === 'light' ? 36 : 0;
    if (this.theme === 'light') {
      this.kit.rect({
        x: frame.x - pad,
        y: frame.y - pad * 0.6,
        width: frame.width + 2 * pad,
        height: frame.height + pad * 1.2,
        fill: c.card,
        radius: 6,
      });
      this.kit.rect({
        x: frame.x - pad,
        y: frame.y - pad * 0.6,
        width: 160,
        height: 10,
        fill: c.decor,
      });
      top += pad * 0.5;
    }
    const headBottom = this.header(top, scale);
    const listTop = headBottom + (this.story ? 48 : 36) * scale;
    this.headFoot = listTop - 14;
    const listBottom = frame.y + frame.height - (this.theme === 'light' ? pad * 0.2 : 0);
    const pitch = (listBottom - listTop) / count;
    const maxCard = this.story ? 440 : 400;
    const gap = Math.min(16, pitch * 0.14);
    const cardHeight = Math.min(pitch - gap, maxCard);
    // Between the cards, what a capped card leaves: the list still spans the room.
    const spare = pitch - gap - cardHeight;
    this.kit.rect({
      x: frame.x,
      y: listTop - 4,
      width: frame.width,
      height: this.theme === 'light' ? 3 : 2,
      fill: this.theme === 'light' ? c.cardText : c.decor,
      opacity: this.theme === 'light' ? 0.8 : 0.7,
    });
    const sizes = this.sizes(cardHeight);
    const tall = cardHeight >= 250;
    const words = postWords(this.language);
    // One size for the teams and one for the opponents on every row, so the rows read as one
    // table; a name too long even at the smallest of them is cut.
    const box = { x: frame.x, y: 0, width: frame.width, height: cardHeight };
    const geometry = tall ? this.tallGeometry(box, sizes) : this.geometry(box, sizes);
    const shared = tall
      ? { team: geometry.teamSize, opponent: geometry.opponentSize }
      : {
          team: this.sharedSize(
            rows.map((row) => this.upper(row.teamName)),
            this.look.nameFamily,
            this.look.nameWeight,
            geometry.teamSize,
            geometry.namesWidth,
          ),
          opponent: this.sharedSize(
            rows.map((row) =>
              tall ? this.upper(row.opponent) : `${words.versus} ${row.opponent}`,
            ),
            tall ? this.look.nameFamily : 'Arimo',
            tall ? this.look.nameWeight : 700,
            geometry.opponentSize,
            geometry.namesWidth,
          ),
        };
    rows.forEach((row, index) => {
      const y = listTop + index * pitch + gap / 2 + spare / 2;
      const at = { ...box, y };
      if (tall) this.tallRow(row, index, at, sizes, shared);
      else this.row(row, index, at, sizes, shared);
    });
  }

  /** Where the parts of a compact row go: day, crest, names, and time or score on the right. */
  private geometry(box: Box, s: ReturnType<WeekendLayout['sizes']>) {
    const inset = this.theme === 'light' ? 0 : Math.min(28, box.height * 0.22);
    const left = box.x + inset;
    const right = box.x + box.width - inset;
    const dayWidth = Math.max(s.weekday * 2.1, 88);
    const rightWidth =
      this.input.mode === 'result' ? Math.max(s.strong * 2.3, 150) : Math.max(s.strong * 2.3, 240);
    const rightX = right - rightWidth / 2;
    const gap = Math.max(16, s.team * 0.4);
    const crestX = left + dayWidth + gap;
    const namesX = s.crest > 0 ? crestX + s.crest + gap : crestX;
    return {
      left,
      right,
      dayWidth,
      rightWidth,
      rightX,
      crestX,
      namesX,
      namesWidth: rightX - rightWidth / 2 - 16 - namesX,
      teamSize: s.team,
      opponentSize: s.opponent,
    };
  }

  /** A tall card: the two crests face each other with the time or score between them. */
  private tallGeometry(box: Box, s: ReturnType<WeekendLayout['sizes']>) {
    const crest = Math.min(box.height * 0.42, this.story ? 190 : 170);
    return {
      crest,
      ownX: box.x + box.width * 0.22,
      otherX: box.x + box.width * 0.78,
      namesWidth: box.width * 0.4,
      teamSize: Math.min(s.team, 46),
      opponentSize: Math.min(s.team, 46),
    };
  }

  /**
   * A name centred under its crest, its last line on `base`: on one line when it fits at `size`,
   * else on two at up to 72 % of it, else cut at the smallest type.
   */
  private twoLineName(
    name: string,
    x: number,
    base: number,
    size: number,
    maxWidth: number,
    fill: string,
  ): void {
    const fit = fitName(name, this.nameStyle(size), maxWidth, true);
    const lineSize = Math.max(smallestType, fit.size);
    const gap = lineSize * 1.05;
    fit.lines.forEach((line, i) => {
      this.kit.text(line, {
        x,
        y: base - (fit.lines.length - 1 - i) * gap,
        size: lineSize,
        fill,
        font: this.look.nameFont,
        weight: this.look.nameWeight,
        spacing: 0.5,
        maxWidth,
      });
    });
  }

  /**
   * The largest size up to `size` at which every text fits, not below 80 % or the smallest type:
   * one long name does not make every row small; it shrinks further on its own row.
   */
  private sharedSize(
    texts: readonly string[],
    family: ShippedFamily,
    weight: number,
    size: number,
    maxWidth: number,
  ): number {
    const style = { ...this.nameStyle(size, family), weight };
    const smallest = Math.max(smallestType, size * 0.8);
    let shared = size;
    for (const text of texts) {
      const width = measureText(text.replace(/\s+/g, ' ').trim(), style);
      if (width > maxWidth) shared = Math.min(shared, (size * maxWidth) / width);
    }
    return Math.max(smallest, Math.floor(shared * 10) / 10);
  }

  private sizes(h: number) {
    const team = Math.max(smallestType + 4, Math.min(h * 0.3, this.story ? 56 : 50));
    return {
      team,
      opponent: Math.max(smallestType, Math.min(team * 0.78, h * 0.24)),
      weekday: Math.max(smallestType + 2, Math.min(h * 0.3, 50)),
      day: Math.max(smallestType, Math.min(h * 0.2, 30)),
      strong: Math.max(smallestType + 8, Math.min(h * 0.46, this.story ? 120 : 104)),
      small: Math.max(smallestType, Math.min(h * 0.2, 30)),
      crest: h >= 80 ? Math.min(h * 0.62, 120) : 0,
    };
  }

  private nameStyle(size: number, font: ShippedFamily = this.look.nameFamily): TextStyle {
    return {
      family: font,
      weight: this.look.nameWeight,
      style: 'normal',
      fontSize: size,
      letterSpacing: 0.5,
    };
  }

  /**
   * The first of the texts that fits its box at no less than 70 % of the size (and never below
   * the smallest type), shrunk as far as it needs; when none does, the first cut with an
   * ellipsis at that size. Never wider than maxWidth.
   */
  private fitted(
    texts: readonly string[],
    options: {
      x: number;
      y: number;
      size: number;
      fill: string;
      anchor?: 'start' | 'middle' | 'end';
      maxWidth: number;
      font?: FontChoice;
      family?: ShippedFamily;
      weight?: number;
      /** Keep the size (a size shared by the rows): cut rather than shrink. */
      exact?: boolean;
      /** Shrink down to this size before cutting (default 70 % of size). */
      min?: number;
    },
  ): void {
    const family = options.family ?? this.look.nameFamily;
    const weight = options.weight ?? this.look.nameWeight;
    const style = { ...this.nameStyle(options.size, family), weight };
    const smallest = options.exact
      ? options.size
      : Math.max(smallestType, options.min ?? options.size * 0.7);
    const candidates = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    let chosen: { text: string; size: number } | null = null;
    for (const text of candidates) {
      const width = measureText(text, style);
      const size =
        width <= options.maxWidth ? options.size : (options.size * options.maxWidth) / width;
      if (size >= smallest) {
        chosen = { text, size: Math.floor(size * 10) / 10 };
        break;
      }
    }
    if (!chosen) {
      const first = candidates[0] ?? '';
      const at = { ...style, fontSize: smallest };
      const chars = [...first];
      let text = first;
      while (chars.length > 1 && measureText(text, at) > options.maxWidth) {
        chars.pop();
        text = `${chars.join('').trimEnd()}…`;
      }
      chosen = { text, size: smallest };
    }
    this.kit.text(chosen.text, {
      x: options.x,
      y: options.y,
      size: chosen.size,
      fill: options.fill,
      font: options.font ?? this.look.nameFont,
      weight,
      anchor: options.anchor ?? 'start',
      spacing: 0.5,
      maxWidth: options.maxWidth,
    });
  }

  private row(
    row: WeekendRow,
    index: number,
    box: Box,
    s: ReturnType<WeekendLayout['sizes']>,
    shared: { team: number; opponent: number },
  ): void {
    const ink = this.rowBack(index, box);
    const mid = box.y + box.height / 2;
    const { left, dayWidth, rightWidth, rightX, crestX, namesX, namesWidth } = this.geometry(
      box,
      s,
    );
    const words = postWords(this.language);

    // The day.
    const day = rowDay(row.date, this.language);
    const dayX = left + dayWidth / 2;
    const twoLineDay = box.height >= s.weekday + s.day + 14;
    if (twoLineDay) {
      const total = s.weekday * 0.72 + 10 + s.day * 0.72;
      const wBase = mid - total / 2 + s.weekday * 0.72;
      this.kit.text(day.weekday.toLocaleUpperCase(this.language), {
        x: dayX,
        y: wBase,
        size: s.weekday,
        fill: ink.day,
        font: 'Bebas Neue',
        spacing: 1,
        maxWidth: dayWidth,
      });
      this.kit.text(day.day, {
        x: dayX,
        y: wBase + 10 + s.day * 0.72,
        size: s.day,
        fill: ink.muted,
        font: 'Arial',
        weight: 700,
        maxWidth: dayWidth,
      });
    } else {
      this.kit.text(`${day.weekday.toLocaleUpperCase(this.language)} ${day.day}`, {
        x: dayX,
        y: mid + s.day * 0.36,
        size: s.day,
        fill: ink.day,
        font: 'Arial',
        weight: 700,
        maxWidth: dayWidth,
      });
    }

    // The right block: time and venue, or score and outcome.
    if (this.input.mode === 'result') {
      const outcome = row.outcome ? words[row.outcome] : null;
      const total = s.strong * 0.72 + (outcome ? 10 + s.small * 0.72 : 0);
      const base = mid - total / 2 + s.strong * 0.72;
      this.kit.text(row.score ?? (row.result?.trim() || '–'), {
        x: rightX,
        y: base,
        size: s.strong,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 2,
        maxWidth: rightWidth,
      });
      if (outcome && row.outcome) {
        this.kit.text(outcome.toLocaleUpperCase(this.language), {
          x: rightX,
          y: base + 10 + s.small * 0.72,
          size: s.small,
          fill: this.outcomeInk(row.outcome, ink),
          font: 'Arial',
          weight: 700,
          spacing: 1,
          maxWidth: rightWidth,
        });
      }
    } else {
      const time = clockTime(row.time, this.language) ?? '';
      const venue = row.venue;
      const timeSize = s.strong * 0.8;
      const total = timeSize * 0.72 + (venue ? 12 + s.small * 0.72 : 0);
      const base = mid - total / 2 + timeSize * 0.72;
      this.kit.text(time.toLocaleUpperCase(this.language), {
        x: rightX,
        y: base,
        size: timeSize,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 1,
        maxWidth: rightWidth,
      });
      if (venue) {
        const parts = venue.split(', ');
        const alternatives = [venue, parts[0] ?? venue, parts[parts.length - 1] ?? venue];
        this.fitted(alternatives, {
          x: rightX,
          y: base + 12 + s.small * 0.72,
          size: s.small,
          fill: ink.muted,
          anchor: 'middle',
          maxWidth: rightWidth,
          font: 'Arial',
          family: 'Arimo',
          weight: 400,
        });
      }
    }

    // The crest of the opponent, then the club's team and the opponent.
    if (s.crest > 0)
      this.plate(row.opponentLogo, row.opponent, crestX + s.crest / 2, mid, s.crest / 2);
    const total = shared.team * 0.72 + 12 + shared.opponent * 0.72;
    const teamBase = mid - total / 2 + shared.team * 0.72;
    this.fitted([this.upper(row.teamName)], {
      x: namesX,
      y: teamBase,
      size: shared.team,
      fill: ink.team,
      maxWidth: namesWidth,
      min: s.team * 0.62,
    });
    this.fitted([`${words.versus} ${row.opponent}`], {
      x: namesX,
      y: teamBase + 12 + shared.opponent * 0.72,
      size: shared.opponent,
      fill: ink.opponent,
      maxWidth: namesWidth,
      font: 'Arial',
      family: 'Arimo',
      weight: 700,
      min: s.opponent * 0.62,
    });
  }

  /**
   * A tall card (two or three games): the day and venue on a line at the top, the club's crest
   * and the opponent's facing each other with the time or the score between them, each name
   * under its crest.
   */
  private tallRow(
    row: WeekendRow,
    index: number,
    box: Box,
    s: ReturnType<WeekendLayout['sizes']>,
    shared: { team: number; opponent: number },
  ): void {
    const ink = this.rowBack(index, box);
    const g = this.tallGeometry(box, s);
    const words = postWords(this.language);
    const cx = box.x + box.width / 2;
    const pad = Math.max(20, box.height * 0.07);
    const lineSize = Math.min(32, Math.max(smallestType + 4, box.height * 0.08));
    const lineBase = box.y + pad + lineSize * 0.75;
    const day = rowDay(row.date, this.language);
    const dayText = `${day.weekday.toLocaleUpperCase(this.language)} ${day.day}`;
    const line =
      this.input.mode === 'preview' && row.venue ? `${dayText}  ·  ${row.venue}` : dayText;
    this.fitted([line, dayText], {
      x: cx,
      y: lineBase,
      size: lineSize,
      fill: ink.day,
      anchor: 'middle',
      maxWidth: box.width - 2 * pad,
      font: 'Arial',
      family: 'Arimo',
      weight: 700,
    });
    const namesBase = box.y + box.height - pad;
    const crestTop = lineBase + pad * 0.8;
    // Room for names on two lines.
    const crestBottom = namesBase - Math.max(shared.team, shared.opponent) * 1.55 - pad * 0.8;
    const crest = Math.min(g.crest, crestBottom - crestTop);
    const cy = (crestTop + crestBottom) / 2;
    this.plate(row.ownLogo ?? this.input.crest, row.teamName, g.ownX, cy, crest / 2);
    this.plate(row.opponentLogo, row.opponent, g.otherX, cy, crest / 2);
    const strong = Math.min(s.strong * 1.15, crest * 0.75);
    if (this.input.mode === 'result') {
      const outcome = row.outcome ? words[row.outcome] : null;
      const small = Math.max(smallestType, strong * 0.3);
      const total = strong * 0.72 + (outcome ? 14 + small * 0.72 : 0);
      const base = cy - total / 2 + strong * 0.72;
      this.kit.text(row.score ?? (row.result?.trim() || '–'), {
        x: cx,
        y: base,
        size: strong,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 3,
        maxWidth: g.otherX - g.ownX - crest - 64,
      });
      if (outcome && row.outcome) {
        this.kit.text(outcome.toLocaleUpperCase(this.language), {
          x: cx,
          y: base + 14 + small * 0.72,
          size: small,
          fill: this.outcomeInk(row.outcome, ink),
          font: 'Arial',
          weight: 700,
          spacing: 1,
          maxWidth: g.otherX - g.ownX - crest - 64,
        });
      }
    } else {
      const time = clockTime(row.time, this.language) ?? '';
      const size = strong * 0.85;
      this.kit.text(time.toLocaleUpperCase(this.language), {
        x: cx,
        y: cy + size * 0.36,
        size,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 1,
        maxWidth: g.otherX - g.ownX - crest - 64,
      });
    }
    this.twoLineName(
      this.upper(row.teamName),
      g.ownX,
      namesBase,
      shared.team,
      g.namesWidth,
      ink.team,
    );
    this.twoLineName(
      this.upper(row.opponent),
      g.otherX,
      namesBase,
      shared.opponent,
      g.namesWidth,
      ink.opponent,
    );
  }

  private outcomeInk(outcome: Outcome, ink: Inks): string {
    if (outcome === 'draw') return ink.muted;
    if (outcome === 'loss') return ink.muted;
    return ink.strong;
  }

  /** The row's ground in the theme's language; answers the inks of its texts. */
  private rowBack(index: number, box: Box): Inks {
    const c = this.colors;
    switch (this.theme) {
      case 'default': {
        this.kit.rect({ ...box, fill: '#ffffff', opacity: 0.07 });
        this.kit.rect({ x: box.x, y: box.y, width: 8, height: box.height, fill: c.decor });
        return {
          day: c.text,
          team: c.text,
          opponent: c.muted,
          strong: readableAccent(c),
          muted: c.muted,
        };
      }
      case 'light': {
        if (index > 0) {
          this.kit.rect({
            x: box.x,
            y: box.y - 6,
            width: box.width,
            height: 1.5,
            fill: c.cardText,
            opacity: 0.14,
          });
        }
        return {
          day: c.decor,
          team: c.cardText,
          opponent: c.cardMuted,
          strong: c.cardText,
          muted: c.cardMuted,
        };
      }
      case 'dark': {
        this.kit.rect({ ...box, fill: c.card });
        this.kit.rect({
          x: box.x,
          y: box.y + box.height - 3,
          width: box.width,
          height: 3,
          fill: c.decor,
          opacity: 0.5,
        });
        return { day: c.accent, team: c.text, opponent: c.muted, strong: c.accent, muted: c.muted };
      }
      case 'club': {
        const slant = Math.min(24, box.height * 0.3);
        this.kit.path(
          [
            [box.x + slant, box.y],
            [box.x + box.width, box.y],
            [box.x + box.width - slant, box.y + box.height],
            [box.x, box.y + box.height],
          ],
          '#000000',
          0.24,
        );
        return {
          day: c.accent,
          team: c.cardText,
          opponent: c.cardMuted,
          strong: c.cardText,
          muted: c.cardMuted,
        };
      }
    }
  }

  brand(): void {
    if (!this.input.brandMark) return;
    const words = postWords(this.language);
    this.kit.text(words.brand.toLocaleUpperCase(this.language), {
      x: this.width / 2,
      y: this.brandY,
      size: 26,
      fill: this.theme === 'light' && !this.photo ? this.colors.cardMuted : this.colors.text,
      spacing: 7,
      opacity: this.theme === 'light' && !this.photo ? 1 : 0.6,
    });
  }
}

/** 'Floorball Köniz Bern' -> 'FKB': up to three capitals of the name's words. */
function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 3)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** dd.mm.yyyy as YYYY-MM-DD (for the headline's dates). */
function isoOf(date: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(date.trim());
  if (!match) return date;
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** The template of the overview post for the rows, theme and format. */
export function weekendTemplate(input: WeekendThemeInput): SvgConfigInput {
  // The ground of the bold split follows the header's foot: measured on a first pass.
  const probe = new WeekendLayout(input);
  probe.draw();
  const layout = new WeekendLayout(input);
  layout.kit.minTextSize = smallestType;
  layout.headFoot = probe.headFoot;
  layout.ground();
  layout.draw();
  layout.brand();
  return {
    format: input.format,
    backgroundColor: layout.colors.background,
    useBackgroundPlaceholder: true,
    backgroundDim: themePhotoDim,
    elements: layout.kit.elements,
  };
}
