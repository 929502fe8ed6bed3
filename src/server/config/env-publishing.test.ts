import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config/env.ts';
import { GRAPH_VERSION } from '#server/config/env-publishing.ts';

const root = mkdtempSync(path.join(tmpdir(), 'matchpost-env-publishing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 's'.repeat(40),
  APP_URL: 'https://matchpost.ch',
  BILLING: 'off',
  DATA_DIR: path.join(root, 'data'),
};
const credentials = {
  INSTAGRAM_APP_ID: '1234567890',
  INSTAGRAM_APP_SECRET: 'ig-secret-0123456789abcdef',
  FACEBOOK_APP_ID: '2345678901',
  FACEBOOK_APP_SECRET: 'fb-secret-0123456789abcdef',
};

function failure(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: path.join(root, 'data'), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('PUBLISHING', () => {
  it('is the demo double on the app origin outside production', () => {
    const config = loadConfig({
      DATA_DIR: path.join(root, 'data'),
      APP_URL: 'http://localhost:4000',
    });
    expect(config.publishing).toMatchObject({
      kind: 'demo',
      instagram: {
        authorizeUrl: 'http://localhost:4000/demo-meta/instagram/oauth/authorize',
        graphUrl: 'http://localhost:4000/demo-meta/instagram/graph',
      },
      facebook: {
        graphUrl: 'http://localhost:4000/demo-meta/facebook/graph',
        ruploadUrl: 'http://localhost:4000/demo-meta/facebook/rupload',
      },
    });
  });

  it('is off in production without the app credentials: publishing is not offered', () => {
    expect(loadConfig(production).publishing).toEqual({ kind: 'off' });
  });

  it("is Meta with the credentials, at Meta's hosts and one Graph version", () => {
    expect(loadConfig({ ...production, ...credentials }).publishing).toEqual({
      kind: 'meta',
      instagram: {
        appId: '1234567890',
        appSecret: 'ig-secret-0123456789abcdef',
        authorizeUrl: 'https://www.instagram.com/oauth/authorize',
        tokenUrl: 'https://api.instagram.com/oauth/access_token',
        graphUrl: 'https://graph.instagram.com',
      },
      facebook: {
        appId: '2345678901',
        appSecret: 'fb-secret-0123456789abcdef',
        authorizeUrl: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
        graphUrl: 'https://graph.facebook.com',
        ruploadUrl: 'https://rupload.facebook.com',
      },
    });
  });

  it('names the missing credentials of PUBLISHING=meta, and never repeats a secret', () => {
    expect(failure({ PUBLISHING: 'meta', INSTAGRAM_APP_ID: '1234567890' })).toBe(
      'Invalid configuration: INSTAGRAM_APP_SECRET, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: required when PUBLISHING is meta (the Instagram and Facebook app credentials)',
    );
    expect(failure({ INSTAGRAM_APP_SECRET: 'short secret' })).toBe(
      'Invalid configuration: INSTAGRAM_APP_SECRET: expected the Instagram app secret',
    );
    expect(failure({ PUBLISHING: 'yes' })).toBe(
      'Invalid configuration: PUBLISHING: expected meta, demo or off (got "yes")',
    );
  });

  it('can be switched off anywhere, and its worker is off under tests by default', () => {
    expect(loadConfig({ DATA_DIR: path.join(root, 'data'), PUBLISHING: 'off' }).publishing).toEqual(
      {
        kind: 'off',
      },
    );
    expect(
      loadConfig({ DATA_DIR: path.join(root, 'data'), NODE_ENV: 'test' }).publishingWorker,
    ).toEqual({
      enabled: false,
      tickMs: 15_000,
    });
    expect(loadConfig({ DATA_DIR: path.join(root, 'data') }).publishingWorker.enabled).toBe(true);
  });
});
