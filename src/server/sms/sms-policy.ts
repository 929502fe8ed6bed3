import { hitRateLimit } from '#server/auth/address-rate-limit.ts';
import type { RateLimitRepository } from '#server/auth/rate-limit.repository.ts';
import { AppError } from '#server/http/app-error.ts';
import { smsAllowed, smsDestination, type SmsDestination } from '#server/sms/phone-numbers.ts';
import { SmsError, type SmsSender } from '#server/sms/sms-sender.ts';

/** What became of a text message asked for (the metrics' `outcome`). */
export type SmsOutcome = 'sent' | 'limited' | 'refused' | 'failed';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Send limits of phone-factor codes (ADR 051), fixed windows counted in the rate_limits table so
 * they hold across processes: per factor one a minute and 5 an hour, per user 10 a day. The caps
 * across users per destination country and prefix come from the configuration.
 */
export const SMS_LIMITS = {
  perFactor: [
    { max: 1, windowSeconds: 60 },
    { max: 5, windowSeconds: 60 * 60 },
  ],
  perUser: { max: 10, windowSeconds: DAY_SECONDS },
  acrossUsersWindowSeconds: DAY_SECONDS,
} as const;

/** Which numbers get codes and how many a day across users (SMS_COUNTRIES, SMS_DAILY_MAX_*). */
export interface SmsPolicyOptions {
  /** ISO 3166 codes of the countries whose mobile numbers get codes ('CH'). */
  countries: readonly string[];
  /** Codes a day to one country, and to one prefix (+41791), each for new and for verified numbers. */
  dailyMaxPerCountry: number;
  dailyMaxPerPrefix: number;
}

export interface SmsPolicyDeps extends SmsPolicyOptions {
  sender: SmsSender;
  counters: RateLimitRepository;
  /** Counts one message asked for by its country ('none' for a number of no country). */
  count?: (country: string, outcome: SmsOutcome) => void;
  now?: () => number;
}

/** A code to send to one of the user's phone factors. */
export interface SmsRequest {
  userId: string;
  factorId: string;
  phone: string;
  /** A verified factor: its number received a code before (sign-in codes, not set-up codes). */
  verified: boolean;
}

/** A message the limits let through, ready to send. */
export interface AdmittedSms {
  phone: string;
  destination: SmsDestination;
}

/**
 * The rules every phone-factor code passes before the provider sends it: only mobile numbers of
 * the allowed countries, and the send limits. Each message asked for is counted by outcome.
 */
export function createSmsPolicy(deps: SmsPolicyDeps) {
  const { sender, counters, countries, now = () => Date.now() } = deps;
  const count = (destination: SmsDestination, outcome: SmsOutcome) =>
    deps.count?.(destination.country ?? 'none', outcome);

  /** 400 MFA_PHONE_NOT_ALLOWED, counted as refused, unless the number may get codes. */
  function allowedDestination(phone: string): SmsDestination {
    const destination = smsDestination(phone);
    if (smsAllowed(destination, countries)) return destination;
    count(destination, 'refused');
    throw AppError.of(400, 'MFA_PHONE_NOT_ALLOWED', { countries: countries.join(', ') });
  }

  /**
   * The windows a message counts against, narrowest first: a message held back by one is not
   * counted by the later ones, so one user's refused requests never use up the caps of all.
   * New and verified numbers have caps of their own: numbers that never received a code cannot
   * use up the sign-in codes of the people who have one.
   */
  function windows(request: SmsRequest, destination: SmsDestination) {
    const budget = request.verified ? 'verified' : 'new';
    const [minute, hour] = SMS_LIMITS.perFactor;
    const day = SMS_LIMITS.acrossUsersWindowSeconds;
    return [
      { key: `sms:factor:${request.factorId}:minute`, ...minute },
      { key: `sms:factor:${request.factorId}:hour`, ...hour },
      { key: `sms:user:${request.userId}`, ...SMS_LIMITS.perUser },
      {
        key: `sms:prefix:${destination.prefix}:${budget}`,
        max: deps.dailyMaxPerPrefix,
        windowSeconds: day,
      },
      {
        key: `sms:country:${destination.country ?? 'none'}:${budget}`,
        max: deps.dailyMaxPerCountry,
        windowSeconds: day,
      },
    ];
  }

  return {
    kind: sender.kind,

    /** Checks a number for a new phone factor: 400 MFA_PHONE_NOT_ALLOWED when it gets no codes. */
    accept(phone: string): void {
      allowedDestination(phone);
    },

    /**
     * Counts a message against every limit before it is sent, so requests arriving together
     * cannot slip past one. The number is checked again: a factor added before the rules, or
     * before SMS_COUNTRIES was narrowed, gets nothing. Beyond a limit 429 MFA_SMS_LIMITED with
     * Retry-After.
     */
    async admit(request: SmsRequest): Promise<AdmittedSms> {
      const destination = allowedDestination(request.phone);
      const at = now();
      for (const { key, max, windowSeconds } of windows(request, destination)) {
        const wait = await hitRateLimit(counters, key, max, windowSeconds, at);
        if (wait > 0) {
          count(destination, 'limited');
          throw AppError.of(429, 'MFA_SMS_LIMITED', { minutes: Math.ceil(wait / 60) }).retryAfter(
            wait,
          );
        }
      }
      return { phone: request.phone, destination };
    },

    /** Sends an admitted message; a number the provider refuses is 400, its failure 503. */
    async send(message: AdmittedSms, text: string): Promise<void> {
      try {
        await sender.send(message.phone, text);
      } catch (error) {
        if (!(error instanceof SmsError)) throw error;
        count(message.destination, error.recipient ? 'refused' : 'failed');
        throw error.recipient
          ? AppError.of(400, 'MFA_PHONE_REFUSED')
          : AppError.of(503, 'MFA_SMS_FAILED');
      }
      count(message.destination, 'sent');
    },
  };
}

export type SmsPolicy = ReturnType<typeof createSmsPolicy>;
