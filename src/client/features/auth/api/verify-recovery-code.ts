import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryVerifiedSchema } from '#shared/mfa/recovery-codes.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/mfa/recovery/verify: one recovery code in place of the second factor, used up. */
export function verifyRecoveryCode(code: string) {
  return sendJson('POST', '/api/mfa/recovery/verify', recoveryVerifiedSchema, { code });
}

/** On success every cached answer is fetched anew at aal2. */
export function useVerifyRecoveryCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRecoveryCode,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
