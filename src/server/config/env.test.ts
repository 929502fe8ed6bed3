import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '#server/config/env.ts';
import { projectRoot } from '#server/paths.ts';

const root = mkdtempSync(path.join(tmpdir(), 'matchpost-env-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A fresh DATA_DIR per test, so generated secrets never leak between tests. */
const dataDir = () => path.join(root, `data-${++dirs}`);
const secret = 'k'.repeat(40);

/** The one-line message a wrong environment stops with. */
function failure(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('runs every part embedded when nothing is set', () => {
    // DATA_DIR defaults to ./data: run from a temp dir so the repo's own data stays untouched.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const config = loadConfig({});
      const data = path.join(root, 'data');
      expect(config).toMatchObject({
        env: 'development',
        isProduction: false,
        port: 3000,
        host: '0.0.0.0',
        trustProxy: false,
        appUrl: 'http://localhost:3000',
        dataDir: data,
        log: { level: 'info', format: 'pretty' },
        database: { kind: 'pglite', dir: path.join(data, 'db') },
        storage: { kind: 'disk', dir: path.join(data, 'storage') },
        mail: {
          kind: 'outbox',
          dir: path.join(data, 'outbox'),
          from: 'Matchpost <no-reply@matchpost.local>',
        },
        billing: { kind: 'demo' },
        sports: {
          mode: 'auto',
          unihockeyUrl: 'https://api-v2.swissunihockey.ch',
          volleyUrl: 'https://api.volleyball.ch',
          handballUrl: 'https://clubapi.handball.ch/rest/v1',
        },
      });
      expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(data, 'app-secret'), 'utf8')).toBe(config.appSecret);
    } finally {
      process.chdir(cwd);
    }
  });

  it('treats empty values as unset, as .env files write them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '',
      DATABASE_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      APP_URL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.storage.kind).toBe('disk');
    expect(config.mail.kind).toBe('outbox');
    expect(config.billing.kind).toBe('demo');
  });

  it('derives the app URL from the port and trims a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://matchpost.ch/' }).appUrl).toBe(
      'https://matchpost.ch',
    );
  });
});

describe('loadConfig switches to the production parts', () => {
  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const url = 'postgresql://matchpost:pw@db.internal:5432/matchpost';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'matchpost-files',
      S3_ENDPOINT: 'https://s3.example.ch/',
      S3_REGION: 'eu-central-2',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'matchpost-files',
      endpoint: 'https://s3.example.ch',
      region: 'eu-central-2',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI',
      forcePathStyle: false,
    });
    // On AWS itself the SDK finds the credentials (instance role, environment).
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'matchpost-files' }).storage).toMatchObject(
      {
        kind: 's3',
        endpoint: undefined,
        region: 'us-east-1',
        forcePathStyle: true,
      },
    );
  });

  it('sends mail over SMTP when SMTP_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://user:pass@smtp.example.ch:465',
      MAIL_FROM: 'Matchpost <hallo@matchpost.ch>',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://user:pass@smtp.example.ch:465',
      from: 'Matchpost <hallo@matchpost.ch>',
    });
  });

  it('sends phone codes with Twilio when its account is set, else to the outbox or nowhere', () => {
    const sid = `AC${'0a'.repeat(16)}`;
    const twilio = loadConfig({
      DATA_DIR: dataDir(),
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 't'.repeat(32),
      TWILIO_FROM: 'Matchpost',
    });
    expect(twilio.sms).toEqual({
      kind: 'twilio',
      accountSid: sid,
      authToken: 't'.repeat(32),
      from: 'Matchpost',
      apiUrl: 'https://api.twilio.com',
    });
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sms).toEqual({
      kind: 'outbox',
      dir: path.join(dir, 'outbox'),
    });
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_PROVIDER: 'off' }).sms).toEqual({ kind: 'off' });
    expect(
      failure({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid }).startsWith(
        'Invalid configuration: TWILIO_AUTH_TOKEN, TWILIO_FROM: required to send text messages',
      ),
    ).toBe(true);
    expect(failure({ TWILIO_ACCOUNT_SID: 'SK123' })).toBe(
      'Invalid configuration: TWILIO_ACCOUNT_SID: expected a Twilio account SID (AC and 32 hex digits) (got "SK123")',
    );
    expect(failure({ TWILIO_AUTH_TOKEN: 'x'.repeat(10) })).not.toContain('xxxxxxxxxx');
  });

  it('sends phone codes to mobile numbers of Switzerland and its neighbours unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).smsPolicy).toEqual({
      countries: ['CH', 'DE', 'AT', 'FR', 'IT', 'LI'],
      dailyMaxPerCountry: 500,
      dailyMaxPerPrefix: 100,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SMS_COUNTRIES: ' ch, es ,',
        SMS_DAILY_MAX_PER_COUNTRY: '2000',
        SMS_DAILY_MAX_PER_PREFIX: '300',
      }).smsPolicy,
    ).toEqual({ countries: ['CH', 'ES'], dailyMaxPerCountry: 2000, dailyMaxPerPrefix: 300 });
    const expected =
      'expected two-letter country codes separated by commas, like CH,DE,AT,FR,IT,LI';
    expect(failure({ SMS_COUNTRIES: 'CH,XX' })).toBe(
      `Invalid configuration: SMS_COUNTRIES: ${expected} (got "CH,XX")`,
    );
    expect(failure({ SMS_COUNTRIES: ',' })).toBe(
      `Invalid configuration: SMS_COUNTRIES: ${expected} (got ",")`,
    );
    expect(failure({ SMS_DAILY_MAX_PER_PREFIX: '0' })).toBe(
      'Invalid configuration: SMS_DAILY_MAX_PER_PREFIX: expected a whole number from 1 to 999999 (got "0")',
    );
  });

  it('bills with Stripe when both Stripe keys and the plan prices are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_PRICE_AMATEUR_MONTHLY: 'price_am',
      STRIPE_PRICE_AMATEUR_YEARLY: 'price_ay',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
      STRIPE_PRICE_PRO_YEARLY: 'price_py',
      STRIPE_PRICE_PREMIUM_YEARLY: 'price_xy',
    });
    expect(config.billing).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_456',
      apiUrl: undefined,
      prices: {
        amateur: { monthly: 'price_am', yearly: 'price_ay' },
        pro: { monthly: 'price_pm', yearly: 'price_py' },
        premium: { monthly: undefined, yearly: 'price_xy' },
      },
    });
  });

  it('names the plan prices Stripe billing still needs', () => {
    expect(
      failure({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_456',
        STRIPE_PRICE_AMATEUR_MONTHLY: 'price_am',
        STRIPE_PRICE_PRO_YEARLY: 'price_py',
      }),
    ).toBe(
      'Invalid configuration: STRIPE_PRICE_AMATEUR_YEARLY, STRIPE_PRICE_PRO_MONTHLY: required when STRIPE_SECRET_KEY is set (the Stripe price id of each plan and interval)',
    );
    expect(failure({ STRIPE_PRICE_PRO_MONTHLY: 'prod_123' })).toBe(
      'Invalid configuration: STRIPE_PRICE_PRO_MONTHLY: expected a Stripe price id (price_...) (got "prod_123")',
    );
  });

  it('takes the sports data mode and logs JSON in production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: secret,
      SPORTS_DATA: 'live',
      BILLING: 'off',
    });
    expect(config.isProduction).toBe(true);
    expect(config.sports.mode).toBe('live');
    expect(config.log.format).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).log.format).toBe('json');
    // No text-message provider in production unless one is set: the phone factor is off.
    expect(config.sms).toEqual({ kind: 'off' });
  });
});

describe('loadConfig refuses wrong values with one line naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a port number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: expected a port number from 0 to 65535 (got "70000")'],
    [{ PORT: '3.5' }, 'PORT: expected a port number from 0 to 65535'],
    [{ PORT: ' ' }, 'PORT: expected a port number from 0 to 65535'],
    [{ SPORTS_DATA: 'maybe' }, 'SPORTS_DATA: expected auto, live or demo (got "maybe")'],
    [
      { DATABASE_URL: 'mysql://db.internal/matchpost' },
      'DATABASE_URL: expected a postgres:// or postgresql:// URL (got "mysql://db.internal/matchpost")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected debug, info, warn, error or silent (got "loud")'],
    [
      { APP_URL: 'notaurl' },
      'APP_URL: expected an absolute http(s) URL such as https://matchpost.ch',
    ],
    [{ APP_URL: 'ftp://matchpost.ch' }, 'APP_URL: expected an absolute http(s) URL'],
    [{ APP_URL: 'javascript:alert(1)' }, 'APP_URL: expected an absolute http(s) URL'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV: expected development, production or test (got "prod")'],
    [{ SMTP_URL: 'http://mail.example.ch' }, 'SMTP_URL: expected an smtp:// or smtps:// URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: expected true or false (got "yes")'],
    [
      { S3_ENDPOINT: 's3.example.ch' },
      'S3_ENDPOINT: expected an http(s) URL of the S3-compatible endpoint',
    ],
    [{ SWISSUNIHOCKEY_API_URL: 'api' }, 'SWISSUNIHOCKEY_API_URL: expected an http(s) URL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY: expected a Stripe secret key'],
    [{ APP_SECRET: 'too-short' }, 'APP_SECRET: expected at least 32 characters of random text'],
    [{ TRUST_PROXY: 'always' }, 'TRUST_PROXY: expected true or false (got "always")'],
  ])('%j', (env, expected) => {
    const message = failure(env);
    expect(message).toContain(`Invalid configuration: ${expected}`);
    expect(message).not.toContain('\n');
  });

  it('names only the first of several wrong values', () => {
    const message = failure({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message).toBe(
      'Invalid configuration: PORT: expected a port number from 0 to 65535 (got "abc")',
    );
  });

  it('never repeats a secret or a password in the message, which ends up in logs', () => {
    expect(failure({ APP_SECRET: 'hunter2-secret' })).not.toContain('hunter2');
    expect(failure({ STRIPE_SECRET_KEY: 'rk_live_hunter2' })).not.toContain('hunter2');
    expect(
      failure({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'hunter2' }),
    ).not.toContain('hunter2');
    const database = failure({ DATABASE_URL: 'mysql://matchpost:hunter2@db.internal/matchpost' });
    expect(database).toContain('(got "mysql://matchpost:***@db.internal/matchpost")');
    expect(failure({ SMTP_URL: 'http://mail:hunter2@smtp.example.ch' })).not.toContain('hunter2');
  });

  it('requires the parts that belong together', () => {
    expect(failure({ STRIPE_SECRET_KEY: 'sk_test_123' })).toBe(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(failure({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /^Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT$/,
    );
  });

  it('requires APP_SECRET in production instead of generating one', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: APP_SECRET: required in production/,
    );
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', APP_SECRET: secret, BILLING: 'off' })
        .appSecret,
    ).toBe(secret);
  });
});

describe('billing in production', () => {
  const production = { NODE_ENV: 'production', APP_SECRET: secret };

  it('stops the start naming BILLING when production has no Stripe keys and no BILLING', () => {
    expect(failure(production)).toBe(
      'Invalid configuration: BILLING: required in production without STRIPE_SECRET_KEY (stripe with the STRIPE_* keys, off to sell no paid plans, or demo for a staging site)',
    );
    expect(failure({ ...production, BILLING: 'free' })).toBe(
      'Invalid configuration: BILLING: expected stripe, demo or off (got "free")',
    );
    expect(failure({ ...production, BILLING: 'stripe' })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY: required when BILLING is stripe',
    );
  });

  it('runs billing off, or the demo only when named, with a warning', () => {
    const off = loadConfig({ DATA_DIR: dataDir(), ...production, BILLING: 'off' });
    expect(off.billing).toEqual({ kind: 'off' });
    expect(configWarnings(off)).toEqual([]);
    const staging = loadConfig({ DATA_DIR: dataDir(), ...production, BILLING: 'demo' });
    expect(staging.billing).toEqual({ kind: 'demo' });
    expect(configWarnings(staging)).toEqual([
      'BILLING=demo in production: the demo checkout activates paid plans without payment (for a staging site only)',
    ]);
    // Outside production the demo stays the embedded default, without a warning.
    const development = loadConfig({ DATA_DIR: dataDir() });
    expect(development.billing).toEqual({ kind: 'demo' });
    expect(configWarnings(development)).toEqual([]);
  });

  it('takes Stripe when its keys are set, without BILLING', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_PRICE_AMATEUR_MONTHLY: 'price_am',
      STRIPE_PRICE_AMATEUR_YEARLY: 'price_ay',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
      STRIPE_PRICE_PRO_YEARLY: 'price_py',
    });
    expect(config.billing.kind).toBe('stripe');
  });
});

describe('the embedded secret', () => {
  it('is generated once into DATA_DIR/app-secret, readable only by the owner, and reused', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).appSecret).not.toBe(first);
  });

  it('gives way to APP_SECRET without writing a file', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: secret }).appSecret).toBe(secret);
    expect(existsSync(path.join(dir, 'app-secret'))).toBe(false);
  });

  it('refuses a damaged secret file rather than signing with a short key', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir });
    writeFileSync(path.join(dir, 'app-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /app-secret: expected at least 32 characters/,
    );
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real entry point as `npm start` does, with only the given environment. */
function runMain(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOME: root, DATA_DIR: dataDir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A start through tsx beside other test files can take long on a loaded 2-core machine.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the server process', () => {
  it('stops on a wrong value with exit code 1 and one line on stderr, no stack trace', async () => {
    const exit = await runMain({ PORT: 'abc' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'Invalid configuration: PORT: expected a port number from 0 to 65535 (got "abc")\n',
    );
    expect(exit.stdout).toBe('');
  }, 90_000);

  it('stops production without a payment provider with one line naming BILLING', async () => {
    const exit = await runMain({ NODE_ENV: 'production', APP_SECRET: secret });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/^Invalid configuration: BILLING: required in production.*\n$/);
    expect(exit.stderr.split('\n')).toHaveLength(2);
  }, 90_000);

  it('stops with one line when the database cannot be reached, without the password', async () => {
    const exit = await runMain({
      DATABASE_URL: 'postgres://matchpost:hunter2@127.0.0.1:1/matchpost',
      LOG_LEVEL: 'silent',
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/^Matchpost could not start: .*ECONNREFUSED.*\n$/);
    expect(exit.stderr.split('\n')).toHaveLength(2);
    expect(exit.stderr).not.toContain('hunter2');
  }, 90_000);
});
