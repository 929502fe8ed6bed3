/**
 * German date texts for posts, from the games' dd.mm.yyyy dates, computed by hand so that
 * browser and server write the same words whatever their locale data.
 */
const weekdays = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

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

function weekday({ day, month, year }: CalendarDate): string {
  return weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as string;
}

/** 'Samstag, 22. November 2026'; the text as given when it is no dd.mm.yyyy date. */
export function germanLongDate(text: string | null | undefined): string | null {
  const date = parseGameDate(text);
  if (!date) return text?.trim() || null;
  return `${weekday(date)}, ${date.day}. ${months[date.month - 1]} ${date.year}`;
}

/** 'Sa, 22. Nov.' for tight places such as the rows of a three-game post. */
export function germanShortDate(text: string | null | undefined): string | null {
  const date = parseGameDate(text);
  if (!date) return text?.trim() || null;
  const month = months[date.month - 1] as string;
  const shortMonth = month.length <= 4 ? month : `${month.slice(0, 3)}.`;
  return `${weekday(date).slice(0, 2)}, ${date.day}. ${shortMonth}`;
}
