/**
 * Outgoing e-mail. Adapters: an outbox that writes each mail as an .eml file under
 * DATA_DIR/outbox and logs its links (default), and SMTP through nodemailer.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
