import type { PostLanguage } from '#shared/i18n/post-language.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { gameOutcome, teamSideOf, type Outcome } from '#shared/themes/game-facts.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/** The games of the game-day overview as its rows, and what the overview is drawn from. */
export const weekendFormats = ['4:5', '9:16'] as const;
export type WeekendFormat = (typeof weekendFormats)[number];
export function isWeekendFormat(value: unknown): value is WeekendFormat {
  return typeof value === 'string' && (weekendFormats as readonly string[]).includes(value);
}
export const minWeekendGames = 2;
export const maxWeekendGames = 12;

/** One game on the post, from the club's side. */
export interface WeekendRow {
  /** The club's team, as its slot names it ('Herren I'). */
  teamName: string;
  opponent: string;
  /** dd.mm.yyyy and HH:MM as the federation gives them. */
  date: string;
  time: string;
  venue: string | null;
  result: string | null;
  outcome: Outcome | null;
  /** The club's score first: '5:3' for a 5:3 home win and for a 3:5 away win. */
  score: string | null;
  opponentLogo: string | null;
  ownLogo: string | null;
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
}

/**
 * A game as a row of the post from the side of the club's team: `teamName` is the slot's name,
 * `federationName` the name the federation writes in its games (it may differ, 'Herren I' against
 * 'UHC Thun'); the side is found by that name, else by the words the names share, else home.
 */
export function weekendRow(
  game: Game,
  teamName: string,
  federationName: string | null = null,
): WeekendRow {
  const side =
    teamSideOf(game, federationName) ?? teamSideOf(game, teamName) ?? likelySide(game, teamName);
  const own = side === 'Home' ? game.teamHome : game.teamAway;
  const parsed = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(game.result ?? '');
  const score = parsed
    ? side === 'Home'
      ? `${parsed[1]}:${parsed[2]}`
      : `${parsed[2]}:${parsed[1]}`
    : null;
  const venue = [game.location, game.city]
    .map((part) => part?.trim())
    .filter((part, i, all): part is string => Boolean(part) && all.indexOf(part) === i)
    .join(', ');
  return {
    teamName,
    opponent: side === 'Home' ? game.teamAway : game.teamHome,
    date: game.date,
    time: game.time,
    venue: venue || null,
    result: game.result,
    outcome: gameOutcome(game, own),
    score,
    opponentLogo: side === 'Home' ? game.teamAwayLogo : game.teamHomeLogo,
    ownLogo: side === 'Home' ? game.teamHomeLogo : game.teamAwayLogo,
  };
}

function likelySide(game: Game, teamName: string): 'Home' | 'Away' {
  const words = new Set(teamName.toLowerCase().split(/\s+/).filter(Boolean));
  const shared = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => words.has(word)).length;
  return shared(game.teamAway) > shared(game.teamHome) ? 'Away' : 'Home';
}
