import type { WeekendFormat } from '#shared/themes/weekend-rows.ts';
import { canvasSizes } from '#shared/templates/formats.ts';
import type { Box } from '#shared/geometry/box.ts';
import { storySafe } from '#shared/themes/post-frame.ts';

/*
 * How the game-day overview is set: its frame and the inks of a row (its type and look are in
 * list-type.ts, beside the standings post's).
 */

/** The frame inside the canvas; stories keep clear of Instagram's controls. */
export function frameOf(format: WeekendFormat): { frame: Box; brandY: number } {
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
export interface Inks {
  day: string;
  team: string;
  opponent: string;
  strong: string;
  muted: string;
}

/** 'Floorball Köniz Bern' -> 'FKB': up to three capitals of the name's words. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 3)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** dd.mm.yyyy as YYYY-MM-DD (for the headline's dates). */
export function isoOf(date: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(date.trim());
  if (!match) return date;
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}
