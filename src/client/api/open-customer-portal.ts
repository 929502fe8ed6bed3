import { useMutation } from '@tanstack/react-query';
import { billingRedirectSchema, type BillingRedirect } from '#shared/billing/billing.schema.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * POST /api/billing/portal (docs/product.md section 7, customer-portal): where the user manages their
 * subscription. A user without one gets a 404 with code NO_SUBSCRIPTION.
 */
export function openCustomerPortal(): Promise<BillingRedirect> {
  return sendJson('POST', '/api/billing/portal', billingRedirectSchema, {});
}

/**
 * Asks for the portal's address. The caller opens `url` and shows PORTAL_FAILED's text on error
 * ('Customer Portal URL konnte nicht erstellt werden').
 */
export function useOpenCustomerPortal() {
  return useMutation({ mutationFn: openCustomerPortal });
}
