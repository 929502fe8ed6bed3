/**
 * Calendar arithmetic in Swiss local time. Federations publish local dates and times, and "today"
 * (for relative dates, seasons and the demo schedule) is today in Zurich, not on the server's clock.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day and clock time in Zurich at an instant. */
export function zurichNow(now: Date): CalendarDay & { hour: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const part of zurichParts.formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
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
