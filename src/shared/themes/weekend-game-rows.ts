import { clockTime } from '#shared/i18n/post-dates.ts';
import { rowDay } from '#shared/i18n/weekend-words.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import type { Box } from '#shared/geometry/box.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { WeekendCanvas, type RowSizes } from '#shared/themes/weekend-canvas.ts';
import type { WeekendRow } from '#shared/themes/weekend-rows.ts';

/**
 * The game rows of the overview, each game as the federation gives it (home first, the score
 * home:away) with the club's teams marked: a compact row (day, crest, home over away, and time
 * or score on the right) for many games, a tall card with the two crests facing each other for
 * two or three. With games of several sports each row names its sport.
 */
export abstract class WeekendGameRows extends WeekendCanvas {
  /** Where the parts of a compact row go: day, crest, names, and time or score on the right. */
  protected geometry(box: Box, s: RowSizes) {
    const inset = this.theme === 'light' ? 0 : Math.min(28, box.height * 0.22);
    const left = box.x + inset;
    const right = box.x + box.width - inset;
    const dayWidth = Math.max(s.weekday * 2.1, 88);
    // Results: as wide as the longest outcome and sport line needs (one size on every row), at
    // most two fifths of the row.
    const rightWidth =
      this.input.mode === 'result'
        ? Math.min(
            Math.max(s.strong * 2.3, 150, this.longestResultLine(s.small) + 8),
            box.width * 0.4,
          )
        : Math.max(s.strong * 2.3, 240);
    const rightX = right - rightWidth / 2;
    const gap = Math.max(16, s.team * 0.4);
    const crestX = left + dayWidth + gap;
    // Room before the names for the mark of the club's teams.
    const namesX = (s.crest > 0 ? crestX + s.crest + gap : crestX) + Math.max(5, s.team * 0.1);
    return {
      left,
      right,
      dayWidth,
      rightWidth,
      rightX,
      crestX,
      namesX,
      namesWidth: rightX - rightWidth / 2 - 16 - namesX,
      nameSize: s.team * 0.86,
    };
  }

  /** A tall card: the two crests face each other with the time or score between them. */
  protected tallGeometry(box: Box, s: RowSizes) {
    const crest = Math.min(box.height * 0.42, this.story ? 190 : 170);
    return {
      crest,
      homeX: box.x + box.width * 0.22,
      awayX: box.x + box.width * 0.78,
      namesWidth: box.width * 0.4,
      nameSize: Math.min(s.team, 46),
    };
  }

  /** The line under a row's score: the club's outcome and, with several sports, the sport. */
  protected resultLine(row: WeekendRow): string {
    const outcome = row.outcome ? postWords(this.language)[row.outcome] : null;
    return [outcome, this.sportOf(row)]
      .filter(Boolean)
      .join(' · ')
      .toLocaleUpperCase(this.language);
  }

  /** The widest result line of the post at `size`. */
  private longestResultLine(size: number): number {
    const style = {
      family: 'Arimo' as const,
      weight: 700,
      style: 'normal' as const,
      fontSize: size,
      letterSpacing: 1,
    };
    return Math.max(0, ...this.input.rows.map((row) => measureText(this.resultLine(row), style)));
  }

  /** The sport's word on a row when the post holds games of several sports; null otherwise. */
  protected sportOf(row: WeekendRow): string | null {
    const sports = new Set(this.input.rows.map((r) => r.sport));
    return sports.size > 1 ? postWords(this.language).sport[row.sport] : null;
  }

  /** The crest a compact row shows: the club's opponent's; in a game of two of its teams, home's. */
  private rowCrest(row: WeekendRow): { href: string | null; name: string } {
    return row.own.home && !row.own.away
      ? { href: row.awayLogo, name: row.away }
      : { href: row.homeLogo, name: row.home };
  }

  /** A short bar in the ink of the scores before (or under) a name of the club's own. */
  private mark(x: number, y: number, width: number, height: number, fill: string): void {
    this.kit.rect({ x, y, width, height, fill });
  }

  protected row(row: WeekendRow, index: number, box: Box, s: RowSizes, nameSize: number): void {
    const ink = this.rowBack(index, box);
    const mid = box.y + box.height / 2;
    const { left, dayWidth, rightWidth, rightX, crestX, namesX, namesWidth } = this.geometry(
      box,
      s,
    );
    const sport = this.sportOf(row);

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

    // The right block: time and venue, or the score and the club's outcome; the sport with them
    // when the post holds several.
    if (this.input.mode === 'result') {
      const line = this.resultLine(row);
      const total = s.strong * 0.72 + (line ? 10 + s.small * 0.72 : 0);
      const base = mid - total / 2 + s.strong * 0.72;
      this.kit.text(row.score ?? '–', {
        x: rightX,
        y: base,
        size: s.strong,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 2,
        maxWidth: rightWidth,
      });
      if (line) {
        this.kit.text(line, {
          x: rightX,
          y: base + 10 + s.small * 0.72,
          size: s.small,
          fill: row.outcome ? this.outcomeInk(row.outcome, ink) : ink.muted,
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
      const hasLine = Boolean(venue || sport);
      const total = timeSize * 0.72 + (hasLine ? 12 + s.small * 0.72 : 0);
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
      if (hasLine) {
        const parts = venue?.split(', ') ?? [];
        const places = venue ? [venue, parts[0] ?? venue, parts[parts.length - 1] ?? venue] : [];
        const alternatives = sport
          ? [...places.map((place) => `${sport} · ${place}`), sport]
          : places;
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

    // A crest, then home over away, the club's teams bright and marked, the others muted.
    if (s.crest > 0) {
      const crest = this.rowCrest(row);
      this.plate(crest.href, crest.name, crestX + s.crest / 2, mid, s.crest / 2);
    }
    const gap = Math.max(10, nameSize * 0.3);
    const homeBase = mid - gap / 2;
    const awayBase = mid + gap / 2 + nameSize * 0.72;
    const markWidth = Math.max(5, nameSize * 0.12);
    for (const [name, base, own] of [
      [row.home, homeBase, row.own.home],
      [row.away, awayBase, row.own.away],
    ] as const) {
      if (own) {
        this.mark(
          namesX - markWidth - 8,
          base - nameSize * 0.72,
          markWidth,
          nameSize * 0.72,
          ink.strong,
        );
      }
      this.fitted([this.upper(name)], {
        x: namesX,
        y: base,
        size: nameSize,
        fill: own ? ink.team : ink.opponent,
        maxWidth: namesWidth,
        min: s.team * 0.55,
      });
    }
  }

  /**
   * A tall card (two or three games): the day and venue on a line at the top, the home team's
   * crest and the away team's facing each other with the time or the score between them, each
   * name under its crest, the club's bright and underlined.
   */
  protected tallRow(row: WeekendRow, index: number, box: Box, s: RowSizes, nameSize: number): void {
    const ink = this.rowBack(index, box);
    const g = this.tallGeometry(box, s);
    const words = postWords(this.language);
    const sport = this.sportOf(row);
    const cx = box.x + box.width / 2;
    const pad = Math.max(20, box.height * 0.07);
    const lineSize = Math.min(32, Math.max(smallestType + 4, box.height * 0.08));
    const lineBase = box.y + pad + lineSize * 0.75;
    const day = rowDay(row.date, this.language);
    const dayText = [`${day.weekday.toLocaleUpperCase(this.language)} ${day.day}`, sport]
      .filter(Boolean)
      .join('  ·  ');
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
    const namesBase = box.y + box.height - pad * 1.3;
    const crestTop = lineBase + pad * 0.8;
    // Room for names on two lines.
    const crestBottom = namesBase - nameSize * 1.55 - pad * 0.8;
    const crest = Math.min(g.crest, crestBottom - crestTop);
    const cy = (crestTop + crestBottom) / 2;
    this.plate(row.homeLogo, row.home, g.homeX, cy, crest / 2);
    this.plate(row.awayLogo, row.away, g.awayX, cy, crest / 2);
    const strong = Math.min(s.strong * 1.15, crest * 0.75);
    const between = g.awayX - g.homeX - crest - 64;
    if (this.input.mode === 'result') {
      const outcome = row.outcome ? words[row.outcome] : null;
      const small = Math.max(smallestType, strong * 0.3);
      const total = strong * 0.72 + (outcome ? 14 + small * 0.72 : 0);
      const base = cy - total / 2 + strong * 0.72;
      this.kit.text(row.score ?? '–', {
        x: cx,
        y: base,
        size: strong,
        fill: ink.strong,
        font: 'Bebas Neue',
        spacing: 3,
        maxWidth: between,
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
          maxWidth: between,
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
        maxWidth: between,
      });
    }
    for (const [name, x, own] of [
      [row.home, g.homeX, row.own.home],
      [row.away, g.awayX, row.own.away],
    ] as const) {
      this.twoLineName(
        this.upper(name),
        x,
        namesBase,
        nameSize,
        g.namesWidth,
        own ? ink.team : ink.opponent,
      );
      if (own) {
        const width = Math.min(g.namesWidth * 0.4, 96);
        this.mark(
          x - width / 2,
          namesBase + Math.max(10, pad * 0.6),
          width,
          Math.max(5, nameSize * 0.12),
          ink.strong,
        );
      }
    }
  }
}
