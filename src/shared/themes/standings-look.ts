import type { Box } from '#shared/geometry/box.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { StandingsRow } from '#shared/sports/standings.ts';
import type { FontChoice, ShippedFamily } from '#shared/typography/font-map.ts';
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
export interface Look {
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

export const looks: Record<ThemeId, Look> = {
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
