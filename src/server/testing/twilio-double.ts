import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export const twilioAccountSid = `AC${'5e'.repeat(16)}`;
export const twilioAuthToken = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';

/** One request Twilio's Messages API received. */
export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface TwilioDouble {
  /** Every request, in the order they arrived. */
  readonly received: TwilioRequest[];
  /** Numbers refused as unreachable (Twilio's 21612), and whether every request fails (500). */
  readonly state: { failing: boolean; unreachable: Set<string> };
  /** The server's settings for this double (read after the file's hooks started it). */
  env(): Record<string, string>;
}

/** Twilio's answer to a message it accepted: 201 with the message resource. */
function messageResource(form: Record<string, string>) {
  const sid = `SM${'0f'.repeat(16)}`;
  return {
    sid,
    account_sid: twilioAccountSid,
    to: form.To,
    from: form.From ?? null,
    messaging_service_sid: form.MessagingServiceSid ?? null,
    body: form.Body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${twilioAccountSid}/Messages/${sid}.json`,
  };
}

/**
 * A stand-in for Twilio's Messages API on local HTTP, started before the file's tests and closed
 * after them, answering in its shapes: 201 with the message resource, 400 with
 * `{code, message, more_info, status}` for a number it cannot reach, and 500 while `failing`.
 */
export function twilioDouble(): TwilioDouble {
  const received: TwilioRequest[] = [];
  const state = { failing: false, unreachable: new Set<string>() };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (state.failing) {
        response.statusCode = 500;
        response.end(
          JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }),
        );
        return;
      }
      if (state.unreachable.has(form.To ?? '')) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            code: 21612,
            message: `The 'To' phone number: ${form.To}, is not currently reachable using the 'From' phone number: ${form.From} via SMS.`,
            more_info: 'https://www.twilio.com/docs/errors/21612',
            status: 400,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify(messageResource(form)));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    received,
    state,
    env: () => ({
      TWILIO_ACCOUNT_SID: twilioAccountSid,
      TWILIO_AUTH_TOKEN: twilioAuthToken,
      TWILIO_FROM: '+41445550100',
      TWILIO_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    }),
  };
}
