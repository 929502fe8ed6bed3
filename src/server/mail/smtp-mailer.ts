import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';

/** Mail through an SMTP server given as a URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
