import { z } from 'zod';

/**
 * Recovery codes for the second factor (docs/product.md, "Security"): ten single-use codes of
 * ten characters, shown as two groups of five. The alphabet leaves out characters that read
 * alike (0 and o, 1, i and l), so a code copied by hand from paper stays right.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'abcdefghjk' as 'abcde-fghjk'. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** A code as typed (any case, with spaces or dashes) in the form it is checked in. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const recoveryCodePattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** POST /api/mfa/recovery/verify */
export const verifyRecoveryCodeSchema = z
  .object({
    code: z
      .string()
      .max(40)
      .refine((code) => recoveryCodePattern.test(normalizeRecoveryCode(code)), {
        message: 'MFA_RECOVERY_CODE_INVALID',
      }),
  })
  .strict();

/** POST /api/mfa/recovery-codes and a first factor's verify: the codes, shown this once. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });

/** POST /api/mfa/recovery/verify: the session now stands at aal2. */
export const recoveryVerifiedSchema = z.object({
  aal: z.literal('aal2'),
  codes_left: z.number().int(),
});

/** The codes as a text file to keep, one a line. */
export function recoveryCodesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}
