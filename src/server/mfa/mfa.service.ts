import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { secretBox, type SecretBox } from '#server/crypto/secret-box.ts';
import { AppError } from '#server/http/app-error.ts';
import type { FactorRow, MfaRepository } from '#server/mfa/mfa.repository.ts';
import type { SmsPolicy } from '#server/sms/sms-policy.ts';
import {
  MAX_FACTORS_PER_USER,
  MAX_PHONE_FACTORS_PER_USER,
  normalizePhone,
  type AssuranceLevel,
  type FactorView,
} from '#shared/mfa/mfa.ts';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;
/**
 * Code attempts (TOTP, phone) across challenges: 5 per factor and 10 per user in a 15-minute
 * window, then the factor (or all of the user's) is locked until the window ends. A passed check
 * clears the count. Passkeys are not counted: their answers cannot be guessed.
 */
export const CODE_ATTEMPTS = { perFactor: 5, perUser: 10, windowMs: 15 * 60 * 1000 };

export interface MfaDeps {
  factors: MfaRepository;
  /**
   * Text messages through their rules (allowed numbers, send limits); null when no provider is
   * set up: the phone factor is then off.
   */
  sms: SmsPolicy | null;
  appSecret: string;
  /** The app's origin; its host name is the WebAuthn relying-party id. */
  appUrl: string;
}

function view(row: FactorRow): FactorView {
  return {
    id: row.id,
    factor_type: row.factorType,
    status: row.status,
    friendly_name: row.friendlyName,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function hashCode(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('base64url');
}

export function createMfaService({ factors, sms, appSecret, appUrl }: MfaDeps) {
  const box: SecretBox = secretBox(appSecret, 'mfa-totp v1');
  const origin = new URL(appUrl).origin;
  const rpID = new URL(appUrl).hostname;

  async function newChallenge(
    userId: string,
    factorId: string,
    webauthnChallenge: string | null = null,
  ) {
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    return factors.insertChallenge({ factorId, userId, expiresAt, webauthnChallenge });
  }

  /** Whether the user must pass a second factor: any verified factor means yes. */
  async function hasVerifiedFactor(userId: string): Promise<boolean> {
    return (await factors.countFactors(userId, 'verified')) > 0;
  }

  /** Checks a WebAuthn answer: registration for a new passkey, assertion for a verified one. */
  async function verifyWebauthn(
    factor: FactorRow,
    expectedChallenge: string,
    credential: unknown,
  ): Promise<boolean> {
    try {
      if (factor.status === 'unverified') {
        const result = await verifyRegistrationResponse({
          response: credential as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!result.verified) return false;
        const { credential: registered } = result.registrationInfo;
        await factors.updateFactor(factor.id, {
          credentialId: registered.id,
          publicKey: Buffer.from(registered.publicKey).toString('base64url'),
          counter: registered.counter,
          transports: registered.transports?.join(',') ?? null,
        });
        return true;
      }
      if (!factor.credentialId || !factor.publicKey) return false;
      const result = await verifyAuthenticationResponse({
        response: credential as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
        credential: {
          id: factor.credentialId,
          publicKey: new Uint8Array(Buffer.from(factor.publicKey, 'base64url')),
          counter: factor.counter ?? 0,
          transports: (factor.transports?.split(',') ?? []) as AuthenticatorTransport[],
        },
      });
      if (!result.verified) return false;
      await factors.updateFactor(factor.id, { counter: result.authenticationInfo.newCounter });
      return true;
    } catch {
      // A malformed or foreign answer is a wrong answer, not a server error.
      return false;
    }
  }

  /** Refuses with 429 MFA_LOCKED and the seconds until the lock ends. */
  function locked(until: number, now: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000));
    return AppError.of(
      429,
      'MFA_LOCKED',
      { minutes: Math.ceil(retryAfterSeconds / 60) },
      { retry_after_seconds: retryAfterSeconds },
    );
  }

  /** Throws MFA_LOCKED while the factor or its user has no code attempts left. */
  async function ensureAttemptsLeft(factor: FactorRow, now: number) {
    if (factor.factorType === 'webauthn') return;
    const windowStart = now - CODE_ATTEMPTS.windowMs;
    const since = factor.attemptsSince?.getTime() ?? 0;
    if (since >= windowStart && factor.attempts >= CODE_ATTEMPTS.perFactor) {
      throw locked(since + CODE_ATTEMPTS.windowMs, now);
    }
    const user = await factors.userAttempts(factor.userId, new Date(windowStart));
    if (user.attempts >= CODE_ATTEMPTS.perUser && user.oldestSince) {
      throw locked(user.oldestSince.getTime() + CODE_ATTEMPTS.windowMs, now);
    }
  }

  /**
   * Counts a code attempt before the code is checked, so parallel guesses cannot slip past the
   * limit; the one attempt too many is refused as locked.
   */
  async function countAttempt(factor: FactorRow, now: number) {
    if (factor.factorType === 'webauthn') return;
    const windowStart = new Date(now - CODE_ATTEMPTS.windowMs);
    const counted = await factors.countAttempt(factor.id, windowStart, new Date(now));
    if (counted && counted.attempts > CODE_ATTEMPTS.perFactor) {
      throw locked(counted.since.getTime() + CODE_ATTEMPTS.windowMs, now);
    }
    const user = await factors.userAttempts(factor.userId, windowStart);
    if (user.attempts > CODE_ATTEMPTS.perUser && user.oldestSince) {
      throw locked(user.oldestSince.getTime() + CODE_ATTEMPTS.windowMs, now);
    }
  }

  /** Inserts a factor within the caps on factors and phone numbers per user. */
  async function insertFactor(values: Parameters<MfaRepository['insertFactorWithin']>[0]) {
    const row = await factors.insertFactorWithin(values, {
      factors: MAX_FACTORS_PER_USER,
      phones: MAX_PHONE_FACTORS_PER_USER,
    });
    if (row === 'factors') throw AppError.of(400, 'MFA_FACTOR_LIMIT');
    if (row === 'phones') {
      throw AppError.of(400, 'MFA_PHONE_LIMIT', { max: MAX_PHONE_FACTORS_PER_USER });
    }
    return row;
  }

  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    const row = await factors.findFactor(userId, factorId);
    // Another user's factor is indistinguishable from a missing one.
    if (!row) throw AppError.of(404, 'NOT_FOUND');
    return row;
  }

  return {
    hasVerifiedFactor,
    /** Whether codes by text message can be sent here (a provider is set up). */
    phoneAvailable: sms !== null,

    async list(userId: string): Promise<FactorView[]> {
      const rows = await factors.listFactors(userId);
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(view);
    },

    async assurance(userId: string, currentLevel: 'aal1' | 'aal2'): Promise<AssuranceLevel> {
      return { currentLevel, nextLevel: (await hasVerifiedFactor(userId)) ? 'aal2' : 'aal1' };
    },

    async enroll(
      userId: string,
      input: {
        factor_type: string;
        friendly_name?: string | undefined;
        phone?: string | undefined;
        issuer?: string | undefined;
      },
    ) {
      const friendlyName = input.friendly_name || null;
      if (input.factor_type === 'phone') {
        if (!sms) throw AppError.of(400, 'MFA_PHONE_UNAVAILABLE');
        const phone = normalizePhone(input.phone ?? '');
        sms.accept(phone);
        const row = await insertFactor({ userId, factorType: 'phone', friendlyName, phone });
        return { ...view(row), type: 'phone' as const };
      }
      const email = await factors.emailOf(userId);
      const secret = generateSecret();
      const row = await insertFactor({ userId, factorType: 'totp', friendlyName });
      await factors.updateFactor(row.id, { secretCiphertext: box.seal(secret, [userId, row.id]) });
      const uri = generateURI({
        issuer: input.issuer || 'Matchpost',
        label: email ?? userId,
        secret,
      });
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
      return {
        ...view(row),
        type: 'totp' as const,
        totp: {
          qr_code: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
          secret,
          uri,
        },
      };
    },

    /** Starts a passkey: the factor (unverified) and the browser's registration options. */
    async enrollWebauthn(userId: string, friendlyName: string | null) {
      const email = await factors.emailOf(userId);
      const known = await factors.passkeyCredentialIds(userId);
      const row = await insertFactor({
        userId,
        factorType: 'webauthn',
        friendlyName: friendlyName || 'Passkey',
      });
      const options = await generateRegistrationOptions({
        rpName: 'Matchpost',
        rpID,
        userName: email ?? userId,
        attestationType: 'none',
        excludeCredentials: known.map((id) => ({ id })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const challenge = await newChallenge(userId, row.id, options.challenge);
      return {
        ...view(row),
        type: 'webauthn' as const,
        challenge_id: challenge.id,
        webauthn: { options },
      };
    },

    async challenge(userId: string, factorId: string) {
      const factor = await ownFactor(userId, factorId);
      // A locked factor gets no new challenge, and a phone no new SMS.
      await ensureAttemptsLeft(factor, Date.now());
      if (factor.factorType === 'webauthn') {
        if (factor.status !== 'verified' || !factor.credentialId) {
          throw AppError.of(400, 'MFA_CODE_INVALID');
        }
        const options = await generateAuthenticationOptions({
          rpID,
          allowCredentials: [
            {
              id: factor.credentialId,
              transports: (factor.transports?.split(',') ?? []) as AuthenticatorTransport[],
            },
          ],
          userVerification: 'preferred',
        });
        const started = await newChallenge(userId, factorId, options.challenge);
        return {
          id: started.id,
          type: factor.factorType,
          expires_at: Math.floor(started.expiresAt.getTime() / 1000),
          webauthn: { options },
        };
      }
      if (factor.factorType === 'phone' && !sms) throw AppError.of(409, 'MFA_PHONE_UNAVAILABLE');
      // A code by text message passes the number rules and the send limits before anything is
      // stored or sent.
      const message =
        factor.factorType === 'phone' && sms
          ? await sms.admit({
              userId,
              factorId,
              phone: factor.phone ?? '',
              verified: factor.status === 'verified',
            })
          : null;
      const challenge = await newChallenge(userId, factorId);
      const expiresAt = challenge.expiresAt;
      if (message && sms) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await factors.updateChallenge(challenge.id, { codeHash: hashCode(challenge.id, code) });
        await sms.send(
          message,
          `Dein Matchpost-Code: ${code} (gültig 5 Minuten) / Your Matchpost code: ${code}`,
        );
      }
      return {
        id: challenge.id,
        type: factor.factorType,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      };
    },

    /** Checks the code; on success the factor is verified and the session reaches aal2. */
    async verify(
      userId: string,
      sessionId: string,
      factorId: string,
      input: { challenge_id: string; code?: string | undefined; credential?: unknown },
    ) {
      const factor = await ownFactor(userId, factorId);
      const challenge = await factors.findChallenge(input.challenge_id, factorId);
      if (!challenge || challenge.verifiedAt) throw AppError.of(400, 'MFA_CODE_INVALID');
      if (challenge.expiresAt.getTime() < Date.now() || challenge.attempts >= MAX_ATTEMPTS) {
        throw AppError.of(400, 'MFA_CHALLENGE_EXPIRED');
      }
      const now = Date.now();
      await ensureAttemptsLeft(factor, now);
      await countAttempt(factor, now);
      await factors.updateChallenge(challenge.id, { attempts: challenge.attempts + 1 });

      let valid = false;
      if (factor.factorType === 'webauthn') {
        if (challenge.webauthnChallenge && input.credential) {
          valid = await verifyWebauthn(factor, challenge.webauthnChallenge, input.credential);
        }
      } else if (!input.code) {
        valid = false;
      } else if (factor.factorType === 'totp' && factor.secretCiphertext) {
        const secret = box.open(factor.secretCiphertext, [userId, factor.id]);
        const result = secret
          ? await verifyTotp({ secret, token: input.code, epochTolerance: 30 })
          : null;
        // The TOTP result carries the matched time step (otplib's shared result type omits it).
        const step = result && 'timeStep' in result ? Number(result.timeStep) : NaN;
        // A code works once: its time step must be newer than the last accepted one, whichever
        // session used that.
        valid =
          result?.valid === true &&
          Number.isInteger(step) &&
          (await factors.takeTotpStep(factor.id, step));
      } else if (factor.factorType === 'phone' && challenge.codeHash) {
        const expected = Buffer.from(challenge.codeHash);
        const given = Buffer.from(hashCode(challenge.id, input.code));
        valid = expected.length === given.length && timingSafeEqual(expected, given);
      }
      if (!valid) throw AppError.of(400, 'MFA_CODE_INVALID');

      await factors.completeVerification({
        userId,
        sessionId,
        factorId: factor.id,
        challengeId: challenge.id,
        at: new Date(),
      });
      return {
        aal: 'aal2' as const,
        factor: view({ ...factor, status: 'verified' }),
        // The check that made a new factor verified (its enrolment), not a sign-in with it.
        enrolled: factor.status === 'unverified',
      };
    },

    /** A verified factor can be removed only from a session that passed a second factor. */
    async remove(userId: string, factorId: string, currentLevel: 'aal1' | 'aal2') {
      const factor = await ownFactor(userId, factorId);
      if (factor.status === 'verified' && currentLevel !== 'aal2')
        throw AppError.of(403, 'MFA_REQUIRED');
      await factors.removeFactor(userId, factorId);
      return { id: factorId };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
