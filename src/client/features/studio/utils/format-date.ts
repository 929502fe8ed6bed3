import { dayKey } from '#client/features/studio/utils/game-schedule.ts';
import { intlLocale } from '#client/i18n/languages.ts';

/** 'dd.mm.yyyy' as a short weekday and date in the interface language: 'Sa., 24. Nov. 2026'. */
export function formatGameDate(date: string, language: string): string {
  const key = dayKey(date);
  if (key === null) return date;
  const day = new Date(Math.floor(key / 10_000), (Math.floor(key / 100) % 100) - 1, key % 100);
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(day);
}
