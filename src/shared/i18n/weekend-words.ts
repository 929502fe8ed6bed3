import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { parseGameDate } from '#shared/i18n/post-dates.ts';

/**
 * The words of the game-day overview post (the weekend's games on one post) in a post language:
 * its headline ('Wochenende' for games on several days, 'Spieltag' for one), the kicker
 * ('Vorschau' or the results word of the game posts) and the date line. The words live with every
 * other post word, one file per language in src/shared/i18n/post (`weekend`); outcome words,
 * calendar words and times are those of every post.
 */
export interface WeekendWords {
  title: string;
  kicker: string;
  /** 'Sa, 21. Nov. – So, 22. Nov.' or, for one day, 'Samstag, 21. November 2026'. */
  dates: string;
}

/** ISO YYYY-MM-DD as the games' dd.mm.yyyy. */
function gameDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

export function weekendWords(
  language: PostLanguage,
  mode: 'preview' | 'result',
  days: readonly string[],
): WeekendWords {
  const words = postWords(language);
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const oneDay = sorted.length <= 1;
  const format = (iso: string, long: boolean) => {
    const parts = parseGameDate(gameDate(iso));
    if (!parts) return iso;
    const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
    const at = { ...parts, weekday };
    return long ? words.longDate(at, words.calendar) : words.shortDate(at, words.calendar);
  };
  const dates =
    first === undefined || last === undefined
      ? ''
      : oneDay
        ? format(first, true)
        : `${format(first, false)} – ${format(last, false)}`;
  return {
    title: oneDay ? words.weekend.gameDay : words.weekend.weekend,
    kicker: mode === 'preview' ? words.weekend.preview : words.results,
    dates,
  };
}

/** A game's day on a row: 'SA' and '21.11.'. */
export function rowDay(date: string, language: PostLanguage): { weekday: string; day: string } {
  const parts = parseGameDate(date);
  if (!parts) return { weekday: '', day: date };
  const words = postWords(language);
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return {
    weekday: words.calendar.weekdaysShort[weekday]?.replace('.', '') ?? '',
    day: `${parts.day}.${parts.month}.`,
  };
}
