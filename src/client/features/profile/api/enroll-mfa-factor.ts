import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { enrolledFactorSchema } from '#shared/mfa/mfa.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';

export interface FactorEnrolment {
  factor_type: 'totp' | 'phone';
  phone?: string;
  friendly_name?: string;
}

/** POST /api/mfa/factors: a new, unverified TOTP or phone factor (a TOTP one with its QR code). */
export function enrollMfaFactor(input: FactorEnrolment) {
  return sendJson('POST', '/api/mfa/factors', enrolledFactorSchema, input);
}

export function useEnrollMfaFactor() {
  return useChangeThenRefetch(enrollMfaFactor, queryKeys.mfaFactors, 'success');
}
