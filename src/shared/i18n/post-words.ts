import type { ScoreKind } from '#shared/sports/standings.ts';
import type { Sport } from '#shared/sports/sports.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { de } from '#shared/i18n/post/de.ts';
import { en } from '#shared/i18n/post/en.ts';
import { fr } from '#shared/i18n/post/fr.ts';
import { it } from '#shared/i18n/post/it.ts';

/**
 * Every word a post shows, per post language: the headlines of game and standings posts, the
 * outcome of a game from the team's side, the calendar words and each language's way of writing a
 * date and a time, and the words of the caption below the preview. Layout code never writes a
 * word itself; the four files in ./post are the only place the words live.
 */

/** `N` words in a row: one for each day of the week, or for each month. */
type Words<N extends number, Counted extends string[] = []> = Counted['length'] extends N
  ? readonly [...Counted]
  : Words<N, [...Counted, string]>;

export interface CalendarWords {
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: Words<7>;
  weekdaysShort: Words<7>;
  months: Words<12>;
  monthsShort: Words<12>;
}

export interface DateParts {
  day: number;
  month: number;
  year: number;
  weekday: number;
}

export interface StandingsWords {
  /** The kicker above the league's name. */
  title: string;
  rank: string;
  team: string;
  games: string;
  wins: string;
  draws: string;
  losses: string;
  overtimeWins: string;
  overtimeLosses: string;
  score: Record<ScoreKind, string>;
  points: string;
}

/** The words of the caption below the preview, the text posted with the image. */
export interface CaptionWords {
  /** Closing line of a preview: an invitation to come. */
  invite: string;
  /** Closing line of a result: thanks to the supporters. */
  thanks: string;
  /** The team's place in the table: 'Floorball Köniz: Rang 3, 24 Punkte'. */
  standing(team: string, rank: number, points: number): string;
}

/** The headline and kicker of the game-day overview post (the weekend's games on one post). */
export interface WeekendTitles {
  /** Headline for games on several days. */
  weekend: string;
  /** Headline for games on one day. */
  gameDay: string;
  /** Kicker of the upcoming games; the results kicker is `results`. */
  preview: string;
}

export interface PostWords {
  /** Words are written in their natural case; layouts set them in capitals where they like. */
  /** Kicker of an upcoming game. */
  preview: string;
  gameDay: string;
  homeGame: string;
  homeGameDay: string;
  result: string;
  results: string;
  /** Kicker of a result whose date is not shared by all games. */
  report: string;
  win: string;
  loss: string;
  draw: string;
  versus: string;
  /** Short labels for the two sides. */
  home: string;
  away: string;
  /** Label of the detail chips: periods (unihockey), halves (handball), sets (volleyball). */
  detail: Record<Sport, string>;
  sport: Record<Sport, string>;
  calendar: CalendarWords;
  /** 'Samstag, 22. November 2026'. */
  longDate(parts: DateParts, words: CalendarWords): string;
  /** 'Sa, 22. Nov.'. */
  shortDate(parts: DateParts, words: CalendarWords): string;
  /** A start time 'HH:MM' as the language writes it on a post: '19:30 UHR', '19H30'. */
  clock(time: string): string;
  standings: StandingsWords;
  caption: CaptionWords;
  weekend: WeekendTitles;
  brand: string;
}

export const postWordsByLanguage: Record<PostLanguage, PostWords> = { de, fr, it, en };

export function postWords(language: PostLanguage = 'de'): PostWords {
  return postWordsByLanguage[language];
}
