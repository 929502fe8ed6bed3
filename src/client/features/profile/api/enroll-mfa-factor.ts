import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrolledFactorSchema } from '#shared/mfa/mfa.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

export interface FactorEnrolment {
  factor_type: 'totp' | 'phone';
  phone?: string;
  friendly_name?: string;
}

/** POST /api/mfa/factors: a new, unverified TOTP or phone factor (a TOTP one with its QR code). */
export function enrollMfaFactor(input: FactorEnrolment) {
  return apiJson('/api/mfa/factors', enrolledFactorSchema, { method: 'POST', ...jsonBody(input) });
}

export function useEnrollMfaFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollMfaFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mfaFactors }),
  });
}
