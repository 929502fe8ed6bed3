import { createHmac, randomInt } from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import type { MfaRecoveryRepository } from '#server/mfa/mfa-recovery.repository.ts';
import type { MfaRepository } from '#server/mfa/mfa.repository.ts';
import { CODE_ATTEMPTS } from '#server/mfa/mfa.service.ts';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '#shared/mfa/recovery-codes.ts';

/**
 * Recovery codes for the second factor: a set of single-use codes, given when the user's first
 * factor is verified and again on request (the old set then stops working), each of which passes
 * the second step once in place of a factor. Only an HMAC of each code is stored. Wrong codes are
 * counted like a factor's (5 per window, and toward the user's 10 over all factors), so the codes
 * cannot be guessed where a factor's code could not.
 */
export interface MfaRecoveryDeps {
  codes: MfaRecoveryRepository;
  factors: MfaRepository;
  appSecret: string;
  now?: () => Date;
}

export function createMfaRecoveryService({
  codes,
  factors,
  appSecret,
  now = () => new Date(),
}: MfaRecoveryDeps) {
  /** The stored form: keyed with the app secret, so a copy of the table alone tells nothing. */
  const hash = (userId: string, code: string) =>
    createHmac('sha256', appSecret)
      .update(`mfa-recovery v1:${userId}:${normalizeRecoveryCode(code)}`)
      .digest('base64url');

  function newSet(userId: string): { shown: string[]; hashes: string[] } {
    const shown = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      formatRecoveryCode(
        Array.from(
          { length: RECOVERY_CODE_LENGTH },
          () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
        ).join(''),
      ),
    );
    return { shown, hashes: shown.map((code) => hash(userId, code)) };
  }

  function locked(until: number, at: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((until - at) / 1000));
    return AppError.of(
      429,
      'MFA_LOCKED',
      { minutes: Math.ceil(retryAfterSeconds / 60) },
      { retry_after_seconds: retryAfterSeconds },
    );
  }

  /** Throws MFA_LOCKED when the user's code attempts (factors and recovery codes) exceed `max`. */
  async function checkUserAttempts(userId: string, windowStart: Date, max: number, at: number) {
    const user = await factors.userAttempts(userId, windowStart);
    if (user.attempts > max && user.oldestSince) {
      throw locked(user.oldestSince.getTime() + CODE_ATTEMPTS.windowMs, at);
    }
  }

  return {
    /** How many unused codes the user has; null when they have no set. */
    async left(userId: string): Promise<number | null> {
      return (await codes.find(userId))?.codeHashes.length ?? null;
    },

    /** A first set when the user has none yet (their first factor was just verified), else null. */
    async issueFirst(userId: string): Promise<string[] | null> {
      const set = newSet(userId);
      return (await codes.insertIfNone(userId, set.hashes, now())) ? set.shown : null;
    },

    /**
     * A new set in place of the old one, for a session that passed its second factor: a session
     * still at aal1 (or a user without a factor) could otherwise replace the codes of a factor it
     * never passed.
     */
    async regenerate(userId: string, currentLevel: 'aal1' | 'aal2'): Promise<string[]> {
      if ((await factors.countFactors(userId, 'verified')) === 0) {
        throw AppError.of(409, 'MFA_RECOVERY_NO_FACTOR');
      }
      if (currentLevel !== 'aal2') throw AppError.of(403, 'MFA_REQUIRED');
      const set = newSet(userId);
      await codes.replace(userId, set.hashes, now());
      return set.shown;
    },

    /** With the user's last factor gone, no second step is asked and the codes go too. */
    async clear(userId: string): Promise<void> {
      await codes.remove(userId);
    },

    /** Passes the second step with one unused code, which is then used up. */
    async verify(userId: string, sessionId: string, code: string) {
      const row = await codes.find(userId);
      if (!row || row.codeHashes.length === 0) {
        throw AppError.of(400, 'MFA_RECOVERY_CODE_INVALID');
      }
      const at = now();
      const windowStart = new Date(at.getTime() - CODE_ATTEMPTS.windowMs);
      // Locked already: refused before the attempt is counted or the code looked at.
      const since = row.attemptsSince?.getTime() ?? 0;
      if (since >= windowStart.getTime() && row.attempts >= CODE_ATTEMPTS.perFactor) {
        throw locked(since + CODE_ATTEMPTS.windowMs, at.getTime());
      }
      await checkUserAttempts(userId, windowStart, CODE_ATTEMPTS.perUser - 1, at.getTime());
      // Counted before the code is checked, so parallel guesses cannot slip past the limit.
      const counted = await codes.countAttempt(userId, windowStart, at);
      if (counted && counted.attempts > CODE_ATTEMPTS.perFactor) {
        throw locked(counted.since.getTime() + CODE_ATTEMPTS.windowMs, at.getTime());
      }
      await checkUserAttempts(userId, windowStart, CODE_ATTEMPTS.perUser, at.getTime());

      if (!(await codes.take(userId, hash(userId, code)))) {
        throw AppError.of(400, 'MFA_RECOVERY_CODE_INVALID');
      }
      await codes.completeRecovery(userId, sessionId, at);
      return {
        aal: 'aal2' as const,
        codes_left: (await codes.find(userId))?.codeHashes.length ?? 0,
      };
    },
  };
}

export type MfaRecoveryService = ReturnType<typeof createMfaRecoveryService>;
