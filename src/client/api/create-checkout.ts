import { useMutation } from '@tanstack/react-query';
import {
  billingRedirectSchema,
  type BillingRedirect,
  type CheckoutRequest,
} from '#shared/billing/billing.schema.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * POST /api/billing/checkout (docs/product.md section 7, create-checkout): the payment page for a tier
 * and interval. Premium answers the contact section (`kind: 'contact'`) instead of a checkout.
 */
export function createCheckout(input: CheckoutRequest): Promise<BillingRedirect> {
  return sendJson('POST', '/api/billing/checkout', billingRedirectSchema, input);
}

/**
 * Starts a checkout. The caller opens `url` (docs/product.md section 4: in a new tab) and shows
 * CHECKOUT_FAILED's text on error ('Checkout URL konnte nicht erstellt werden').
 */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
