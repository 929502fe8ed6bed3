/**
 * Swiss wall-clock time (Europe/Zurich) for the game-day mails: the calendar day of an instant,
 * and the instant of a day's 'HH:MM'. Both follow the changes to and from summer time: a time
 * that does not exist on the spring day (02:00 to 02:59) is taken one hour later, as a clock
 * that is put forward shows it; a time that comes twice on the autumn day is its first
 * occurrence (summer time), so a mail is due once.
 */
export const SWISS_TIME_ZONE = 'Europe/Zurich';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SWISS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { day: string; minutes: number; seconds: number } {
  const values: Record<string, string> = {};
  for (const part of parts.formatToParts(instant)) values[part.type] = part.value;
  return {
    day: `${values.year}-${values.month}-${values.day}`,
    minutes: Number(values.hour) * 60 + Number(values.minute),
    seconds: Number(values.second),
  };
}

/** The Swiss calendar day of an instant, 'YYYY-MM-DD'. */
export function swissDay(instant: Date): string {
  return wallClock(instant).day;
}

/** The Swiss time of day of an instant, 'HH:MM' (as a mail's time is set). */
export function swissTime(instant: Date): string {
  const { minutes } = wallClock(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'YYYY-MM-DD' plus a number of days (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes Swiss time is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const clock = wallClock(instant);
  const asUtc =
    Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * 60_000 + clock.seconds * 1000;
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
