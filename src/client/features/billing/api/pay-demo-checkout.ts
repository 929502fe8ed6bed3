import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoCheckoutPaidSchema } from '#shared/billing/billing.schema.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/billing/demo/checkout/:session/pay: 'Bezahlen'; answers where to go next. */
export function payDemoCheckout(session: string): Promise<{ url: string }> {
  return sendJson(
    'POST',
    `/api/billing/demo/checkout/${encodeURIComponent(session)}/pay`,
    demoCheckoutPaidSchema,
    {},
  );
}

/**
 * Pays the demo checkout; the plan and every limit are fetched anew. The paid checkout itself is
 * not: its session is single-use, so asking for it again answers 409 while the page leaves.
 */
export function usePayDemoCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDemoCheckout,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          !(query.queryKey[0] === 'billing' && query.queryKey[1] === 'demo-checkout'),
      }),
  });
}
