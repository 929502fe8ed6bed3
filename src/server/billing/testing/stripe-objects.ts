import { randomBytes } from 'node:crypto';

/** Any object the double keeps, by its id. */
export type StripeObject = Record<string, unknown> & { id: string };

export interface PriceInfo {
  id: string;
  product: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

/** Seconds since the epoch, as Stripe writes times. */
export const now = () => Math.floor(Date.now() / 1000);
/** A new id of an object kind (cus, sub, evt...), in test mode. */
export const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** A recurring price in CHF, as GET /v1/prices/:id answers it; null for one the double does not sell. */
export function priceObject(prices: PriceInfo[], priceId: string) {
  const price = prices.find((p) => p.id === priceId);
  if (!price) return null;
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now() - 86_400,
    currency: 'chf',
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: price.product,
    recurring: {
      interval: price.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'inclusive',
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

/** A new customer, as POST /v1/customers answers it. */
export function customerObject(
  email: string | null,
  metadata: Record<string, string>,
): StripeObject {
  return {
    id: id('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: 'chf',
    default_source: null,
    delinquent: false,
    description: null,
    email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
    livemode: false,
    metadata,
    name: null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
  };
}

/** A new active subscription to one price, its period on the item (API 2025-03-31). */
export function subscriptionObject(
  prices: PriceInfo[],
  customer: string,
  priceId: string,
  metadata: Record<string, string>,
): StripeObject {
  const subscriptionId = id('sub');
  const price = priceObject(prices, priceId);
  if (!price) throw new Error(`unknown price ${priceId}`);
  const start = now();
  const end = start + (price.recurring.interval === 'year' ? 365 : 30) * 86_400;
  return {
    id: subscriptionId,
    object: 'subscription',
    application: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: 'chf',
    customer,
    default_payment_method: id('pm'),
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          created: start,
          current_period_end: end,
          current_period_start: start,
          discounts: [],
          metadata: {},
          price,
          quantity: 1,
          subscription: subscriptionId,
          tax_rates: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
    },
    latest_invoice: id('in'),
    livemode: false,
    metadata,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    trial_end: null,
    trial_start: null,
  };
}
