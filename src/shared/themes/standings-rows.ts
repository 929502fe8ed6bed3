import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';

/** What the standings post is drawn from, and which of a table's rows it shows. */ export interface StandingsThemeInput {
  theme: ThemeId;
  format: Format;
  standings: Standings;
  language?: PostLanguage;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
  /** The sponsors chosen for the post: main, partners and supporters in the sponsor band. */
  sponsors?: PostSponsors | null;
}

/** More rows do not stay legible at 1080 wide; longer tables show the 16 around the team. */
export const maxStandingsRows = 16;

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
