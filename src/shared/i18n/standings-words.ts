import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords, type StandingsWords } from '#shared/i18n/post-words.ts';

/**
 * The words on the standings post in a post language, in capitals as the table sets them; the
 * words themselves live with every other post word in src/shared/i18n/post.
 */
export type { StandingsWords };

export function standingsWords(language: PostLanguage = 'de'): StandingsWords & { brand: string } {
  const words = postWords(language);
  const upper = (text: string) => text.toLocaleUpperCase(language);
  const s = words.standings;
  return {
    title: upper(s.title),
    rank: s.rank,
    team: upper(s.team),
    games: upper(s.games),
    wins: upper(s.wins),
    draws: upper(s.draws),
    losses: upper(s.losses),
    overtimeWins: upper(s.overtimeWins),
    overtimeLosses: upper(s.overtimeLosses),
    score: { goals: upper(s.score.goals), sets: upper(s.score.sets) },
    points: upper(s.points),
    brand: upper(words.brand),
  };
}
