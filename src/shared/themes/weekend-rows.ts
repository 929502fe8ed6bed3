import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import {
  gameOutcome,
  hasResultValue,
  teamSideOf,
  type Outcome,
  type Side,
} from '#shared/themes/game-facts.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { isoOf } from '#shared/themes/weekend-look.ts';

/** The games of the game-day overview as its rows, and what the overview is drawn from. */
export const weekendFormats = ['4:5', '9:16'] as const;
export type WeekendFormat = (typeof weekendFormats)[number];
export function isWeekendFormat(value: unknown): value is WeekendFormat {
  return typeof value === 'string' && (weekendFormats as readonly string[]).includes(value);
}
export const minWeekendGames = 2;
export const maxWeekendGames = 12;

/**
 * One game on the post as the federation gives it: home team first, the score home:away (as the
 * game's own post and the federation show it), the club's teams marked on their side.
 */
export interface WeekendRow {
  sport: Sport;
  home: string;
  away: string;
  /** The sides the club's teams play: one, or both in a game between two of its teams. */
  own: { home: boolean; away: boolean };
  /** dd.mm.yyyy and HH:MM as the federation gives them. */
  date: string;
  time: string;
  venue: string | null;
  /** The score as the federation writes it, the home team's first; null before the game. */
  score: string | null;
  /** Win, loss or draw of the club's team; null before the game and between two of its teams. */
  outcome: Outcome | null;
  homeLogo: string | null;
  awayLogo: string | null;
}

/** A game of one of the club's teams, as the weekend lists it: the team as the federation names it. */
export interface WeekendEntry {
  sport: Sport;
  game: Game;
  teamName: string;
}

export interface WeekendThemeInput {
  theme: ThemeId;
  format: WeekendFormat;
  mode: 'preview' | 'result';
  language: PostLanguage;
  rows: readonly WeekendRow[];
  /** The club's crest (its logo in the games), shown at the head; its initials without one. */
  crest: string | null;
  clubName?: string | null;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
  brandMark?: boolean;
  /** The sponsors chosen for the post: main, partners and supporters in the sponsor band. */
  sponsors?: PostSponsors | null;
}

/**
 * The club's games as the overview's rows: every game once (a game between two of its teams is
 * one row with both sides marked), by day and start time, in the order given within a time.
 */
export function weekendRows(entries: readonly WeekendEntry[]): WeekendRow[] {
  const games = new Map<string, { entry: WeekendEntry; teams: string[] }>();
  for (const entry of entries) {
    const key = `${entry.sport}:${entry.game.id}`;
    const known = games.get(key);
    if (known) known.teams.push(entry.teamName);
    else games.set(key, { entry, teams: [entry.teamName] });
  }
  const when = (game: Game) => `${isoOf(game.date)} ${game.time.trim().padStart(5, '0')}`;
  return [...games.values()]
    .sort((a, b) => when(a.entry.game).localeCompare(when(b.entry.game)))
    .map(({ entry, teams }) => weekendRow(entry.game, teams, entry.sport));
}

/**
 * A game as a row, its club's teams marked by their names as the federation writes them in its
 * games; a name found on neither side is put on the side whose name shares the most words with
 * it, else home (a slot's name such as 'Herren I' against the games' 'UHC Thun').
 */
export function weekendRow(game: Game, teamNames: readonly string[], sport: Sport): WeekendRow {
  const sides = new Set(teamNames.map((name) => teamSideOf(game, name) ?? likelySide(game, name)));
  const own = { home: sides.has('Home'), away: sides.has('Away') };
  const parsed = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(game.result ?? '');
  const score = parsed
    ? `${parsed[1]}:${parsed[2]}`
    : hasResultValue(game.result)
      ? (game.result?.trim() ?? null)
      : null;
  const venue = [game.location, game.city]
    .map((part) => part?.trim())
    .filter((part, i, all): part is string => Boolean(part) && all.indexOf(part) === i)
    .join(', ');
  return {
    sport,
    home: game.teamHome,
    away: game.teamAway,
    own,
    date: game.date,
    time: game.time,
    venue: venue || null,
    score,
    outcome:
      own.home === own.away ? null : gameOutcome(game, own.home ? game.teamHome : game.teamAway),
    homeLogo: game.teamHomeLogo,
    awayLogo: game.teamAwayLogo,
  };
}

/** The logo of the club's side of a row (home in a game between two of its teams). */
export function ownLogo(row: WeekendRow): string | null {
  return row.own.home || !row.own.away ? row.homeLogo : row.awayLogo;
}

function likelySide(game: Game, teamName: string): Side {
  const words = new Set(teamName.toLowerCase().split(/\s+/).filter(Boolean));
  const shared = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => words.has(word)).length;
  return shared(game.teamAway) > shared(game.teamHome) ? 'Away' : 'Home';
}
