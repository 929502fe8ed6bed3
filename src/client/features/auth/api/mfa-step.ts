import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';
import type { AssuranceLevel, FactorView } from '#shared/mfa/mfa.ts';

export const factorsQueryKey = ['mfa-factors'] as const;

/** GET /api/mfa/factors: the user's factors and assurance levels. */
export function useFactors(enabled = true) {
  return useQuery({
    queryKey: factorsQueryKey,
    queryFn: () => apiJson<{ factors: FactorView[] } & AssuranceLevel>('/api/mfa/factors'),
    enabled,
  });
}

export interface Challenge {
  id: string;
  type: string;
  expires_at: number;
  /** For a passkey: the options the browser's WebAuthn dialog needs. */
  webauthn?: { options: unknown };
}

export function challengeFactor(factorId: string): Promise<Challenge> {
  return apiJson<Challenge>(`/api/mfa/factors/${encodeURIComponent(factorId)}/challenge`, {
    method: 'POST',
  });
}

export function verifyFactor(factorId: string, challengeId: string, code: string) {
  return apiJson<{ aal: 'aal2' }>(`/api/mfa/factors/${encodeURIComponent(factorId)}/verify`, {
    method: 'POST',
    ...jsonBody({ challenge_id: challengeId, code }),
  });
}

/** Challenge then verify; on success every cached answer is fetched anew at aal2. */
export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { factorId: string; challengeId: string; code: string }) =>
      verifyFactor(input.factorId, input.challengeId, input.code),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** A passkey's second step: a challenge, the browser's WebAuthn dialog, the server's check. */
export function useVerifyPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const challenge = await challengeFactor(factorId);
      const credential = await startAuthentication({
        optionsJSON: challenge.webauthn?.options as Parameters<
          typeof startAuthentication
        >[0]['optionsJSON'],
      });
      return apiJson<{ aal: 'aal2' }>(`/api/mfa/factors/${encodeURIComponent(factorId)}/verify`, {
        method: 'POST',
        ...jsonBody({ challenge_id: challenge.id, credential }),
      });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
