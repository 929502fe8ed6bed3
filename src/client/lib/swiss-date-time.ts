const dateTimeFormat = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Zurich',
});

/**
 * A moment the Swiss way in Swiss time, dd.mm.yyyy, hh:mm, as the profile writes its dates (the
 * workspace's activity, an invitation's end); null for what is not a date.
 */
export function formatSwissDateTime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat.format(date);
}
