import { useMutation, useQueryClient } from '@tanstack/react-query';
import { factorVerifiedSchema } from '#shared/mfa/mfa.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** A six-digit code (TOTP, SMS) or the browser's answer to a passkey challenge. */
export type FactorProof = { code: string } | { credential: unknown };

/**
 * POST /api/mfa/factors/:id/verify: checks the proof against the challenge. The factor counts as
 * verified from then on and the session stands at aal2, for a sign-in and for an enrolment alike.
 */
export function verifyMfaFactor(factorId: string, challengeId: string, proof: FactorProof) {
  return sendJson(
    'POST',
    `/api/mfa/factors/${encodeURIComponent(factorId)}/verify`,
    factorVerifiedSchema,
    { challenge_id: challengeId, ...proof },
  );
}

/** Verifies a code; on success every cached answer is fetched anew at aal2. */
export function useVerifyMfaFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { factorId: string; challengeId: string; code: string }) =>
      verifyMfaFactor(input.factorId, input.challengeId, { code: input.code }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
