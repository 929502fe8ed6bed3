import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { clockTime, longDate, shortDate } from '#shared/i18n/post-dates.ts';
import { gameField, type GameField } from '#shared/templates/game-fields.ts';

/**
 * How a data-field text may be written on the post, beyond its plain value: the dates and the
 * start time in the post's language, one side of a score, a team's initials, the venue with its
 * city, any value in capitals. The built-in themes write
 * their game texts through these, so a template started from a theme keeps working for the next
 * games instead of repeating the first one's date and score.
 */
export const fieldFormats = [
  'long-date-upper',
  'short-date-upper',
  'clock-upper',
  'score-home',
  'score-away',
  'initials',
  'venue',
  'upper',
] as const;
export type FieldFormat = (typeof fieldFormats)[number];

export interface Score {
  home: string;
  away: string;
  rest: string;
}

/** '5:3', '3 - 1', '25:23 n.V.' -> both sides; null when the result is no plain score. */
export function parseScore(result: string | null | undefined): Score | null {
  const match = /^\s*(\d+)\s*[:\-–]\s*(\d+)\s*(.*)$/.exec(result ?? '');
  if (!match) return null;
  return { home: match[1] as string, away: match[2] as string, rest: (match[3] ?? '').trim() };
}

/** 'UHC Thun' -> 'UT', 'Wasa' -> 'WA'; roman numerals of team numbers are left out. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^(I|II|III|IV|V)$/.test(w));
  const letters =
    words.length >= 2 ? words.slice(0, 3).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** Venue and city, once when the venue already names the city. */
export function venueLine(
  location: string | null | undefined,
  city: string | null | undefined,
): string | null {
  const parts = [location?.trim(), city?.trim()].filter((p): p is string => Boolean(p));
  if (parts.length === 2 && parts[0]?.toLowerCase().includes((parts[1] as string).toLowerCase())) {
    return parts[0] ?? null;
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

function sibling(field: GameField, base: GameField['base']): string {
  return field.game === 1 ? base : `${base}${field.game}`;
}

/**
 * The text of a data field as the post shows it: its value written in `format` (from the values of
 * all fields, since the venue needs the city of the same game), then `suffix`; null when there is
 * nothing to show.
 */
export function formatFieldText(
  apiField: string,
  values: Readonly<Record<string, string | null>>,
  format?: FieldFormat,
  suffix?: string,
  language: PostLanguage = 'de',
): string | null {
  const value = values[apiField] ?? null;
  const field = gameField(apiField);
  let text: string | null;
  switch (format) {
    case undefined:
      text = value;
      break;
    case 'long-date-upper':
      text = longDate(value, language)?.toLocaleUpperCase(language) ?? null;
      break;
    case 'short-date-upper':
      text = shortDate(value, language)?.toLocaleUpperCase(language) ?? null;
      break;
    case 'clock-upper':
      text = clockTime(value, language)?.toLocaleUpperCase(language) ?? null;
      break;
    case 'score-home':
      text = parseScore(value)?.home ?? null;
      break;
    case 'score-away':
      text = parseScore(value)?.away ?? null;
      break;
    case 'initials':
      text = value ? initials(value) : null;
      break;
    case 'venue':
      text = field ? venueLine(value, values[sibling(field, 'city')]) : value;
      break;
    case 'upper':
      text = value?.toLocaleUpperCase(language) ?? null;
      break;
  }
  if (!text) return null;
  return suffix ? `${text}${suffix}` : text;
}
