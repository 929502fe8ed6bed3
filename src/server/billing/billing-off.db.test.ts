import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logging/logger.ts';
import { apiCall, healthOf } from '#server/testing/api-call.ts';
import { signInTestUser } from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import { meSchema } from '#shared/accounts/me.schema.ts';

const appSecret = randomBytes(32).toString('base64url');

/** BILLING=off sells nothing; BILLING=demo in production runs, but never silently. */
describe('billing switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      APP_SECRET: appSecret,
      BILLING: 'off',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a checkout with a clear code in the user’s language; no demo pay page', async () => {
    const anna = await signInTestUser(server.url, server.outboxDir, 'anna@uhc-thun.ch');
    const health = await healthOf(server.url);
    expect(health).toMatchObject({ billing: 'off', warnings: [] });

    const refused = await apiCall(server.url, anna, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      interval: 'monthly',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'PAID_PLANS_UNAVAILABLE',
        message: 'Bezahlte Abos können hier zurzeit nicht gekauft werden',
      },
    });
    const english = await apiCall(
      server.url,
      anna,
      'POST',
      '/api/billing/checkout',
      { tier: 'amateur', interval: 'yearly' },
      { 'accept-language': 'en' },
    );
    expect(await english.json()).toMatchObject({
      error: {
        code: 'PAID_PLANS_UNAVAILABLE',
        message: 'Paid plans cannot be bought here at the moment',
      },
    });

    // A demo session made with this installation's secret is still no way in.
    for (const path of ['/api/billing/demo/checkout/anything', '/api/billing/demo/portal']) {
      expect((await apiCall(server.url, anna, 'GET', path)).status).toBe(404);
    }
    expect(
      (await apiCall(server.url, anna, 'POST', '/api/billing/demo/checkout/anything/pay')).status,
    ).toBe(404);
    const me = meSchema.parse(await (await apiCall(server.url, anna, 'GET', '/api/me')).json());
    expect(me.entitlements.tier).toBe('free');
  });
});

describe('the demo checkout named for a staging site', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      { NODE_ENV: 'production', APP_SECRET: appSecret, BILLING: 'demo' },
      createLogger({ level: 'warn', format: 'json', write: (line) => lines.push(line) }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('warns in the log at start and on /api/health', async () => {
    const warning =
      'BILLING=demo in production: the demo checkout activates paid plans without payment (for a staging site only)';
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(warning);
    const health = await healthOf(server.url);
    expect(health).toMatchObject({ billing: 'demo', warnings: [warning] });
  });
});
