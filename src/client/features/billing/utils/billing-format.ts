import { plans, type Tier } from '#shared/plans.ts';

/** The plan's product name (Amateur, Pro, ...), the same in every language. */
export function planName(tier: Tier): string {
  return plans.find((plan) => plan.tier === tier)?.name ?? tier;
}

/** CHF with two decimals, as every price in the app: 15.00, 144.00. */
export function formatChf(amount: number): string {
  return `CHF ${amount.toFixed(2)}`;
}

/** The end of a subscription period the Swiss way, dd.mm.yyyy (docs/product.md section 2). */
export function formatPeriodEnd(iso: string | null): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
