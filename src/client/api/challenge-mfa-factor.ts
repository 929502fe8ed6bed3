import { challengeSchema, type Challenge } from '#shared/mfa/mfa.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * POST /api/mfa/factors/:id/challenge: starts a check of the factor (a phone factor gets its
 * code by SMS now; a passkey's challenge carries the browser's WebAuthn options).
 */
export function challengeMfaFactor(factorId: string): Promise<Challenge> {
  return apiJson(`/api/mfa/factors/${encodeURIComponent(factorId)}/challenge`, challengeSchema, {
    method: 'POST',
  });
}
