import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { clockTime, shortDate } from '#shared/i18n/post-dates.ts';
import { hashtags } from '#shared/render/post-caption.ts';
import { weekendWords } from '#shared/i18n/weekend-words.ts';
import { hasResult, type Game, type Sport } from '#shared/sports/sports.ts';
import { gameOutcome } from '#shared/themes/game-facts.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';

/**
 * One caption for a weekend's posts (the carousel): the headline with the dates, a line per game
 * (when and where before it, the score and outcome after it), a closing line, and the hashtags of
 * the club, every team and the sport once.
 */
export interface WeekendCaptionInput {
  games: readonly { game: Game; teamName: string; sport: Sport }[];
  mode: 'preview' | 'result';
  language: PostLanguage;
  clubName?: string | null;
}

export function weekendCaption(input: WeekendCaptionInput): string {
  const words = postWords(input.language);
  const head = weekendWords(
    input.language,
    input.mode,
    input.games.map((entry) => isoDateOfGame(entry.game.date) ?? ''),
  );
  const kicker = [head.kicker, head.title, head.dates].filter(Boolean).join(' · ');
  const lines = input.games.map(({ game, teamName }) => {
    const pairing = `${game.teamHome.trim()} – ${game.teamAway.trim()}`;
    if (input.mode === 'result' && hasResult(game)) {
      const outcome = gameOutcome(game, teamName);
      return `${pairing} ${game.result?.trim() ?? ''}${outcome ? ` (${words[outcome]})` : ''}`;
    }
    const when = [shortDate(game.date, input.language), clockTime(game.time, input.language)]
      .filter(Boolean)
      .join(', ');
    const where = [game.location, game.city].filter(Boolean).join(', ');
    return `${when}: ${pairing}${where ? ` (${where})` : ''}`;
  });
  const closing = input.mode === 'result' ? words.caption.thanks : words.caption.invite;
  const sports = [...new Set(input.games.map((entry) => words.sport[entry.sport]))];
  const tags = hashtags([
    input.clubName,
    ...input.games.map((entry) => entry.teamName),
    ...sports,
  ]).join(' ');
  return [kicker, lines.join('\n'), closing, tags].filter((part) => part !== '').join('\n\n');
}
