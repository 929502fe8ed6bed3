/**
 * Outgoing e-mail. Adapters: an outbox that writes each mail as an .eml file under
 * DATA_DIR/outbox and logs its links (default), and SMTP through nodemailer.
 */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set: the picture is shown in the HTML body as `cid:<cid>`. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * A stable key for a mail that may be handed over again after a crash (game-day mails): it
   * makes the Message-ID, so a receiver sees the same message; the outbox writes it to one file
   * named after it, so a second hand-off replaces nothing and adds nothing.
   */
  idempotencyKey?: string;
}

/** The Message-ID of a mail with an idempotency key: the same for every hand-off. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'matchpost.local';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`;
}

/** The message as nodemailer composes it (the outbox's .eml and SMTP alike), from `from`. */
export function composedMail(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    headers: message.headers,
    ...(message.idempotencyKey ? { messageId: messageIdOf(message.idempotencyKey, from) } : {}),
  };
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
