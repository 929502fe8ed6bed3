/**
 * Swiss local time (Europe/Zurich), read from `Intl`, for the sports data and the game-day mails.
 * Federations publish local dates and times, and "today" (for relative dates, seasons and the demo
 * schedule) is today in Zurich, not on the server's clock. The game-day mails name days as
 * 'YYYY-MM-DD' and find the instant a day shows 'HH:MM'; that follows the changes to and from
 * summer time: a time that does not exist on the spring day (02:00 to 02:59) is taken one hour
 * later, as a clock that is put forward shows it; a time that comes twice on the autumn day is
 * its first occurrence (summer time), so a mail is due once.
 */
export const SWISS_TIME_ZONE = 'Europe/Zurich';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

interface ZurichClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SWISS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day and clock time, to the second, in Zurich at an instant. */
function zurichClock(instant: Date): ZurichClock {
  const parts: Record<string, number> = {};
  for (const part of zurichParts.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar day and clock time in Zurich at an instant. */
export function zurichNow(now: Date): CalendarDay & { hour: number; minute: number } {
  const { year, month, day, hour, minute } = zurichClock(now);
  return { year, month, day, hour, minute };
}

export function zurichToday(now: Date): CalendarDay {
  const { year, month, day } = zurichNow(now);
  return { year, month, day };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd.mm.yyyy, the date format of the Game shape. */
export function formatSwissDate(day: CalendarDay): string {
  return `${pad(day.day)}.${pad(day.month)}.${day.year}`;
}

/** yyyymmdd, for ids. */
export function compactDate(day: CalendarDay): string {
  return `${day.year}${pad(day.month)}${pad(day.day)}`;
}

export function formatTime(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** The day of week, 0 = Sunday, of a calendar day. */
export function weekday(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/**
 * Swiss unihockey writes "heute", "gestern" and "morgen" instead of a date near today, and
 * dd.mm.yyyy otherwise. Answers dd.mm.yyyy, or null for anything else.
 */
export function normaliseSwissDate(text: string, today: CalendarDay): string | null {
  const value = text.trim().toLowerCase();
  const relative: Record<string, number> = { heute: 0, gestern: -1, morgen: 1 };
  const offset = relative[value];
  if (offset !== undefined) return formatSwissDate(addDays(today, offset));
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  return `${pad(Number(match[1]))}.${pad(Number(match[2]))}.${match[3]}`;
}

/** HH:MM from "19:30", "9:05" or "19:30:00"; null for anything else (such as "???"). */
export function normaliseTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  return `${pad(Number(match[1]))}:${match[2]}`;
}

/**
 * Date and time of a local "YYYY-MM-DD HH:mm:ss" (Swiss Volley) or an ISO timestamp with or
 * without offset (Swiss Handball). With an offset the instant is converted to Zurich time.
 */
export function splitLocalDateTime(value: string): { date: string; time: string } | null {
  const text = value.trim();
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  if (hasOffset) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return null;
    const local = zurichNow(instant);
    return { date: formatSwissDate(local), time: formatTime(local.hour, local.minute) };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  return {
    date: `${match[3]}.${match[2]}.${match[1]}`,
    time: `${match[4]}:${match[5]}`,
  };
}

/** The unihockey season: the current year from June on, otherwise the previous year. */
export function unihockeySeason(today: CalendarDay): number {
  return today.month >= 6 ? today.year : today.year - 1;
}

/** A calendar day as 'YYYY-MM-DD', the game-day mails' day. */
function isoDay(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** 'YYYY-MM-DD' as a calendar day. */
function calendarDayOf(day: string): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

/** The Swiss calendar day of an instant, 'YYYY-MM-DD'. */
export function swissDay(instant: Date): string {
  return isoDay(zurichClock(instant));
}

/** The Swiss time of day of an instant, 'HH:MM' (as a mail's time is set). */
export function swissTime(instant: Date): string {
  const { hour, minute } = zurichClock(instant);
  return formatTime(hour, minute);
}

/** 'YYYY-MM-DD' plus a number of days (negative: before). */
export function shiftDay(day: string, days: number): string {
  return isoDay(addDays(calendarDayOf(day), days));
}

/** Minutes Swiss time is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const clock = zurichClock(instant);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Swiss day shows 'HH:MM' (see the file comment for the two days of change). */
export function swissInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const naive = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // Try summer time first (the earlier instant on the autumn day), then winter time.
  for (const offset of [120, 60]) {
    const candidate = new Date(naive - offset * 60_000);
    if (offsetMinutes(candidate) === offset) return candidate;
  }
  // Not on the clock (the hour skipped in spring): the same minutes one hour later.
  return new Date(naive - 60 * 60_000);
}

/** 'dd.mm.yyyy' (the sports data's game date) as 'YYYY-MM-DD'. */
export function dayOfGameDate(date: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
