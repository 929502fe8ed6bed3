import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#server/logging/logger.ts';

/**
 * Text messages (one-time codes of the phone factor). The embedded default writes each message
 * to DATA_DIR/outbox as a .sms.txt file and logs it, like the mail outbox; a provider adapter
 * implements the same interface.
 */
export interface SmsSender {
  readonly kind: 'outbox';
  send(to: string, text: string): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly logger: Logger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    this.sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = to.replace(/[^0-9+]/g, '');
    const file = path.join(this.dir, `${stamp}-${process.pid}-${this.sequence}-${safeTo}.sms.txt`);
    await writeFile(file, `To: ${to}\n\n${text}\n`);
    this.logger.info('sms written to outbox', { to, file });
  }
}
