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
  /**
   * Hands the mail over. A rejection for which `notHandedOff` holds means it surely was not
   * taken; any other leaves it open whether the receiving side has it.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Whether a mail with this idempotency key was handed over before, where the mailer can tell:
   * the outbox by its file; null where it cannot (an SMTP server keeps no record we could ask).
   */
  handedOff(idempotencyKey: string): Promise<boolean | null>;
  close(): Promise<void>;
}

/**
 * nodemailer's codes for a send the server surely did not take: the name not found, refused
 * credentials, a refused sender or recipient, a message refused before or after its data.
 */
const refusedCodes = new Set(['EDNS', 'EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE']);
/**
 * A connection that never came up: nodemailer answers ESOCKET or ECONNECTION and keeps the
 * system's code, which only connecting or looking up the name gives.
 */
const unconnected = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether a failed send surely did not hand the mail over. A connection lost, closed or timed out
 * once the message was on its way is not such a failure: the server may have taken it.
 */
export function notHandedOff(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, originalCode, responseCode } = error as Record<string, unknown>;
  if (typeof responseCode === 'number' && responseCode >= 400) return true;
  if (typeof code === 'string' && refusedCodes.has(code)) return true;
  return typeof originalCode === 'string' && unconnected.has(originalCode);
}
