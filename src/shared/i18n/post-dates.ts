import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords, type DateParts } from '#shared/i18n/post-words.ts';

/**
 * Date and time texts for posts in each post language, from the games' dd.mm.yyyy dates, computed
 * by hand with the words of src/shared/i18n/post so that browser and server write the same words
 * whatever their locale data.
 */
export interface CalendarDate {
  day: number;
  month: number;
  year: number;
}

export function parseGameDate(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}

function partsOf(text: string | null | undefined): DateParts | null {
  const date = parseGameDate(text);
  if (!date) return null;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return { ...date, weekday };
}

/** A dd.mm.yyyy date in the words of the language's long or short form; other texts as given. */
function dateText(
  text: string | null | undefined,
  language: PostLanguage,
  form: 'longDate' | 'shortDate',
): string | null {
  const parts = partsOf(text);
  if (!parts) return text?.trim() || null;
  const words = postWords(language);
  return words[form](parts, words.calendar);
}

/** 'Samstag, 22. November 2026', 'samedi 22 novembre 2026'; the text as given when it is no dd.mm.yyyy date. */
export function longDate(
  text: string | null | undefined,
  language: PostLanguage = 'de',
): string | null {
  return dateText(text, language, 'longDate');
}

/** 'Sa, 22. Nov.', 'sam. 22 nov.' for tight places such as the rows of a three-game post. */
export function shortDate(
  text: string | null | undefined,
  language: PostLanguage = 'de',
): string | null {
  return dateText(text, language, 'shortDate');
}

/** A start time as the language writes it: '19:30 Uhr', '19h30', 'ore 19:30', '19:30'. */
export function clockTime(
  time: string | null | undefined,
  language: PostLanguage = 'de',
): string | null {
  const text = time?.trim();
  if (!text) return null;
  return /^\d{1,2}:\d{2}$/.test(text) ? postWords(language).clock(text) : text;
}
