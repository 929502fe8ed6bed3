import { describe, expect, it } from 'vitest';
import type { TestSession } from '#server/testing/auth.ts';
import { apiCall, healthOf } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import {
  twilioAccountSid as accountSid,
  twilioAuthToken as authToken,
  twilioDouble,
} from '#server/testing/twilio-double.ts';

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
  /** Started after the Twilio double (its port), closed before it. */
  const twilio = signedInServer({ anna: 'anna@uhc-thun.ch' }, double.env);

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
    // A Swiss mobile number Twilio cannot reach (a number out of service, say).
    double.state.unreachable.add('+41799990000');
    const { factor: refused, challenge } = await challengedPhone('+41799990000');
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
    // Each counted by its outcome on /api/metrics.
    const metrics = await (await fetch(`${twilio.server.url}/api/metrics`)).text();
    expect(metrics).toContain('matchpost_sms_messages_total{country="CH",outcome="refused"} 1\n');
    expect(metrics).toContain('matchpost_sms_messages_total{country="CH",outcome="failed"} 1\n');
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
