import type { BillingProvider } from '#server/billing/billing-provider.ts';
import {
  createDemoBillingProvider,
  type DemoBillingProvider,
} from '#server/billing/demo-billing.provider.ts';
import { createOffBillingProvider } from '#server/billing/off-billing.provider.ts';
import { createStripeBillingProvider } from '#server/billing/stripe-billing.provider.ts';
import type { Config } from '#server/config/env.ts';

/** The provider the configuration picks: Stripe, none (BILLING=off) or the demo. */
export function createBillingProvider(
  config: Config['billing'],
  appSecret: string,
): { provider: BillingProvider; demo: DemoBillingProvider | null } {
  if (config.kind === 'stripe') {
    return {
      provider: createStripeBillingProvider({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        prices: config.prices,
        apiUrl: config.apiUrl,
      }),
      demo: null,
    };
  }
  if (config.kind === 'off') return { provider: createOffBillingProvider(), demo: null };
  const demo = createDemoBillingProvider({ appSecret });
  return { provider: demo, demo };
}
