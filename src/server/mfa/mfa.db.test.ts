import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

const t = signedInServer({ anna: 'anna@uhc-thun.ch', ben: 'ben@vbc-zuerich.ch' });

async function call(session: TestSession | null, method: string, route: string, body?: unknown) {
  const response = await apiCall(t.server.url, session, method, route, body);
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
}

async function latestSmsCode(): Promise<string> {
  const files = (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.sms.txt')).sort();
  const text = await readFile(path.join(t.server.outboxDir, files.at(-1) ?? ''), 'utf8');
  return /code: (\d{6})/i.exec(text)?.[1] ?? '';
}

describe('MFA factors', () => {
  let totpId = '';
  let totpSecret = '';

  it('enrols a TOTP factor with a QR code to scan', async () => {
    const { status, body } = await call(t.anna, 'POST', '/api/mfa/factors', {
      factor_type: 'totp',
      friendly_name: 'Handy',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      factor_type: 'totp',
      status: 'unverified',
      friendly_name: 'Handy',
    });
    expect(body.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(body.totp.uri).toMatch(/^otpauth:\/\/totp\/Matchpost:anna%40uhc-thun\.ch\?secret=/);
    totpId = body.id;
    totpSecret = body.totp.secret;
    const list = await call(t.anna, 'GET', '/api/mfa/factors');
    expect(list.body).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(JSON.stringify(list.body)).not.toContain(totpSecret);
  });

  it('refuses a wrong code and verifies a right one, raising the session to aal2', async () => {
    const challenge = await call(t.anna, 'POST', `/api/mfa/factors/${totpId}/challenge`);
    expect(challenge.status).toBe(200);
    const wrong = await call(t.anna, 'POST', `/api/mfa/factors/${totpId}/verify`, {
      challenge_id: challenge.body.id,
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('MFA_CODE_INVALID');
    const code = await generate({ secret: totpSecret });
    const right = await call(t.anna, 'POST', `/api/mfa/factors/${totpId}/verify`, {
      challenge_id: challenge.body.id,
      code,
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ aal: 'aal2', factor: { status: 'verified' } });
    expect(right.body.expires_in).toBeGreaterThan(6 * 24 * 3600);
    const reused = await call(t.anna, 'POST', `/api/mfa/factors/${totpId}/verify`, {
      challenge_id: challenge.body.id,
      code,
    });
    expect(reused.status).toBe(400);
    const list = await call(t.anna, 'GET', '/api/mfa/factors');
    expect(list.body).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('asks a new sign-in for the second step before anything else works', async () => {
    const again = await signInTestUser(t.server.url, t.server.outboxDir, 'anna@uhc-thun.ch');
    const profile = await call(again, 'GET', '/api/profile');
    expect(profile.status).toBe(401);
    expect(profile.body.error.code).toBe('MFA_REQUIRED');
    const me = await call(again, 'GET', '/api/me');
    expect(me.body).toMatchObject({ aal: 'aal1', mfaPending: true });
    // No access token either: that would be a way around the second step.
    const token = await call(again, 'GET', '/api/auth/token');
    expect(token.status).toBe(401);
    expect(token.body.error.code).toBe('MFA_REQUIRED');

    const challenge = await call(again, 'POST', `/api/mfa/factors/${totpId}/challenge`);
    // The code of the next time step: the current one was used above, and a code works once.
    const code = await generate({
      secret: totpSecret,
      epoch: Math.floor(Date.now() / 1000) + 30,
    });
    await call(again, 'POST', `/api/mfa/factors/${totpId}/verify`, {
      challenge_id: challenge.body.id,
      code,
    });
    expect((await call(again, 'GET', '/api/profile')).status).toBe(200);
  });

  it('sends the phone factor code by SMS (outbox) and verifies it', async () => {
    const enrol = await call(t.ben, 'POST', '/api/mfa/factors', {
      factor_type: 'phone',
      phone: '+41 79 123 45 67',
    });
    expect(enrol.status).toBe(201);
    expect(enrol.body).toMatchObject({ factor_type: 'phone', phone: '+41791234567' });
    const challenge = await call(t.ben, 'POST', `/api/mfa/factors/${enrol.body.id}/challenge`);
    const code = await latestSmsCode();
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(t.ben, 'POST', `/api/mfa/factors/${enrol.body.id}/verify`, {
      challenge_id: challenge.body.id,
      code,
    });
    expect(verified.body).toMatchObject({ aal: 'aal2' });
  });

  it('validates enrolment input', async () => {
    const type = await call(t.ben, 'POST', '/api/mfa/factors', { factor_type: 'sms' });
    expect(type.body.error).toMatchObject({
      code: 'MFA_FACTOR_TYPE_INVALID',
      message: 'Faktortyp muss totp oder phone sein',
    });
    const phone = await call(t.ben, 'POST', '/api/mfa/factors', { factor_type: 'phone' });
    expect(phone.body.error.code).toBe('MFA_PHONE_REQUIRED');
  });

  it('allows at most 10 factors per user', async () => {
    const carla = await signInTestUser(t.server.url, t.server.outboxDir, 'carla@club.ch');
    for (let i = 0; i < 10; i++) {
      expect((await call(carla, 'POST', '/api/mfa/factors', { factor_type: 'totp' })).status).toBe(
        201,
      );
    }
    const eleventh = await call(carla, 'POST', '/api/mfa/factors', { factor_type: 'totp' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error.code).toBe('MFA_FACTOR_LIMIT');
  });

  it("never reaches another user's factors", async () => {
    expect((await call(t.ben, 'POST', `/api/mfa/factors/${totpId}/challenge`)).status).toBe(404);
    expect((await call(t.ben, 'DELETE', `/api/mfa/factors/${totpId}`)).status).toBe(404);
    const list = await call(t.ben, 'GET', '/api/mfa/factors');
    expect(list.body.factors.map((f: { id: string }) => f.id)).not.toContain(totpId);
  });

  it('removes a verified factor only from a session at aal2', async () => {
    const remove = await call(t.anna, 'DELETE', `/api/mfa/factors/${totpId}`);
    expect(remove.status).toBe(200);
    const list = await call(t.anna, 'GET', '/api/mfa/factors');
    expect(list.body).toMatchObject({ factors: [], nextLevel: 'aal1' });
  });
});
