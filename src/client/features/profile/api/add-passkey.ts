import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrolledPasskeySchema } from '#shared/mfa/mfa.ts';
import { verifyMfaFactor } from '#client/api/verify-mfa-factor.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * Adds a passkey: registration options from the server (POST /api/mfa/factors/webauthn), the
 * browser's WebAuthn dialog, then the answer verified by the server (which also raises this
 * session to aal2).
 */
export async function addPasskey() {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const started = await sendJson('POST', '/api/mfa/factors/webauthn', enrolledPasskeySchema, {});
  const credential = await startRegistration({
    optionsJSON: started.webauthn.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return verifyMfaFactor(started.id, started.challenge_id, { credential });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
