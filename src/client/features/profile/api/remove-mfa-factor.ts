import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/mfa/factors/:id */
export async function removeMfaFactor(factorId: string): Promise<void> {
  await apiFetch(`/api/mfa/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE' });
}

export function useRemoveMfaFactor() {
  return useChangeThenRefetch(removeMfaFactor, queryKeys.mfaFactors, 'success');
}
