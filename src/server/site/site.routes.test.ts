import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { siteRoutes } from '#server/site/site.routes.ts';
import { siteSchema } from '#shared/site/site.schema.ts';

const base = { APP_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/matchpost-site-test' };

describe('GET /api/site', () => {
  it('names the configured operator', async () => {
    const config = loadConfig({
      ...base,
      OPERATOR_NAME: 'Verein Beispiel',
      OPERATOR_ADDRESS: 'Seeweg 4, 3000 Bern',
      OPERATOR_EMAIL: 'info@beispiel.ch',
    });
    const response = await siteRoutes(config).request('/');
    expect(response.status).toBe(200);
    expect(siteSchema.parse(await response.json())).toEqual({
      operator: {
        name: 'Verein Beispiel',
        address: 'Seeweg 4, 3000 Bern',
        email: 'info@beispiel.ch',
      },
    });
  });

  it('falls back to clear defaults', async () => {
    const response = await siteRoutes(loadConfig(base)).request('/');
    const { operator } = siteSchema.parse(await response.json());
    expect(operator.name).toBe('Matchpost');
    expect(operator.email).toBe('kontakt@matchpost.ch');
    expect(operator.address).toContain('Schweiz');
  });

  it('refuses an operator e-mail that is none', () => {
    expect(() => loadConfig({ ...base, OPERATOR_EMAIL: 'not-an-address' })).toThrow(
      /OPERATOR_EMAIL: expected an e-mail address/,
    );
  });
});
