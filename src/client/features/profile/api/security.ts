import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson, jsonBody } from '#client/lib/api-client.ts';
import type { AssuranceLevel, FactorView } from '#shared/mfa/mfa.ts';

export interface DeviceSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

const sessionsKey = ['auth-sessions'] as const;
const factorsKey = ['mfa-factors'] as const;

/** GET /api/auth/list-sessions: every session of the user (the auth library's endpoint). */
export function useDeviceSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => apiJson<DeviceSession[]>('/api/auth/list-sessions'),
  });
}

/** POST /api/auth/revoke-session: ends one session on the server. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch('/api/auth/revoke-session', { method: 'POST', ...jsonBody({ token }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useMfaFactors() {
  return useQuery({
    queryKey: factorsKey,
    queryFn: () => apiJson<{ factors: FactorView[] } & AssuranceLevel>('/api/mfa/factors'),
  });
}

export interface EnrolledFactor extends FactorView {
  totp?: { qr_code: string; secret: string; uri: string };
}

export function useEnrollFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      factor_type: 'totp' | 'phone';
      phone?: string;
      friendly_name?: string;
    }) => apiJson<EnrolledFactor>('/api/mfa/factors', { method: 'POST', ...jsonBody(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsKey }),
  });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/mfa/factors/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsKey }),
  });
}

/** Challenge and verify in one step, for enrolment (the code is already on the screen). */
export function useConfirmFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      factorId,
      code,
      challengeId,
    }: {
      factorId: string;
      code: string;
      challengeId: string;
    }) =>
      apiJson<{ aal: string }>(`/api/mfa/factors/${encodeURIComponent(factorId)}/verify`, {
        method: 'POST',
        ...jsonBody({ challenge_id: challengeId, code }),
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * Adds a passkey: registration options from the server, the browser's WebAuthn dialog, then the
 * answer verified by the server (which also raises this session to aal2).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const started = await apiJson<{
        id: string;
        challenge_id: string;
        webauthn: { options: Parameters<typeof startRegistration>[0]['optionsJSON'] };
      }>('/api/mfa/factors/webauthn', { method: 'POST', ...jsonBody({}) });
      const credential = await startRegistration({ optionsJSON: started.webauthn.options });
      return apiJson<{ aal: string }>(`/api/mfa/factors/${encodeURIComponent(started.id)}/verify`, {
        method: 'POST',
        ...jsonBody({ challenge_id: started.challenge_id, credential }),
      });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function challenge(factorId: string) {
  return apiJson<{ id: string }>(`/api/mfa/factors/${encodeURIComponent(factorId)}/challenge`, {
    method: 'POST',
  });
}
