import { measureText, type TextStyle } from '#shared/render/text-measure.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { standingsWords } from '#shared/render/standings-words.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import { readableOn, type ClubPalette } from '#shared/themes/club-palette.ts';
import type { FontChoice, ShippedFamily } from '#shared/render/font-map.ts';
import {
  isAllowedImageHref,
  maxElements,
  type SvgConfigInput,
} from '#shared/templates/template-schema.ts';
import { storySafe } from '#shared/themes/post-layout.ts';
import { ElementKit } from '#shared/themes/element-kit.ts';
import { paintListGround } from '#shared/themes/theme-ground.ts';
import {
  readableAccent,
  themeColors,
  type ThemeColors,
  type ThemeId,
} from '#shared/themes/theme-colors.ts';
import { themePhotoDim } from '#shared/themes/theme-template.ts';

/**
 * The standings post ('Tabelle') of a built-in theme, in the layout language of the theme's game
 * posts (StandingsLayout below), the team's row marked. Ground, type and colours are those of the
 * game posts (theme-template.ts), so a club's posts look like one series. Everything is static text: a table
 * is not a template anyone edits.
 */
export interface StandingsThemeInput {
  theme: ThemeId;
  format: Format;
  standings: Standings;
  language?: PostLanguage;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
}

/** More rows do not stay legible at 1080 wide; longer tables show the 16 around the team. */
export const maxStandingsRows = 16;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Column {
  label: string;
  width: number;
  value: (row: StandingsRow) => string;
  /** The points: set larger. */
  strong?: boolean;
}

/** The rows shown: all of a short table, else 16 with the team's row inside. */
export function visibleRows(rows: readonly StandingsRow[]): StandingsRow[] {
  if (rows.length <= maxStandingsRows) return [...rows];
  const team = Math.max(
    0,
    rows.findIndex((row) => row.isTeam),
  );
  const start = Math.min(
    Math.max(0, team - Math.floor(maxStandingsRows / 2)),
    rows.length - maxStandingsRows,
  );
  return rows.slice(start, start + maxStandingsRows);
}

/**
 * A team name at its row's size when it fits; otherwise a little smaller; then, where the row is
 * tall enough, on two lines; below that cut with an ellipsis. A long name never runs into the
 * numbers.
 */
export function fitName(
  name: string,
  style: TextStyle,
  maxWidth: number,
  twoLines = false,
): { lines: string[]; size: number } {
  const clean = name.replace(/\s+/g, ' ').trim();
  const full = measureText(clean, style);
  if (full <= maxWidth) return { lines: [clean], size: style.fontSize };
  const smallest = style.fontSize * 0.8;
  const size = (style.fontSize * maxWidth) / full;
  if (size >= smallest) return { lines: [clean], size: Math.floor(size * 10) / 10 };
  const words = clean.split(' ');
  if (twoLines && words.length > 1) {
    // The break whose wider line is narrowest, at up to 72% of the row's size.
    let best: { lines: string[]; widest: number } | null = null;
    for (let cut = 1; cut < words.length; cut++) {
      const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      const widest = Math.max(...lines.map((line) => measureText(line, style)));
      if (!best || widest < best.widest) best = { lines, widest };
    }
    const twoLineSize = best
      ? Math.floor(
          Math.min(style.fontSize * 0.72, (style.fontSize * maxWidth) / best.widest) * 10,
        ) / 10
      : 0;
    if (best && twoLineSize >= style.fontSize * 0.55) {
      return { lines: best.lines, size: twoLineSize };
    }
  }
  const at = { ...style, fontSize: smallest };
  const chars = [...clean];
  while (chars.length > 1) {
    chars.pop();
    const candidate = `${chars.join('').trimEnd()}…`;
    if (measureText(candidate, at) <= maxWidth) return { lines: [candidate], size: smallest };
  }
  return { lines: ['…'], size: smallest };
}

interface Frame {
  frame: Box;
  brandY: number;
}

/** The frame inside the canvas, as the game posts keep it; stories keep clear of Instagram's controls. */
function frameOf(format: Format): Frame {
  const { width, height } = canvasSizes[format];
  switch (format) {
    case '9:16':
      return {
        frame: { x: 72, y: storySafe.top + 20, width: width - 144, height: 1250 },
        brandY: height - storySafe.bottom - 30,
      };
    case '1100:800':
      return { frame: { x: 60, y: 52, width: width - 120, height: 684 }, brandY: height - 26 };
    case '1:1':
      return { frame: { x: 72, y: 64, width: width - 144, height: 940 }, brandY: height - 34 };
    case '4:5':
      return { frame: { x: 72, y: 76, width: width - 144, height: 1194 }, brandY: height - 40 };
  }
}

/** The smallest type on a standings post (docs/post-design.md, "Density"). */
const smallestType = 18;

/** How each theme speaks: the type of names and title, and how rows are set. */
interface Look {
  titleFont: FontChoice;
  titleFamily: ShippedFamily;
  titleWeight: number;
  nameFont: FontChoice;
  nameFamily: ShippedFamily;
  nameWeight: number;
  /** Title size against the row text's (the league name is the headline). */
  centred: boolean;
  upperTitle: boolean;
}

const looks: Record<ThemeId, Look> = {
  default: {
    titleFont: 'Bebas Neue',
    titleFamily: 'Bebas Neue',
    titleWeight: 400,
    nameFont: 'Bebas Neue',
    nameFamily: 'Bebas Neue',
    nameWeight: 400,
    centred: false,
    upperTitle: true,
  },
  light: {
    titleFont: 'Georgia',
    titleFamily: 'Gelasio',
    titleWeight: 700,
    nameFont: 'Arial',
    nameFamily: 'Arimo',
    nameWeight: 700,
    centred: false,
    upperTitle: false,
  },
  dark: {
    titleFont: 'Bebas Neue',
    titleFamily: 'Bebas Neue',
    titleWeight: 400,
    nameFont: 'Bebas Neue',
    nameFamily: 'Bebas Neue',
    nameWeight: 400,
    centred: true,
    upperTitle: true,
  },
  club: {
    titleFont: 'Impact',
    titleFamily: 'Anton',
    titleWeight: 400,
    nameFont: 'Impact',
    nameFamily: 'Anton',
    nameWeight: 400,
    centred: false,
    upperTitle: true,
  },
};

/**
 * The standings post in the layout language of its theme's game posts:
 * - default, bold split: a diagonal split of the ground, the headline flush left like a broadcast
 *   caption, one scoreboard bar per team with the rank and the points in boxes;
 * - light, editorial card: a white card, a serif headline, the table set with hairlines, the
 *   team's row marked by a rule in the margin;
 * - dark, arena: spotlights, everything centred, the team's row a lit band between two gold lines;
 * - club, club poster: the club's colour as ground, its second colour as a slanted band behind the
 *   headline, the rows as slanted bars, the team's in the second colour.
 * Rows share the height left under the header, so 4 teams fill the post as 16 do.
 */
class StandingsLayout {
  readonly kit = new ElementKit();
  readonly colors: ThemeColors;
  readonly width: number;
  readonly height: number;
  readonly frame: Box;
  readonly brandY: number;
  readonly words;
  readonly rows: StandingsRow[];
  readonly look: Look;
  readonly theme: ThemeId;
  readonly landscape: boolean;
  readonly story: boolean;
  readonly photo: boolean;
  /** Where the header ends and the table begins. */
  headFoot = 0;
  /** Whether every row gets its own bar: a template holds at most 200 elements. */
  everyBar = true;

  constructor(readonly input: StandingsThemeInput) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    const { frame, brandY } = frameOf(input.format);
    this.frame = frame;
    this.brandY = brandY;
    this.theme = input.theme;
    this.photo = input.hasBackgroundImage;
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.words = standingsWords(input.language ?? 'de');
    this.rows = visibleRows(input.standings.rows);
    this.look = looks[input.theme];
    this.landscape = input.format === '1100:800';
    this.story = input.format === '9:16';
  }

  // ----- ground ---------------------------------------------------------------------------------

  /** The theme's ground under the table (theme-ground.ts). */
  ground(): void {
    paintListGround(this, { top: 0.72, foot: 0.6, footY: this.headFoot });
  }

  // ----- header ---------------------------------------------------------------------------------

  /** Kicker and league name from `top`; answers the bottom edge. */
  private header(top: number, scale: number): number {
    const c = this.colors;
    const { frame, look } = this;
    const centred = look.centred;
    const x = centred ? this.width / 2 : frame.x;
    const anchor = centred ? ('middle' as const) : ('start' as const);
    const kickerSize = Math.max(this.landscape ? 22 : smallestType + 6, 38 * scale);
    const titleSize = (this.theme === 'light' ? 84 : this.theme === 'club' ? 100 : 104) * scale;
    const kickerBase = top + kickerSize * 0.75;
    const titleBase = kickerBase + 16 * scale + titleSize * 0.76;
    if (this.theme === 'club') {
      // The club's second colour as a slanted band behind the headline.
      const bandTop = kickerBase + 14 * scale;
      const bandBottom = titleBase + 34 * scale;
      const slant = 22 * scale;
      this.kit.path(
        [
          [0, bandTop + slant],
          [this.width, bandTop - slant],
          [this.width, bandBottom - slant],
          [0, bandBottom + slant],
        ],
        c.decor,
        0.95,
      );
    }
    const group = this.input.standings.groupName;
    const titleFill = this.theme === 'club' ? readableOn(c.decor) : c.text;
    // 'TABELLE' in the post's language: the headline field, as on game posts.
    this.kit.field(
      'headline',
      {
        x,
        y: kickerBase,
        size: kickerSize,
        fill: this.theme === 'default' ? readableAccent(c) : c.accent,
        font: this.theme === 'light' ? 'Arial' : look.titleFont,
        weight: this.theme === 'light' ? 700 : 400,
        spacing: kickerSize * 0.12,
        anchor,
        maxWidth: frame.width,
      },
      { format: 'upper' },
    );
    this.kit.text(look.upperTitle ? group.toLocaleUpperCase(this.language) : group, {
      x,
      y: titleBase,
      size: titleSize,
      fill: titleFill,
      font: look.titleFont,
      weight: look.titleWeight,
      spacing: look.upperTitle ? titleSize * 0.015 : 0,
      anchor,
      maxWidth: frame.width,
    });
    let bottom = titleBase + 20 * scale;
    if (this.theme === 'default' || this.theme === 'light') {
      this.kit.rect({
        x: frame.x,
        y: bottom,
        width: 120 * scale,
        height: 8 * scale,
        fill: c.decor,
      });
      bottom += 8 * scale;
    }
    if (this.theme === 'club') bottom += 40 * scale;
    return bottom;
  }

  get language(): PostLanguage {
    return this.input.language ?? 'de';
  }

  // ----- table ----------------------------------------------------------------------------------

  private columns(size: number): Column[] {
    const { standings } = this.input;
    const w = this.words;
    // Never narrower than its label at the smallest type ('NNV', 'SÄTZE').
    const narrow = Math.max(size * 1.3, 46);
    const draws = !standings.hasOvertime && standings.scoreKind === 'goals';
    const columns: Column[] = [{ label: w.games, width: narrow, value: (r) => String(r.games) }];
    columns.push({ label: w.wins, width: narrow, value: (r) => String(r.wins) });
    if (standings.hasOvertime) {
      columns.push(
        { label: w.overtimeWins, width: narrow * 1.1, value: (r) => String(r.overtimeWins ?? 0) },
        {
          label: w.overtimeLosses,
          width: narrow * 1.1,
          value: (r) => String(r.overtimeLosses ?? 0),
        },
      );
    }
    if (draws || standings.rows.some((row) => row.draws > 0)) {
      columns.push({ label: w.draws, width: narrow, value: (r) => String(r.draws) });
    }
    columns.push(
      { label: w.losses, width: narrow, value: (r) => String(r.losses) },
      {
        label: w.score[standings.scoreKind],
        width: Math.max(size * 2.6, 76),
        value: (r) => `${r.scoreFor}:${r.scoreAgainst}`,
      },
      {
        label: w.points,
        width: Math.max(size * 1.9, 50),
        value: (r) => String(r.points),
        strong: true,
      },
    );
    return columns;
  }

  /** The crests shown: only where the federation gives them, and only safe ones. */
  private crestOf(row: StandingsRow): string | null {
    const href = row.teamLogo ?? null;
    return href && isAllowedImageHref(href) ? href : null;
  }

  draw(): void {
    const { frame } = this;
    const c = this.colors;
    const count = Math.max(1, this.rows.length);
    // The header grows where the rows leave room: few teams, tall formats.
    const scale = this.landscape ? 0.62 : this.story ? 1.1 : this.input.format === '1:1' ? 0.85 : 1;
    const few = count <= 8 ? 1 + (8 - count) * 0.06 : 1;
    const headScale = scale * few;
    let top = frame.y;
    // The editorial card holds everything: the frame is its inside.
    const pad = this.theme === 'light' ? (this.landscape ? 28 : 40) : 0;
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
      top += pad * 0.4;
    }
    const headBottom = this.header(top, headScale);
    const tableTop = headBottom + (this.landscape ? 20 : 36) * scale;
    this.headFoot = tableTop - 12;
    const tableBottom = frame.y + frame.height;
    const hasCrests = this.rows.some((row) => this.crestOf(row));
    const width = frame.width;

    // Sizes: the row height shares the room; the type follows it but leaves the names room.
    const labelsHeight = Math.max(smallestType * 1.9, 44 * scale);
    const rowHeight = (tableBottom - tableTop - labelsHeight) / count;
    const units = (size: number) =>
      this.columns(size).reduce((sum, col) => sum + col.width, 0) + size * 1.5;
    const maxSize = this.story ? 60 : this.landscape ? 42 : 52;
    let size = Math.min(maxSize, rowHeight * (this.landscape ? 0.68 : 0.56));
    const crestD = hasCrests ? Math.min(rowHeight * 0.72, size * 2, 130) : 0;
    while (size > smallestType * 1.25 && units(size) + crestD > width * 0.6) size -= 1;
    size = Math.max(size, smallestType * 1.25);
    const columns = this.columns(size);
    const rankWidth = size * 1.5;
    const inset = this.theme === 'light' ? 0 : size * 0.4;
    const left = frame.x + inset;
    const right = frame.x + width - inset;
    const crestX = left + rankWidth + (hasCrests ? crestD / 2 + size * 0.2 : 0);
    const nameX = hasCrests ? crestX + crestD / 2 + size * 0.4 : left + rankWidth + size * 0.3;
    const numbersWidth = columns.reduce((sum, column) => sum + column.width, 0);
    const nameWidth = right - numbersWidth - nameX - size * 0.4;
    let edge = right;
    const centres = [...columns]
      .reverse()
      .map((column) => {
        const centre = edge - column.width / 2;
        edge -= column.width;
        return centre;
      })
      .reverse();

    // Column labels.
    const labelSize = Math.max(smallestType, Math.min(26, size * 0.5));
    const labelBase = tableTop + labelsHeight / 2 + labelSize * 0.36;
    const labelFill = this.theme === 'light' ? c.cardMuted : c.muted;
    const label = { size: labelSize, fill: labelFill, font: 'Arial' as const, weight: 700 };
    this.kit.text(this.words.rank, { ...label, x: left + rankWidth / 2, y: labelBase });
    this.kit.text(this.words.team, {
      ...label,
      x: nameX,
      y: labelBase,
      anchor: 'start',
      spacing: 1.5,
    });
    columns.forEach((column, i) => {
      this.kit.text(column.label, {
        ...label,
        x: centres[i] as number,
        y: labelBase,
        maxWidth: column.width - 4,
        spacing: 1,
      });
    });
    const rowsTop = tableTop + labelsHeight;
    this.everyBar = count * (columns.length + 4) + 40 <= maxElements;
    if (this.theme === 'default') {
      // The points column: a red strip through the table, as the score box of the game posts.
      this.kit.rect({
        x: right + inset - Math.max(size * 1.9, 50),
        y: rowsTop,
        width: Math.max(size * 1.9, 50),
        height: count * rowHeight,
        fill: c.decor,
      });
    }
    this.kit.rect({
      x: frame.x,
      y: rowsTop - 2,
      width,
      height: this.theme === 'light' ? 3 : 2,
      fill: this.theme === 'light' ? c.cardText : c.decor,
      opacity: this.theme === 'light' ? 0.8 : 0.7,
    });

    // Names share one size, a little smaller where one needs it.
    const nameStyle: TextStyle = {
      family: this.look.nameFamily,
      weight: this.look.nameWeight,
      style: 'normal',
      fontSize: this.theme === 'light' ? size * 0.72 : size,
      letterSpacing: 0.5,
    };
    const nameText = (row: StandingsRow) =>
      this.theme === 'light' ? row.teamName : row.teamName.toLocaleUpperCase(this.language);
    const base = nameStyle.fontSize;
    nameStyle.fontSize = Math.max(
      base * 0.8,
      Math.min(
        base,
        ...this.rows.map((row) => (base * nameWidth) / measureText(nameText(row), nameStyle)),
      ),
    );
    const twoLines =
      rowHeight >= nameStyle.fontSize * 0.72 * 2.3 && nameStyle.fontSize * 0.55 >= smallestType;

    this.rows.forEach((row, index) => {
      const y = rowsTop + index * rowHeight;
      const mid = y + rowHeight / 2;
      const ink = this.rowBack(row, index, { x: frame.x, y, width, height: rowHeight }, size);
      const numberSize = size * (this.theme === 'light' ? 0.8 : 1);
      const baseY = mid + numberSize * 0.36;
      this.kit.text(String(row.rank), {
        x: left + rankWidth / 2,
        y: baseY,
        size: numberSize,
        fill: ink.rank,
        font: this.look.nameFont === 'Arial' ? 'Arial' : 'Bebas Neue',
        weight: this.look.nameFont === 'Arial' ? 700 : 400,
        maxWidth: rankWidth - 4,
      });
      const crest = this.crestOf(row);
      if (crest) this.kit.image(crest, crestX, mid, crestD * 0.86);
      const name = fitName(nameText(row), nameStyle, nameWidth, twoLines);
      const gap = name.size * 1.1;
      name.lines.forEach((line, i) => {
        this.kit.text(line, {
          x: nameX,
          y:
            name.lines.length === 1
              ? mid + name.size * 0.36
              : mid + name.size * 0.36 + (i - 0.5) * gap,
          size: Math.max(smallestType, name.size),
          fill: ink.name,
          font: this.look.nameFont,
          weight: this.look.nameWeight,
          anchor: 'start',
          spacing: 0.5,
          maxWidth: nameWidth,
        });
      });
      columns.forEach((column, i) => {
        const strong = column.strong;
        this.kit.text(column.value(row), {
          x: centres[i] as number,
          y: strong ? mid + numberSize * 1.1 * 0.36 : baseY,
          size: strong ? numberSize * 1.1 : numberSize,
          fill: strong ? ink.points : ink.numbers,
          font: this.look.nameFont === 'Arial' ? 'Arial' : 'Bebas Neue',
          weight: this.look.nameFont === 'Arial' ? (strong ? 700 : 400) : 400,
          maxWidth: column.width - 6,
        });
      });
    });
  }

  /**
   * A row's ground in the theme's language, the team's row marked; answers the inks of its texts.
   */
  private rowBack(
    row: StandingsRow,
    index: number,
    box: Box,
    size: number,
  ): { rank: string; name: string; numbers: string; points: string } {
    const c = this.colors;
    const team = row.isTeam;
    const gap = Math.min(12, box.height * 0.12);
    switch (this.theme) {
      case 'default': {
        // A scoreboard bar per team (every other one where a long table needs the elements), the
        // points in the red column.
        const bar = { x: box.x, y: box.y + gap / 2, width: box.width, height: box.height - gap };
        if (team || this.everyBar || index % 2 === 0) {
          this.kit.rect({ ...bar, fill: team ? c.decor : '#ffffff', opacity: team ? 1 : 0.07 });
        }
        if (team) {
          this.kit.rect({
            x: box.x + box.width - Math.max(size * 1.9, 50),
            y: bar.y,
            width: Math.max(size * 1.9, 50),
            height: bar.height,
            fill: '#ffffff',
          });
        }
        const on = team ? readableOn(c.decor) : c.text;
        return {
          rank: on,
          name: on,
          numbers: team ? on : c.muted,
          points: team ? c.decor : readableOn(c.decor),
        };
      }
      case 'light': {
        if (index > 0) {
          this.kit.rect({
            x: box.x,
            y: box.y,
            width: box.width,
            height: 1.5,
            fill: c.cardText,
            opacity: 0.14,
          });
        }
        if (team) {
          this.kit.rect({ ...box, fill: c.decor, opacity: 0.09 });
          this.kit.rect({
            x: box.x - 28,
            y: box.y + 4,
            width: 8,
            height: box.height - 8,
            fill: c.decor,
          });
        }
        return {
          rank: team ? c.decor : c.cardMuted,
          name: c.cardText,
          numbers: team ? c.cardText : c.cardMuted,
          points: team ? c.decor : c.cardText,
        };
      }
      case 'dark': {
        if (team) {
          this.kit.rect({ ...box, fill: '#000000', opacity: 0.55 });
          this.kit.rect({ x: 0, y: box.y, width: this.width, height: 4, fill: c.decor });
          this.kit.rect({
            x: 0,
            y: box.y + box.height - 4,
            width: this.width,
            height: 4,
            fill: c.decor,
          });
        } else {
          if (index % 2 === 0) this.kit.rect({ ...box, fill: c.card });
        }
        return {
          rank: team ? c.accent : c.muted,
          name: c.text,
          numbers: team ? c.text : c.muted,
          points: c.accent,
        };
      }
      case 'club': {
        // Slanted bars: the team's in the club's second colour, the others on a darker card.
        const slant = Math.min(24, box.height * 0.3);
        const y0 = box.y + gap / 2;
        const y1 = box.y + box.height - gap / 2;
        if (!team && !this.everyBar && index % 2 === 1) {
          return { rank: c.cardText, name: c.cardText, numbers: c.cardMuted, points: c.accent };
        }
        this.kit.path(
          [
            [box.x + slant, y0],
            [box.x + box.width, y0],
            [box.x + box.width - slant, y1],
            [box.x, y1],
          ],
          team ? c.decor : '#000000',
          team ? 1 : 0.22,
        );
        const on = team ? readableOn(c.decor) : c.cardText;
        return {
          rank: on,
          name: on,
          numbers: team ? on : c.cardMuted,
          points: team ? on : c.accent,
        };
      }
    }
  }

  brand(): void {
    this.kit.text(this.words.brand, {
      x: this.width / 2,
      y: this.brandY,
      size: 26,
      fill: this.theme === 'light' && !this.photo ? this.colors.cardMuted : this.colors.text,
      spacing: 7,
      opacity: this.theme === 'light' && !this.photo ? 1 : 0.6,
    });
  }
}

/** The template of the standings post for a table, theme and format. */
export function standingsTemplate(input: StandingsThemeInput): SvgConfigInput {
  // The ground of the bold split follows the header's foot: measured on a first pass.
  const probe = new StandingsLayout(input);
  probe.draw();
  const layout = new StandingsLayout(input);
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
