import { z } from 'zod';

/**
 * The game-day mails of one team slot (ADR 026): GET and PUT /api/team-slots/:id/mails. Times
 * are Swiss time (Europe/Zurich) as 'HH:MM'; null turns that mail off. Off by default.
 */
export const mailTimeSchema = z
  .string({ message: 'MAIL_TIME_INVALID' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'MAIL_TIME_INVALID' });

export const MAX_PREVIEW_DAYS_BEFORE = 7;

/** N days before the game day (0: on the day) at a Swiss time of day: a preview's schedule. */
export const previewScheduleSchema = z
  .object({
    daysBefore: z
      .number({ message: 'MAIL_DAYS_BEFORE_INVALID' })
      .int({ message: 'MAIL_DAYS_BEFORE_INVALID' })
      .min(0, { message: 'MAIL_DAYS_BEFORE_INVALID' })
      .max(MAX_PREVIEW_DAYS_BEFORE, { message: 'MAIL_DAYS_BEFORE_INVALID' }),
    time: mailTimeSchema,
  })
  .strict();

export const mailSettingsSchema = z
  .object({
    /** The finished post, N days before the game day (0: on the day) at a time of day. */
    preview: previewScheduleSchema.nullable(),
    /** The result post the morning after the game day, at a time of day. */
    result: z.object({ time: mailTimeSchema }).strict().nullable(),
  })
  .strict();
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailOffSettings: MailSettings = { preview: null, result: null };

/** The kinds of game-day mail; each is turned off on its own by its unsubscribe link. */
export const mailKinds = ['preview', 'result'] as const;
export type MailKind = (typeof mailKinds)[number];
