import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoCheckoutSchema, type DemoCheckout } from '#shared/billing/billing.schema.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/billing/demo/checkout/:session: plan, interval and price of a demo checkout. */
export function getDemoCheckout(session: string): Promise<DemoCheckout> {
  return apiJson(`/api/billing/demo/checkout/${encodeURIComponent(session)}`, demoCheckoutSchema);
}

export const demoCheckoutQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-checkout', session],
    queryFn: () => getDemoCheckout(session),
    retry: false,
    // A paid session is refused from then on; never show it again from the cache.
    gcTime: 0,
  });

export function useDemoCheckout(session: string) {
  return useQuery({ ...demoCheckoutQueryOptions(session), enabled: session !== '' });
}
