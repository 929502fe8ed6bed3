import { writeFile } from 'node:fs/promises';
import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logging/logger.ts';
import { OutboxFolder } from '#server/outbox-folder.ts';

/**
 * Text messages (one-time codes of the phone factor), picked by `SMS_PROVIDER`: Twilio's Messages
 * API in production, the outbox (each message a .sms.txt file in DATA_DIR/outbox, logged) as the
 * embedded default, or none, which switches the phone factor off.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** Resolves once the provider took the message; rejects with an `SmsError` otherwise. */
  send(to: string, text: string): Promise<void>;
}

/** A message the provider did not take. `recipient`: the number itself was refused. */
export class SmsError extends Error {
  override name = 'SmsError';
  constructor(
    message: string,
    readonly recipient: boolean,
  ) {
    super(message);
  }
}

export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  private readonly outbox: OutboxFolder;

  constructor(
    dir: string,
    private readonly logger: Logger,
  ) {
    this.outbox = new OutboxFolder(dir);
  }

  async send(to: string, text: string): Promise<void> {
    const file = await this.outbox.nextFile(`-${to.replace(/[^0-9+]/g, '')}.sms.txt`);
    await writeFile(file, `To: ${to}\n\n${text}\n`);
    this.logger.info('sms written to outbox', { to, file });
  }
}

/** Twilio's error codes that name the recipient: invalid number, not a mobile, unreachable. */
const recipientErrors = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A +E.164 number, an alphanumeric sender id, or a messaging service SID (MG...). */
  from: string;
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`,
 * `Body` and `From` (or `MessagingServiceSid`), HTTP basic auth with the account SID and token.
 * It answers 201 with the message resource; a refusal answers 4xx with `{code, message, status}`.
 */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;

  constructor(
    private readonly options: TwilioOptions,
    private readonly logger: Logger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.options;
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      apiUrl,
    );
    const form = new URLSearchParams({ To: to, Body: text });
    form.set(/^MG[0-9a-f]{32}$/.test(from) ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      this.logger.warn('sms provider unreachable', { error: String(error) });
      throw new SmsError('the SMS provider could not be reached', false);
    }
    if (response.status === 201 || response.status === 200) {
      const message = (await response.json().catch(() => ({}))) as { sid?: unknown };
      this.logger.info('sms sent', { sid: typeof message.sid === 'string' ? message.sid : null });
      return;
    }
    const refusal = (await response.json().catch(() => ({}))) as {
      code?: unknown;
      message?: unknown;
    };
    const code = typeof refusal.code === 'number' ? refusal.code : null;
    this.logger.warn('sms refused by the provider', {
      status: response.status,
      code,
      message: typeof refusal.message === 'string' ? refusal.message : null,
    });
    throw new SmsError(
      `the SMS provider answered ${response.status}`,
      code !== null && recipientErrors.has(code),
    );
  }
}

/** The sender the configuration asks for; null when text messages are off. */
export function createSmsSender(config: Config['sms'], logger: Logger): SmsSender | null {
  switch (config.kind) {
    case 'outbox':
      return new OutboxSmsSender(config.dir, logger);
    case 'twilio':
      return new TwilioSmsSender(config, logger);
    case 'off':
      return null;
  }
}
