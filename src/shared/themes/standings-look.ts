import type { StandingsRow } from '#shared/sports/standings.ts';
import { listTypes, type ListType } from '#shared/themes/list-type.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/*
 * How each theme sets the standings post: its type and how rows are set (its frame is in
 * post-frame.ts, beside the game posts').
 */

export interface Column {
  label: string;
  width: number;
  value: (row: StandingsRow) => string;
  /** The points: set larger. */
  strong?: boolean;
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
