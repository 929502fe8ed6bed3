import type { BillingProvider } from '#server/billing/billing-provider.ts';
import { AppError } from '#server/http/app-error.ts';

/**
 * BILLING=off: the installation sells no paid plans. A checkout is refused with a code the
 * interface explains; there is no portal, nothing to cancel or resume and no webhook.
 */
export function createOffBillingProvider(): BillingProvider {
  return {
    kind: 'off',
    async createCheckout() {
      throw AppError.of(409, 'PAID_PLANS_UNAVAILABLE');
    },
    async createPortal() {
      throw AppError.of(404, 'NO_SUBSCRIPTION');
    },
    async cancel() {
      return null;
    },
    async resume() {
      throw AppError.of(409, 'PAID_PLANS_UNAVAILABLE');
    },
    async parseWebhook() {
      throw AppError.of(400, 'BILLING_WEBHOOK_INVALID');
    },
  };
}
