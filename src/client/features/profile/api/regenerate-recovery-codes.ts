import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema } from '#shared/mfa/recovery-codes.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * POST /api/mfa/recovery-codes: a new set of recovery codes, shown this once; the old ones stop
 * working. Only from a session that passed its second factor.
 */
export function regenerateRecoveryCodes() {
  return sendJson('POST', '/api/mfa/recovery-codes', recoveryCodesSchema, {});
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mfaFactors }),
  });
}
