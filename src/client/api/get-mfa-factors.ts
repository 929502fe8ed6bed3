import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorListSchema } from '#shared/mfa/mfa.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/mfa/factors: the user's second factors and assurance levels. */
export const getMfaFactors = () => apiJson('/api/mfa/factors', factorListSchema);

export const mfaFactorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mfaFactors, queryFn: getMfaFactors });

export function useMfaFactors() {
  return useQuery(mfaFactorsQueryOptions());
}
