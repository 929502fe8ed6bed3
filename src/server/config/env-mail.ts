import { z } from 'zod';
import { urlString, wholeNumber } from '#server/config/env-values.ts';
import { isSmsCountry } from '#server/sms/phone-numbers.ts';

/** Mail by SMTP (or the outbox), and text messages for the phone factor. */
export const mailShape = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Matchpost <no-reply@matchpost.local>'),

  // Text messages (phone-factor codes): Twilio's Messages API, the outbox, or off.
  SMS_PROVIDER: z
    .enum(['outbox', 'twilio', 'off'], { message: 'expected outbox, twilio or off' })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, { message: 'expected a Twilio account SID (AC and 32 hex digits)' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { message: 'expected a Twilio auth token' }).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-f]{32}|[A-Za-z][A-Za-z0-9 ]{2,10})$/, {
      message:
        'expected the sender: a +E.164 number, a messaging service SID (MG...) or an alphanumeric sender id',
    })
    .optional(),
  TWILIO_API_URL: urlString('an http(s) URL').default('https://api.twilio.com'),
  // Whose mobile numbers get codes, and how many a day across users (ADR 051).
  SMS_COUNTRIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code !== ''),
    )
    .refine((codes) => codes.length > 0 && codes.every(isSmsCountry), {
      message: 'expected two-letter country codes separated by commas, like CH,DE,AT,FR,IT,LI',
    })
    .default(['CH', 'DE', 'AT', 'FR', 'IT', 'LI']),
  SMS_DAILY_MAX_PER_COUNTRY: wholeNumber('a whole number from 1 to 999999', 1, 999_999).default(
    500,
  ),
  SMS_DAILY_MAX_PER_PREFIX: wholeNumber('a whole number from 1 to 999999', 1, 999_999).default(100),
};

/** Game-day mails and the job queue they run on. */
export const gameDayShape = {
  // Game-day mails and the job queue they run on (ADR 026).
  GAME_DAY_MAILS: z.enum(['on', 'off'], { message: 'expected on or off' }).optional(),
  GAME_DAY_MAIL_TICK_SECONDS: wholeNumber(
    'a whole number of seconds from 1 to 3600',
    1,
    3600,
  ).default(30),
  JOB_LEASE_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(300),
  JOB_RETRY_DELAY_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(
    30,
  ),
  JOB_RETRY_LIMIT: wholeNumber('a whole number from 0 to 100', 0, 100).default(5),
  JOB_POLL_SECONDS: wholeNumber('a whole number of seconds from 1 to 60', 1, 60).default(2),
  JOB_MAINTENANCE_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(
    60,
  ),
};
