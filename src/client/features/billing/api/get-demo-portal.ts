import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoPortalSchema, type DemoPortal } from '#shared/billing/billing.schema.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';

export const demoPortalQueryKey = ['billing', 'demo-portal'] as const;

/** GET /api/billing/demo/portal: the running demo subscription, or null when there is none. */
export async function getDemoPortal(): Promise<DemoPortal | null> {
  try {
    return await apiJson('/api/billing/demo/portal', demoPortalSchema);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_SUBSCRIPTION') return null;
    throw error;
  }
}

export const demoPortalQueryOptions = () =>
  queryOptions({ queryKey: demoPortalQueryKey, queryFn: getDemoPortal, retry: false });

export function useDemoPortal() {
  return useQuery(demoPortalQueryOptions());
}
