import nodemailer, { type Transporter } from 'nodemailer';
import { composedMail, type Mailer, type MailMessage } from '#server/mail/mailer.ts';

export interface SmtpMailerOptions {
  /**
   * How long to wait for the connection, the greeting and each reply. nodemailer's own defaults
   * (up to ten minutes for a silent socket) would hold a sign-in request open that long.
   */
  timeoutMs?: number;
}

/** Mail through an SMTP server given as a URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    options: SmtpMailerOptions = {},
  ) {
    const timeoutMs = options.timeoutMs ?? 20_000;
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(composedMail(message, this.from));
  }

  /** An SMTP server cannot be asked whether it took a message: unknown. */
  async handedOff(_idempotencyKey: string): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
