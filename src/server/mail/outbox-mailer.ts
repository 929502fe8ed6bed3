import { access, rename, writeFile } from 'node:fs/promises';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Logger } from '#server/logging/logger.ts';
import { OutboxFolder } from '#server/outbox-folder.ts';
import { composedMail, type Mailer, type MailMessage } from '#server/mail/mailer.ts';

/**
 * Links in a mail body, so a developer can follow a sign-in link from the log. Punctuation that
 * ends the sentence around a link ("...: https://x/y." or "(https://x/y)") is not part of it.
 */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) =>
    match[0].replace(/[.,;:!?)\]]+$/, ''),
  );
}

/**
 * The embedded default: every mail becomes an RFC 822 .eml file in DATA_DIR/outbox (open it with
 * any mail program) and its links are logged.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly outbox: OutboxFolder;

  constructor(
    dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.outbox = new OutboxFolder(dir);
  }

  async send(message: MailMessage): Promise<void> {
    const composer = new MailComposer(composedMail(message, this.from));
    const eml = await composer.compile().build();
    if (message.idempotencyKey) {
      await this.writeOnce(message, eml);
      return;
    }
    // The address stays out of the name: it is the sender's input, of any length and any characters.
    const file = await this.outbox.nextFile('.eml');
    await writeFile(file, eml);
    this.logger.info('mail written to outbox', {
      to: message.to,
      subject: message.subject,
      file,
      links: extractLinks(message.text),
    });
  }

  /**
   * A mail with an idempotency key goes to one file named after the key, written whole (a
   * temporary file renamed into place): handed over again after a crash, it is found there and
   * not written twice.
   */
  private async writeOnce(message: MailMessage, eml: Buffer): Promise<void> {
    const file = await this.fileOf(message.idempotencyKey!);
    const exists = await this.handedOff(message.idempotencyKey!);
    if (!exists) {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, eml);
      await rename(temporary, file);
    }
    this.logger.info('mail written to outbox', {
      to: message.to,
      subject: message.subject,
      file,
      again: exists,
      links: extractLinks(message.text),
    });
  }

  /** The one file of a mail with an idempotency key, named after the key. */
  private fileOf(idempotencyKey: string): Promise<string> {
    return this.outbox.fileNamed(`mail-${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`);
  }

  /**
   * Whether the mail of this key is in this outbox folder: its file is written whole (renamed
   * into place), so a file there is a mail handed over, and none is a mail that was not.
   */
  async handedOff(idempotencyKey: string): Promise<boolean> {
    return access(await this.fileOf(idempotencyKey)).then(
      () => true,
      () => false,
    );
  }

  async close(): Promise<void> {}
}
