import { measureText, type TextStyle } from '#shared/render/text-measure.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { standingsWords } from '#shared/render/standings-words.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { SvgConfigInput } from '#shared/templates/template-schema.ts';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import { readableOn, type ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit } from '#shared/themes/element-kit.ts';
import { themeColors, type ThemeColors, type ThemeId } from '#shared/themes/theme-colors.ts';
import { themePhotoDim } from '#shared/themes/theme-template.ts';

/**
 * The standings post ('Tabelle') of a built-in theme: the league's name over a table card, the
 * team's row in the theme's accent. Ground, stripes, type and colours are those of the game posts
 * (theme-template.ts), so a club's posts look like one series. Everything is static text: a table
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

/** The frame inside the canvas; stories keep clear of Instagram's controls top and bottom. */
function frameOf(format: Format): { frame: Box; brandY: number } {
  const { width, height } = canvasSizes[format];
  if (format === '9:16') {
    return { frame: { x: 72, y: 250, width: width - 144, height: 1330 }, brandY: 1650 };
  }
  const margin = format === '1100:800' ? 60 : 72;
  const bottom = format === '1100:800' ? 84 : 110;
  return {
    frame: { x: margin, y: margin, width: width - 2 * margin, height: height - margin - bottom },
    brandY: height - bottom / 2 + 8,
  };
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

class StandingsLayout {
  readonly kit = new ElementKit();
  readonly colors: ThemeColors;
  readonly width: number;
  readonly height: number;
  readonly frame: Box;
  readonly brandY: number;
  readonly words;
  readonly rows: StandingsRow[];

  constructor(readonly input: StandingsThemeInput) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    const { frame, brandY } = frameOf(input.format);
    this.frame = frame;
    this.brandY = brandY;
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.words = standingsWords(input.language ?? 'de');
    this.rows = visibleRows(input.standings.rows);
  }

  /** The same ground as the game posts: gradient and a quiet plane, or scrims over a photo. */
  backdrop(): void {
    const { width: w, height: h } = this;
    const c = this.colors;
    if (!this.input.hasBackgroundImage) {
      this.kit.rect({
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
      this.kit.path(
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
      this.kit.rect({ x: 0, y: 0, width: w, height: h, fill: '#000000', opacity: 0.35 });
    }
    const s = Math.min(w, h) / 1080;
    const slant = 60 * s;
    const bar = (x: number, y: number, length: number, thickness: number) =>
      this.kit.path(
        [
          [x + slant, y],
          [x + slant + length, y],
          [x + length, y + thickness],
          [x, y + thickness],
        ],
        c.stripe,
        c.stripeOpacity,
      );
    bar(-slant, 0, 340 * s, 20 * s);
    bar(w - 340 * s, h - 20 * s, 340 * s, 20 * s);
  }

  private columns(): Column[] {
    const { standings } = this.input;
    const w = this.words;
    const narrow = 52;
    const draws = !standings.hasOvertime && standings.scoreKind === 'goals';
    const columns: Column[] = [{ label: w.games, width: narrow, value: (r) => String(r.games) }];
    columns.push({ label: w.wins, width: narrow, value: (r) => String(r.wins) });
    if (standings.hasOvertime) {
      columns.push(
        { label: w.overtimeWins, width: 62, value: (r) => String(r.overtimeWins ?? 0) },
        { label: w.overtimeLosses, width: 62, value: (r) => String(r.overtimeLosses ?? 0) },
      );
    }
    if (draws || standings.rows.some((row) => row.draws > 0)) {
      columns.push({ label: w.draws, width: narrow, value: (r) => String(r.draws) });
    }
    columns.push(
      { label: w.losses, width: narrow, value: (r) => String(r.losses) },
      {
        label: w.score[standings.scoreKind],
        width: 110,
        value: (r) => `${r.scoreFor}:${r.scoreAgainst}`,
      },
      { label: w.points, width: 80, value: (r) => String(r.points), strong: true },
    );
    return columns;
  }

  /** Kicker, league name and rule; answers the height used. */
  private header(top: number, k: number): number {
    const c = this.colors;
    const { frame } = this;
    const kickerSize = 40 * k;
    const kickerBase = top + kickerSize * 0.72;
    // 'TABELLE' in the post's language: the headline field, as on game posts.
    this.kit.field(
      'headline',
      {
        x: frame.x,
        y: kickerBase,
        size: kickerSize,
        fill: c.accent,
        spacing: 6 * k,
        anchor: 'start',
        maxWidth: frame.width,
      },
      { format: 'upper' },
    );
    const titleSize = 92 * k;
    const titleBase = kickerBase + 18 * k + titleSize * 0.72;
    this.kit.text(this.input.standings.groupName.toUpperCase(), {
      x: frame.x,
      y: titleBase,
      size: titleSize,
      fill: c.text,
      spacing: 1.5 * k,
      anchor: 'start',
      maxWidth: frame.width,
    });
    this.kit.rect({
      x: frame.x,
      y: titleBase + 22 * k,
      width: 110 * k,
      height: 8 * k,
      fill: c.decor,
    });
    return titleBase + 30 * k - top;
  }

  table(): void {
    const { frame } = this;
    const c = this.colors;
    const format = this.input.format;
    const k = format === '9:16' ? 1.15 : format === '4:5' ? 1 : format === '1:1' ? 0.82 : 0.62;
    // Kicker, league name and rule as header() sets them.
    const headerHeight = 143 * k;
    const gap = 44 * k;
    const pad = 18;
    const labelsHeight = format === '1100:800' ? 34 : 46;
    const count = this.rows.length;
    const room = frame.height - headerHeight - gap - labelsHeight - 2 * pad;
    // Stories have height to spare: a short table there gets taller rows, not a gap.
    // Short tables (most junior and regional leagues) get taller rows and larger type rather
    // than a small card in an empty post.
    const tallest = { '9:16': 124, '4:5': 100, '1:1': 84, '1100:800': 74 }[format];
    const rowHeight = Math.min(tallest, room / Math.max(count, 1));
    const size = Math.min(
      { '9:16': 54, '4:5': 46, '1:1': 42, '1100:800': 40 }[format],
      rowHeight * 0.6,
    );
    const twoLines = rowHeight >= size * 0.72 * 2.1 + 10;
    const cardHeight = labelsHeight + count * rowHeight + 2 * pad;
    // A short table sits in the middle of the frame rather than under a gap at the bottom.
    const top = frame.y + (frame.height - headerHeight - gap - cardHeight) / 2;
    this.header(top, k);
    const card: Box = {
      x: frame.x,
      y: top + headerHeight + gap,
      width: frame.width,
      height: cardHeight,
    };
    this.kit.rect({ ...card, fill: c.card, radius: 26 });

    const inner = { x: card.x + 20, width: card.width - 40 };
    const columns = this.columns();
    const rankWidth = 58;
    const teamX = inner.x + rankWidth + 10;
    const numbersWidth = columns.reduce((sum, column) => sum + column.width, 0);
    const teamWidth = inner.x + inner.width - numbersWidth - teamX - 16;
    // Column centres from the right edge inwards.
    let right = inner.x + inner.width;
    const centres = [...columns].reverse().map((column) => {
      const centre = right - column.width / 2;
      right -= column.width;
      return centre;
    });
    centres.reverse();

    // Column labels stay quieter than the rows, however small a long table makes them.
    const labelSize = Math.min(format === '9:16' ? 23 : 19, size * 0.62);
    const labelBase = card.y + pad + labelsHeight / 2 + labelSize * 0.36;
    const label = { size: labelSize, fill: c.cardMuted, font: 'Arial' as const, weight: 700 };
    this.kit.text(this.words.rank, { ...label, x: inner.x + rankWidth / 2, y: labelBase });
    this.kit.text(this.words.team, {
      ...label,
      x: teamX,
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

    const rowsTop = card.y + pad + labelsHeight;
    // The team's row is marked in the theme's strongest colour (the club's own second colour).
    const onMark = readableOn(c.decor);
    this.kit.rect({
      x: inner.x,
      y: rowsTop - 1.5,
      width: inner.width,
      height: 3,
      fill: c.decor,
    });
    // All names share one size, a little smaller where one needs it, so the column reads evenly;
    // only names too long even then wrap or shrink on their own.
    const nameStyle: TextStyle = {
      family: 'Bebas Neue',
      weight: 400,
      style: 'normal',
      fontSize: size,
      letterSpacing: 0.5,
    };
    nameStyle.fontSize = Math.max(
      size * 0.8,
      Math.min(
        size,
        ...this.rows.map(
          (row) => (size * teamWidth) / measureText(row.teamName.toUpperCase(), nameStyle),
        ),
      ),
    );
    this.rows.forEach((row, index) => {
      const y = rowsTop + index * rowHeight;
      const mark = { x: inner.x - 8, y: y + 3, width: inner.width + 16 };
      if (row.isTeam) {
        this.kit.rect({
          ...mark,
          height: rowHeight - 6,
          fill: c.decor,
          radius: Math.min(14, rowHeight / 4),
        });
      } else if (index % 2 === 1) {
        this.kit.rect({ ...mark, height: rowHeight - 6, fill: c.cardText, opacity: 0.05 });
      }
      const ink = row.isTeam ? onMark : c.cardText;
      const soft = row.isTeam ? onMark : c.cardMuted;
      const base = y + rowHeight / 2 + size * 0.36;
      this.kit.text(String(row.rank), {
        x: inner.x + rankWidth / 2,
        y: base,
        size,
        fill: soft,
        maxWidth: rankWidth,
      });
      const name = fitName(row.teamName.toUpperCase(), nameStyle, teamWidth, twoLines);
      // One line shares the numbers' baseline; two sit one line height apart around the middle.
      const gap = name.size * 1.02;
      name.lines.forEach((line, i) => {
        this.kit.text(line, {
          x: teamX,
          y:
            name.lines.length === 1 ? base : y + rowHeight / 2 + name.size * 0.36 + (i - 0.5) * gap,
          size: name.size,
          fill: ink,
          anchor: 'start',
          spacing: 0.5,
          maxWidth: teamWidth,
        });
      });
      columns.forEach((column, i) => {
        this.kit.text(column.value(row), {
          x: centres[i] as number,
          y: base,
          size: column.strong ? size * 1.08 : size,
          fill: column.strong ? ink : soft,
          maxWidth: column.width - 6,
        });
      });
    });
  }

  brand(): void {
    this.kit.text(this.words.brand, {
      x: this.width / 2,
      y: this.brandY,
      size: 26,
      fill: this.colors.text,
      spacing: 7,
      opacity: 0.55,
    });
  }
}

/** The template of the standings post for a table, theme and format. */
export function standingsTemplate(input: StandingsThemeInput): SvgConfigInput {
  const layout = new StandingsLayout(input);
  layout.backdrop();
  layout.table();
  layout.brand();
  return {
    format: input.format,
    backgroundColor: layout.colors.background,
    useBackgroundPlaceholder: true,
    backgroundDim: themePhotoDim,
    elements: layout.kit.elements,
  };
}
