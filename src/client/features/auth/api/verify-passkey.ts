import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeMfaFactor } from '#client/api/challenge-mfa-factor.ts';
import { verifyMfaFactor } from '#client/api/verify-mfa-factor.ts';

/** A passkey's second step: a challenge, the browser's WebAuthn dialog, the server's check. */
export async function verifyPasskey(factorId: string) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const challenge = await challengeMfaFactor(factorId);
  const credential = await startAuthentication({
    optionsJSON: challenge.webauthn?.options as Parameters<
      typeof startAuthentication
    >[0]['optionsJSON'],
  });
  return verifyMfaFactor(factorId, challenge.id, { credential });
}

/** On success every cached answer is fetched anew at aal2. */
export function useVerifyPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPasskey,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
