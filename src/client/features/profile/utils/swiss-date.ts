const format = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A date the Swiss way, dd.mm.yyyy (docs/product.md section 2: the subscription's end in de-CH format). */
export function formatSwissDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}
