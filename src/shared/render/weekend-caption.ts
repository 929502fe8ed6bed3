import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { clockTime, shortDate } from '#shared/i18n/post-dates.ts';
import { hashtags } from '#shared/render/post-caption.ts';
import { weekendWords } from '#shared/i18n/weekend-words.ts';
import type { Game, Sport } from '#shared/sports/sports.ts';
import { weekendRows } from '#shared/themes/weekend-rows.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';

/**
 * One caption for a weekend's posts (the carousel): the headline with the dates, a line per game
 * as the overview shows it (each game once, home first, when and where before it, the score and
 * the club's outcome after it; its sport first when the games are of several), a closing line,
 * and the hashtags of the club, every team and the sport once.
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
  const rows = weekendRows(input.games);
  const severalSports = new Set(rows.map((row) => row.sport)).size > 1;
  const lines = rows.map((row) => {
    const pairing = `${row.home.trim()} – ${row.away.trim()}`;
    const sport = severalSports ? `${words.sport[row.sport]} · ` : '';
    if (input.mode === 'result' && row.score !== null) {
      const outcome = row.outcome ? ` (${words[row.outcome]})` : '';
      return `${sport}${pairing} ${row.score}${outcome}`;
    }
    const when = [shortDate(row.date, input.language), clockTime(row.time, input.language)]
      .filter(Boolean)
      .join(', ');
    return `${sport}${when}: ${pairing}${row.venue ? ` (${row.venue})` : ''}`;
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
