import type { FontChoice, ShippedFamily } from '#shared/typography/font-map.ts';
import { measureText, type TextStyle } from '#shared/typography/text-measure.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { isAllowedImageHref } from '#shared/templates/template-schema.ts';
import { readableOn } from '#shared/themes/club-palette.ts';
import type { Box } from '#shared/geometry/box.ts';
import type { Outcome } from '#shared/themes/game-facts.ts';
import { ListCanvas } from '#shared/themes/list-canvas.ts';
import { paintListGround } from '#shared/themes/theme-ground.ts';
import { fitName } from '#shared/themes/name-fit.ts';
import { readableAccent } from '#shared/themes/theme-colors.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { frameOf, initials, type Inks } from '#shared/themes/weekend-look.ts';
import type { WeekendThemeInput } from '#shared/themes/weekend-rows.ts';

/**
 * The canvas of the game-day overview: its size, frame, colours and look, the theme's ground, the
 * crests on their plates, the row grounds and the fitting of names into their boxes. The header
 * and the rows are drawn on it by WeekendGameRows and WeekendLayout.
 */
export abstract class WeekendCanvas extends ListCanvas {
  constructor(readonly input: WeekendThemeInput) {
    super(input, frameOf(input.format), 'weekend');
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
  protected plate(href: string | null, name: string, cx: number, cy: number, r: number): void {
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

  protected crest(cx: number, cy: number, r: number): void {
    this.plate(this.input.crest, this.input.clubName ?? '', cx, cy, r);
  }

  /**
   * A name centred under its crest, its last line on `base`: on one line when it fits at `size`,
   * else on two at up to 72 % of it, else cut at the smallest type.
   */
  protected twoLineName(
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
  protected sharedSize(
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

  protected sizes(h: number) {
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

  protected nameStyle(size: number, font: ShippedFamily = this.look.nameFamily): TextStyle {
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
  protected fitted(
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

  protected outcomeInk(outcome: Outcome, ink: Inks): string {
    if (outcome === 'draw') return ink.muted;
    if (outcome === 'loss') return ink.muted;
    return ink.strong;
  }

  /** The row's ground in the theme's language; answers the inks of its texts. */
  protected rowBack(index: number, box: Box): Inks {
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
    this.brandLine(postWords(this.language).brand.toLocaleUpperCase(this.language));
  }
}

/** The sizes of a row's texts and crest for its height. */
export type RowSizes = ReturnType<WeekendCanvas['sizes']>;
