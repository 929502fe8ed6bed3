import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The outbox folder (DATA_DIR/outbox) of the embedded mail and text-message senders. Each message
 * is a file named by the time, the process and a sequence number, so that names sort in sending
 * order, even within one millisecond, and two processes sharing the folder never write one name.
 */
export class OutboxFolder {
  private sequence = 0;

  constructor(private readonly dir: string) {}

  /** The path of a file of that name in the folder, made first if it is not there yet. */
  async fileNamed(name: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return path.join(this.dir, name);
  }

  /** The path of the next message's file, its name ending in `ending`. */
  async nextFile(ending: string): Promise<string> {
    this.sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // Zero-padded, so that names sort in sending order even within one millisecond.
    const sequence = String(this.sequence).padStart(6, '0');
    return this.fileNamed(`${stamp}-${process.pid}-${sequence}${ending}`);
  }
}
