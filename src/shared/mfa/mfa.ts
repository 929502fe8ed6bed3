import { z } from 'zod';

/** Second factors (docs/product.md sections 3, 4, 5 and 7, "MFA"). */
export const MAX_FACTORS_PER_USER = 10;
/**
 * Phone numbers per user, of those factors: a number and a new one added before the old one is
 * removed, each a destination the send limits count on its own (ADR 051).
 */
export const MAX_PHONE_FACTORS_PER_USER = 3;

export type FactorType = 'totp' | 'phone' | 'webauthn';
export type Aal = 'aal1' | 'aal2';

/** E.164 phone number: + and 8 to 15 digits. */
export const PHONE_NUMBER = /^\+[1-9]\d{7,14}$/;

/** A phone number as typed ('+41 79 123-45-67') in the form it is checked and stored in. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export const enrollFactorSchema = z
  .object({
    factor_type: z.string(),
    friendly_name: z.string().trim().max(100).optional(),
    phone: z.string().trim().optional(),
    issuer: z.string().trim().max(100).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.factor_type !== 'totp' && value.factor_type !== 'phone') {
      ctx.addIssue({ code: 'custom', message: 'MFA_FACTOR_TYPE_INVALID', path: ['factor_type'] });
    } else if (
      value.factor_type === 'phone' &&
      !PHONE_NUMBER.test(normalizePhone(value.phone ?? ''))
    ) {
      ctx.addIssue({ code: 'custom', message: 'MFA_PHONE_REQUIRED', path: ['phone'] });
    }
  });

export const enrollPasskeySchema = z
  .object({ friendly_name: z.string().trim().max(100).optional() })
  .strict();

/** A code (TOTP, phone) or a WebAuthn credential response, checked by the WebAuthn library. */
export const verifyFactorSchema = z
  .object({
    challenge_id: z.uuid(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'MFA_CODE_INVALID' })
      .optional(),
    credential: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine((value) => value.code !== undefined || value.credential !== undefined, {
    message: 'MFA_CODE_INVALID',
  });

export interface FactorView {
  id: string;
  factor_type: FactorType;
  status: 'unverified' | 'verified';
  friendly_name: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface AssuranceLevel {
  currentLevel: Aal;
  /** aal2 when the user has any verified factor. */
  nextLevel: Aal;
}

const aalSchema = z.enum(['aal1', 'aal2']);

export const factorViewSchema = z.object({
  id: z.string(),
  factor_type: z.enum(['totp', 'phone', 'webauthn']),
  status: z.enum(['unverified', 'verified']),
  friendly_name: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<FactorView>;

/** GET /api/mfa/factors: the user's factors and assurance levels. */
export const factorListSchema = z.object({
  factors: z.array(factorViewSchema),
  currentLevel: aalSchema,
  nextLevel: aalSchema,
  /** False when the server sends no text messages: a phone factor cannot be added or used. */
  phoneAvailable: z.boolean(),
  /** Unused recovery codes; null before the first factor gave the user a set. */
  recoveryCodesLeft: z.number().int().nullable(),
});
export type FactorList = z.infer<typeof factorListSchema>;

/** POST /api/mfa/factors: the new, unverified factor; a TOTP factor with its QR code. */
export const enrolledFactorSchema = factorViewSchema.extend({
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }).optional(),
});
export type EnrolledFactor = z.infer<typeof enrolledFactorSchema>;

/** POST /api/mfa/factors/webauthn: the new passkey factor and the browser's registration options. */
export const enrolledPasskeySchema = factorViewSchema.extend({
  challenge_id: z.string(),
  webauthn: z.object({ options: z.unknown() }),
});

/** POST /api/mfa/factors/:id/challenge; a passkey's carries the browser's WebAuthn options. */
export const challengeSchema = z.object({
  id: z.string(),
  type: z.enum(['totp', 'phone', 'webauthn']),
  expires_at: z.number(),
  webauthn: z.object({ options: z.unknown() }).optional(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/**
 * POST /api/mfa/factors/:id/verify: the session now stands at aal2. The user's first verified
 * factor brings the recovery codes, shown this once.
 */
export const factorVerifiedSchema = z.object({
  aal: z.literal('aal2'),
  recovery_codes: z.array(z.string()).optional(),
});
