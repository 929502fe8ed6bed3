import { paintEditorialCard } from '#shared/themes/theme-ground.ts';
import type { FontChoice } from '#shared/typography/font-map.ts';
import { weekendWords } from '#shared/i18n/weekend-words.ts';
import type { SvgConfigInput } from '#shared/templates/template-schema.ts';
import { readableOn } from '#shared/themes/club-palette.ts';
import { readableAccent } from '#shared/themes/theme-colors.ts';
import { themedTemplate } from '#shared/themes/post-frame.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { isoOf } from '#shared/themes/weekend-look.ts';
import { WeekendGameRows } from '#shared/themes/weekend-game-rows.ts';
import type { WeekendThemeInput } from '#shared/themes/weekend-rows.ts';

export {
  isWeekendFormat,
  maxWeekendGames,
  minWeekendGames,
  weekendFormats,
  ownLogo,
  weekendRow,
  weekendRows,
  type WeekendEntry,
  type WeekendFormat,
  type WeekendRow,
  type WeekendThemeInput,
} from '#shared/themes/weekend-rows.ts';

/**
 * The game-day overview post: a club's games of a weekend (or one day) on one post, in the four
 * built-in themes, 4:5 and 9:16. The club's crest, the kicker ('Vorschau' or 'Resultate'), the
 * headline ('Wochenende' for games on several days, 'Spieltag' for one) with the dates, then one
 * row per game as the federation gives it: its day, home over away with the club's teams marked
 * (and a crest where the row is tall enough), and the time and venue (preview) or the score
 * home:away and the club's outcome (results); with games of several sports, each row's sport.
 * The rows share the room under the header, so 2 games fill the post as 12 do; every name is
 * fitted to its box (a little smaller, then cut), so nothing runs over.
 */
class WeekendLayout extends WeekendGameRows {
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
      paintEditorialCard(this, frame, pad);
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
    // One size for the names on every compact row, so the rows read as one table; a name too
    // long even at the smallest of it shrinks on its own row, then is cut.
    const box = { x: frame.x, y: 0, width: frame.width, height: cardHeight };
    const nameSize = tall
      ? this.tallGeometry(box, sizes).nameSize
      : this.sharedSize(
          rows.flatMap((row) => [this.upper(row.home), this.upper(row.away)]),
          this.look.nameFamily,
          this.look.nameWeight,
          this.geometry(box, sizes).nameSize,
          this.geometry(box, sizes).namesWidth,
        );
    rows.forEach((row, index) => {
      const y = listTop + index * pitch + gap / 2 + spare / 2;
      const at = { ...box, y };
      if (tall) this.tallRow(row, index, at, sizes, nameSize);
      else this.row(row, index, at, sizes, nameSize);
    });
  }
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
  layout.sponsorBand();
  return themedTemplate(input.format, layout);
}
