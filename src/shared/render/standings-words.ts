import type { ScoreKind } from '#shared/sports/standings.ts';

/**
 * The words on the standings post, per post language. Layout code takes them from here and never
 * writes a word itself; a new language is one more entry.
 */
export const postLanguages = ['de', 'en'] as const;
export type PostLanguage = (typeof postLanguages)[number];

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
  brand: string;
}

export const standingsWords: Record<PostLanguage, StandingsWords> = {
  de: {
    title: 'TABELLE',
    rank: '#',
    team: 'TEAM',
    games: 'SP',
    wins: 'S',
    draws: 'U',
    losses: 'N',
    overtimeWins: 'SNV',
    overtimeLosses: 'NNV',
    score: { goals: 'TORE', sets: 'SÄTZE' },
    points: 'PKT',
    brand: 'MATCHPOST',
  },
  en: {
    title: 'STANDINGS',
    rank: '#',
    team: 'TEAM',
    games: 'GP',
    wins: 'W',
    draws: 'D',
    losses: 'L',
    overtimeWins: 'OTW',
    overtimeLosses: 'OTL',
    score: { goals: 'GOALS', sets: 'SETS' },
    points: 'PTS',
    brand: 'MATCHPOST',
  },
};

export function isPostLanguage(value: unknown): value is PostLanguage {
  return typeof value === 'string' && (postLanguages as readonly string[]).includes(value);
}
