import type { Box } from '#shared/geometry/box.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { StandingsRow } from '#shared/sports/standings.ts';
import { listTypes, type ListType } from '#shared/themes/list-type.ts';
import { storySafe } from '#shared/themes/post-frame.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/*
 * How each theme sets the standings post: its frame, its type and how rows are set.
 */

export interface Column {
  label: string;
  width: number;
  value: (row: StandingsRow) => string;
  /** The points: set larger. */
  strong?: boolean;
}

export interface Frame {
  frame: Box;
  brandY: number;
}

/** The frame inside the canvas, as the game posts keep it; stories keep clear of Instagram's controls. */
export function frameOf(format: Format): Frame {
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
export const smallestType = 18;

/** How each theme speaks: the type of names and title, and how rows are set. */
export interface Look extends ListType {
  /** Title size against the row text's (the league name is the headline). */
  centred: boolean;
  upperTitle: boolean;
}

export const looks: Record<ThemeId, Look> = {
  default: { ...listTypes.default, centred: false, upperTitle: true },
  light: { ...listTypes.light, centred: false, upperTitle: false },
  dark: { ...listTypes.dark, centred: true, upperTitle: true },
  club: { ...listTypes.club, centred: false, upperTitle: true },
};
