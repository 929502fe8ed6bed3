import { clockTime } from '#shared/i18n/post-dates.ts';
import { rowDay } from '#shared/i18n/weekend-words.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import type { Box } from '#shared/geometry/box.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { WeekendCanvas, type RowSizes } from '#shared/themes/weekend-canvas.ts';
import type { WeekendRow } from '#shared/themes/weekend-rows.ts';

/**
 * The game rows of the overview: a compact row (day, crest, names, and time or score on the
 * right) for many games, a tall card with the two crests facing each other for two or three.
 */
export abstract class WeekendGameRows extends WeekendCanvas {
  /** Where the parts of a compact row go: day, crest, names, and time or score on the right. */
  protected geometry(box: Box, s: RowSizes) {
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
  protected tallGeometry(box: Box, s: RowSizes) {
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

  protected row(
    row: WeekendRow,
    index: number,
    box: Box,
    s: RowSizes,
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
  protected tallRow(
    row: WeekendRow,
    index: number,
    box: Box,
    s: RowSizes,
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
}
