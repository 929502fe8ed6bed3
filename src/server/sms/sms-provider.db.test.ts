import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';
import { apiCall, healthOf } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

const accountSid = `AC${'5e'.repeat(16)}`;
const authToken = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for Twilio's Messages API on local HTTP, answering in its shapes: 201 with the
 * message resource, 400 with `{code, message, more_info, status}` for a number it refuses
 * (+15005550001 is Twilio's own test number for 'invalid'), and 500 while `failing` is set.
 */
function twilioDouble() {
  const received: Received[] = [];
  const state = { failing: false };
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
      if (form.To === '+15005550001') {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            code: 21211,
            message: "The 'To' number +15005550001 is not a valid phone number.",
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          sid: `SM${'0f'.repeat(16)}`,
          account_sid: accountSid,
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
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/SM${'0f'.repeat(16)}.json`,
        }),
      );
    });
  });
  return { server, received, state };
}

async function call(
  server: TestServer,
  session: TestSession,
  method: string,
  route: string,
  body?: unknown,
) {
  const response = await apiCall(server.url, session, method, route, body);
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
}

describe('phone codes through Twilio', () => {
  const double = twilioDouble();
  beforeAll(async () => {
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => double.server.close(resolve));
  });
  /** Started after the Twilio double (its port), closed before it. */
  const twilio = signedInServer({ anna: 'anna@uhc-thun.ch' }, () => ({
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: '+41445550100',
    TWILIO_API_URL: `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`,
  }));

  /** Anna's new phone factor for `phone` and the answer to its first challenge. */
  async function challengedPhone(phone: string) {
    const factor = await call(twilio.server, twilio.anna, 'POST', '/api/mfa/factors', {
      factor_type: 'phone',
      phone,
    });
    const challenge = await call(
      twilio.server,
      twilio.anna,
      'POST',
      `/api/mfa/factors/${factor.body.id}/challenge`,
    );
    return { factor, challenge };
  }

  it('sends the code as Twilio expects it and verifies the factor with it', async () => {
    const health = await healthOf(twilio.server.url);
    expect(health.sms).toBe('twilio');
    const list = await call(twilio.server, twilio.anna, 'GET', '/api/mfa/factors');
    expect(list.body.phoneAvailable).toBe(true);

    const { factor, challenge } = await challengedPhone('+41 79 123 45 67');
    expect(factor.status).toBe(201);
    expect(challenge.status).toBe(200);

    const sent = double.received.at(-1);
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.form.To).toBe('+41791234567');
    expect(sent?.form.From).toBe('+41445550100');
    const code = /code: (\d{6})/i.exec(sent?.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call(
      twilio.server,
      twilio.anna,
      'POST',
      `/api/mfa/factors/${factor.body.id}/verify`,
      {
        challenge_id: challenge.body.id,
        code,
      },
    );
    expect(verified.status).toBe(200);
    const after = await call(twilio.server, twilio.anna, 'GET', '/api/mfa/factors');
    expect(after.body.factors).toContainEqual(
      expect.objectContaining({ id: factor.body.id, status: 'verified' }),
    );
  });

  it('names a number Twilio refuses, and says so when Twilio fails', async () => {
    const { factor: refused, challenge } = await challengedPhone('+15005550001');
    expect(refused.status).toBe(201);
    expect(challenge.status).toBe(400);
    expect(challenge.body.error.code).toBe('MFA_PHONE_REFUSED');

    double.state.failing = true;
    try {
      const { challenge: failed } = await challengedPhone('+41791112233');
      expect(failed.status).toBe(503);
      expect(failed.body.error.code).toBe('MFA_SMS_FAILED');
      expect(JSON.stringify(failed.body)).not.toContain('20500');
    } finally {
      double.state.failing = false;
    }
  });
});

describe('without a text-message provider', () => {
  const off = signedInServer({ ben: 'ben@vbc-zuerich.ch' }, { SMS_PROVIDER: 'off' });

  it('switches the phone factor off and says so in the user language', async () => {
    const health = await healthOf(off.server.url);
    expect(health.sms).toBe('off');
    const list = await call(off.server, off.ben, 'GET', '/api/mfa/factors');
    expect(list.body.phoneAvailable).toBe(false);
    const response = await off.call(
      off.ben,
      'POST',
      '/api/mfa/factors',
      { factor_type: 'phone', phone: '+41791234567' },
      { 'accept-language': 'fr-CH' },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('MFA_PHONE_UNAVAILABLE');
    expect(body.error.message).toContain('SMS ne sont pas disponibles');
    const after = await call(off.server, off.ben, 'GET', '/api/mfa/factors');
    expect(after.body.factors).toEqual([]);
    // An authenticator app still works.
    const totp = await call(off.server, off.ben, 'POST', '/api/mfa/factors', {
      factor_type: 'totp',
    });
    expect(totp.status).toBe(201);
  });
});
