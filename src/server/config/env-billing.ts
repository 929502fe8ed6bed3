import { z } from 'zod';
import { ConfigError } from '#server/config/config-error.ts';
import { urlString } from '#server/config/env-values.ts';

const stripePriceId = z
  .string()
  .regex(/^price_\w+$/, { message: 'expected a Stripe price id (price_...)' })
  .optional();

/** The Stripe price of each tier and interval; Premium's are optional (it is sold by contact). */
export interface StripePrices {
  amateur: { monthly: string; yearly: string };
  pro: { monthly: string; yearly: string };
  premium: { monthly: string | undefined; yearly: string | undefined };
}

/** How paid plans are sold (Config['billing']). */
export type BillingConfig =
  | { kind: 'demo' }
  | { kind: 'off' }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiUrl: string | undefined;
      prices: StripePrices;
    };

/** Stripe, the demo checkout or off. */
export const billingShape = {
  BILLING: z
    .enum(['stripe', 'demo', 'off'], { message: 'expected stripe, demo or off' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, {
      message: 'expected a Stripe secret key (sk_test_... or sk_live_...)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { message: 'expected a Stripe webhook secret (whsec_...)' })
    .optional(),
  STRIPE_API_URL: urlString('an http(s) URL').optional(),
  STRIPE_PRICE_AMATEUR_MONTHLY: stripePriceId,
  STRIPE_PRICE_AMATEUR_YEARLY: stripePriceId,
  STRIPE_PRICE_PRO_MONTHLY: stripePriceId,
  STRIPE_PRICE_PRO_YEARLY: stripePriceId,
  STRIPE_PRICE_PREMIUM_MONTHLY: stripePriceId,
  STRIPE_PRICE_PREMIUM_YEARLY: stripePriceId,
};

/** The billing a configuration names, checked: Stripe needs its keys and prices. */
export function billingConfig(
  e: z.output<z.ZodObject<typeof billingShape>>,
  isProduction: boolean,
): BillingConfig {
  // The demo checkout gives paid plans away: production must name how it bills.
  const billingKind = e.BILLING ?? (e.STRIPE_SECRET_KEY ? 'stripe' : isProduction ? null : 'demo');
  if (!billingKind) {
    throw new ConfigError(
      'Invalid configuration: BILLING: required in production without STRIPE_SECRET_KEY (stripe with the STRIPE_* keys, off to sell no paid plans, or demo for a staging site)',
    );
  }
  if (billingKind === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY: required when BILLING is stripe',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  if (e.STRIPE_SECRET_KEY) {
    const missing = (
      [
        'STRIPE_PRICE_AMATEUR_MONTHLY',
        'STRIPE_PRICE_AMATEUR_YEARLY',
        'STRIPE_PRICE_PRO_MONTHLY',
        'STRIPE_PRICE_PRO_YEARLY',
      ] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')}: required when STRIPE_SECRET_KEY is set (the Stripe price id of each plan and interval)`,
      );
    }
  }

  return billingKind === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
    ? {
        kind: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        prices: {
          amateur: {
            monthly: e.STRIPE_PRICE_AMATEUR_MONTHLY ?? '',
            yearly: e.STRIPE_PRICE_AMATEUR_YEARLY ?? '',
          },
          pro: {
            monthly: e.STRIPE_PRICE_PRO_MONTHLY ?? '',
            yearly: e.STRIPE_PRICE_PRO_YEARLY ?? '',
          },
          premium: {
            monthly: e.STRIPE_PRICE_PREMIUM_MONTHLY,
            yearly: e.STRIPE_PRICE_PREMIUM_YEARLY,
          },
        },
      }
    : { kind: billingKind === 'off' ? 'off' : 'demo' };
}
