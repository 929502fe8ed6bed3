import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { OutboxMailer } from '#server/mail/outbox-mailer.ts';
import { SmtpMailer } from '#server/mail/smtp-mailer.ts';

export function createMailer(config: Config, logger: Logger): Mailer {
  const mail = config.mail;
  if (mail.kind === 'smtp') return new SmtpMailer(mail.url, mail.from);
  return new OutboxMailer(mail.dir, mail.from, logger);
}
