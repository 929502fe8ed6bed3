import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/mfa/factors/:id */
export async function removeMfaFactor(factorId: string): Promise<void> {
  await apiFetch(`/api/mfa/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE' });
}

export function useRemoveMfaFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMfaFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mfaFactors }),
  });
}
