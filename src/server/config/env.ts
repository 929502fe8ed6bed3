import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start.
 * `.env.example` lists the same variables with their defaults; keep the two in step.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const urlString = (what: string) =>
  z
    .url({ protocol: /^https?$/, message: `expected ${what}` })
    .transform((value) => value.replace(/\/+$/, ''));

const stripePriceId = z
  .string()
  .regex(/^price_\w+$/, { message: 'expected a Stripe price id (price_...)' })
  .optional();

/** The Stripe price of each tier and interval; Premium's are optional (it is sold by contact). */
export interface StripePrices {
  amateur: { monthly: string; yearly: string };
  pro: { monthly: string; yearly: string };
  premium: { monthly: string | undefined; yearly: string | undefined };
}

/** A whole number within bounds, from its digits only. */
function wholeNumber(expected: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, { message: `expected ${expected}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `expected ${expected}` });
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'expected development, production or test',
    })
    .default('development'),
  // Digits only: a coerced ' ' would be port 0, a random port.
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { message: 'expected a port number from 0 to 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { message: 'expected a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1, { message: 'expected a host name or address' }).default('0.0.0.0'),
  EXPORT_QUEUE_MAX: wholeNumber('a whole number from 1 to 1000', 1, 1000).default(24),
  EXPORT_MAX_PER_USER: wholeNumber('a whole number from 1 to 100', 1, 100).default(2),
  RENDER_BUDGET_MS: wholeNumber('a whole number of milliseconds from 1 to 60000', 1, 60000).default(
    10_000,
  ),
  // How long requests in flight may take to finish after SIGTERM before their connections are cut.
  SHUTDOWN_GRACE_MS: wholeNumber(
    'a whole number of milliseconds from 1000 to 600000',
    1000,
    600000,
  ).default(30_000),
  // The rasteriser's threads and caches (ADR 029); thread counts default to the cores.
  RENDER_DRAW_THREADS: wholeNumber('a whole number from 1 to 16', 1, 16).optional(),
  PNG_ENCODER_THREADS: wholeNumber('a whole number from 1 to 16', 1, 16).optional(),
  BAND_CACHE_MB: wholeNumber('a whole number of MiB from 1 to 4096', 1, 4096).default(64),
  CLUB_PALETTE_ENTRIES: wholeNumber('a whole number from 1 to 100000', 1, 100000).default(500),
  UPLOAD_QUEUE_MAX: wholeNumber('a whole number from 1 to 1000', 1, 1000).default(24),
  UPLOAD_MAX_PER_USER: wholeNumber('a whole number from 1 to 100', 1, 100).default(10),
  TRUST_PROXY: booleanString.default(false),
  APP_URL: urlString('an absolute http(s) URL such as https://matchpost.ch').optional(),
  DATA_DIR: z.string().min(1, { message: 'expected a directory path' }).default('./data'),
  APP_SECRET: z
    .string()
    .min(32, { message: 'expected at least 32 characters of random text' })
    .optional(),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], {
      message: 'expected debug, info, warn, error or silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { message: 'expected json or pretty' }).optional(),

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),

  S3_BUCKET: z.string().min(3, { message: 'expected an S3 bucket name' }).optional(),
  S3_ENDPOINT: urlString('an http(s) URL of the S3-compatible endpoint').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Matchpost <no-reply@matchpost.local>'),

  // Text messages (phone-factor codes): Twilio's Messages API, the outbox, or off.
  SMS_PROVIDER: z
    .enum(['outbox', 'twilio', 'off'], { message: 'expected outbox, twilio or off' })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, { message: 'expected a Twilio account SID (AC and 32 hex digits)' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { message: 'expected a Twilio auth token' }).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-f]{32}|[A-Za-z][A-Za-z0-9 ]{2,10})$/, {
      message:
        'expected the sender: a +E.164 number, a messaging service SID (MG...) or an alphanumeric sender id',
    })
    .optional(),
  TWILIO_API_URL: urlString('an http(s) URL').default('https://api.twilio.com'),

  SPORTS_DATA: z
    .enum(['auto', 'live', 'demo'], { message: 'expected auto, live or demo' })
    .default('auto'),
  SWISSUNIHOCKEY_API_URL: urlString('an http(s) URL').default('https://api-v2.swissunihockey.ch'),
  SWISSVOLLEY_API_URL: urlString('an http(s) URL').default('https://api.volleyball.ch'),
  SWISSHANDBALL_API_URL: urlString('an http(s) URL').default('https://clubapi.handball.ch/rest/v1'),
  SWISSVOLLEY_API_KEY: z
    .string()
    .regex(/^\S{8,512}$/, {
      message: 'expected the VolleyManager API key (8 to 512 characters, no spaces)',
    })
    .optional(),

  BILLING: z
    .enum(['stripe', 'demo', 'off'], { message: 'expected stripe, demo or off' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, {
      message: 'expected a Stripe secret key (sk_test_... or sk_live_...)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { message: 'expected a Stripe webhook secret (whsec_...)' })
    .optional(),
  STRIPE_API_URL: urlString('an http(s) URL').optional(),
  STRIPE_PRICE_AMATEUR_MONTHLY: stripePriceId,
  STRIPE_PRICE_AMATEUR_YEARLY: stripePriceId,
  STRIPE_PRICE_PRO_MONTHLY: stripePriceId,
  STRIPE_PRICE_PRO_YEARLY: stripePriceId,
  STRIPE_PRICE_PREMIUM_MONTHLY: stripePriceId,
  STRIPE_PRICE_PREMIUM_YEARLY: stripePriceId,

  // Game-day mails and the job queue they run on (ADR 026).
  GAME_DAY_MAILS: z.enum(['on', 'off'], { message: 'expected on or off' }).optional(),
  GAME_DAY_MAIL_TICK_SECONDS: wholeNumber(
    'a whole number of seconds from 1 to 3600',
    1,
    3600,
  ).default(30),
  JOB_LEASE_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(300),
  JOB_RETRY_DELAY_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(
    30,
  ),
  JOB_RETRY_LIMIT: wholeNumber('a whole number from 0 to 100', 0, 100).default(5),
  JOB_POLL_SECONDS: wholeNumber('a whole number of seconds from 1 to 60', 1, 60).default(2),
  JOB_MAINTENANCE_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(
    60,
  ),

  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,256}$/, { message: 'expected 16 to 256 characters of random text, no spaces' })
    .optional(),

  // Who runs this installation, shown in the imprint and the privacy policy.
  OPERATOR_NAME: z.string().trim().min(2, { message: 'expected a name' }).default('Matchpost'),
  OPERATOR_ADDRESS: z
    .string()
    .trim()
    .min(5, { message: 'expected a postal address' })
    .default('Musterstrasse 1, 8000 Zürich, Schweiz'),
  OPERATOR_EMAIL: z.email({ message: 'expected an e-mail address' }).default('hello@matchpost.ch'),
});

type ParsedEnv = z.infer<typeof envSchema>;

export interface Config {
  env: ParsedEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  appUrl: string;
  dataDir: string;
  appSecret: string;
  log: { level: ParsedEnv['LOG_LEVEL']; format: 'json' | 'pretty' };
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  storage:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  /** Phone-factor codes: none ('off') switches the phone factor off. */
  sms:
    | { kind: 'outbox'; dir: string }
    | { kind: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string }
    | { kind: 'off' };
  sports: {
    mode: ParsedEnv['SPORTS_DATA'];
    unihockeyUrl: string;
    volleyUrl: string;
    handballUrl: string;
    /** The operator's VolleyManager API key: serves the club list and clubs without a key. */
    volleyApiKey?: string | undefined;
  };
  /**
   * Admission control of exports: running and waiting in all, and per user; how long one post's
   * drawing may take once it runs (ADR 022).
   */
  exports: { maxQueued: number; maxPerUser: number; renderBudgetMs: number };
  /**
   * The rasteriser's threads and caches, built once at the composition root (ADR 029): drawing
   * and PNG band threads (undefined: one per core, at most four), the PNG band cache in bytes,
   * the club logos whose colours are kept.
   */
  render: {
    drawThreads: number | undefined;
    pngThreads: number | undefined;
    bandCacheBytes: number;
    paletteEntries: number;
  };
  /** Admission control of image uploads (backgrounds, logos): in flight in all, and per user. */
  uploads: { maxQueued: number; maxPerUser: number };
  /**
   * After SIGTERM: how long requests whose headers have arrived may take to finish (their bodies
   * still arriving, their exports still drawing) before their connections are cut.
   */
  shutdownGraceMs: number;
  /** Bearer token for GET /api/metrics; without it only loopback scrapers are answered. */
  metricsToken: string | undefined;
  /**
   * Game-day mails (ADR 026): whether this process runs the scheduler and the queue's worker
   * (on by default, off by default under NODE_ENV=test), how often the scheduler looks, and
   * the job queue's lease, retries and polling.
   */
  gameDayMails: {
    enabled: boolean;
    tickMs: number;
    queue: {
      leaseSeconds: number;
      retryDelaySeconds: number;
      retryLimit: number;
      pollSeconds: number;
      maintenanceSeconds: number;
    };
  };
  /** The operator named in the legal pages; the address may span lines, separated by commas. */
  operator: { name: string; address: string; email: string };
  /**
   * How paid plans are sold: Stripe, the demo checkout (nothing is charged; in production only
   * when BILLING=demo names it, for a staging site), or off (paid plans cannot be bought).
   */
  billing:
    | { kind: 'demo' }
    | { kind: 'off' }
    | {
        kind: 'stripe';
        secretKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        prices: StripePrices;
      };
}

/** A wrong configuration value; its message is one line meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values never repeated in an error message, which ends up in logs. */
const secretVariables = new Set([
  'APP_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SWISSVOLLEY_API_KEY',
  'METRICS_TOKEN',
  'TWILIO_AUTH_TOKEN',
]);

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? 'environment');
  const raw = env[variable];
  let got = '';
  if (raw !== undefined && !secretVariables.has(variable)) {
    // A connection URL may carry a password: show the URL without it.
    const shown = raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
    got = ` (got ${JSON.stringify(shown)})`;
  }
  return `${variable}: ${issue.message}${got}`;
}

/** Reads or creates the secret that signs file URLs and encrypts stored keys when none is configured. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and linked into place, so a process starting at the same moment never reads
    // a half-written file; if it linked first, its secret is the one used.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    // Never sign with a short key; replacing the file would also lose the stored API keys.
    throw new ConfigError(
      `Invalid configuration: ${file}: expected at least 32 characters of random text (set APP_SECRET or restore the file)`,
    );
  }
  return secret;
}

/**
 * What the operator must know about a configuration that starts: logged as warnings at start
 * and listed on /api/health.
 */
export function configWarnings(config: Config): string[] {
  return config.isProduction && config.billing.kind === 'demo'
    ? [
        'BILLING=demo in production: the demo checkout activates paid plans without payment (for a staging site only)',
      ]
    : [];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${first ? describeIssue(first, cleaned) : 'unknown problem'}`,
    );
  }
  const e = result.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration: APP_SECRET: required in production (at least 32 characters of random text)',
    );
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) && e.S3_ENDPOINT) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT',
    );
  }
  // The demo checkout gives paid plans away: production must name how it bills.
  const billingKind = e.BILLING ?? (e.STRIPE_SECRET_KEY ? 'stripe' : isProduction ? null : 'demo');
  if (!billingKind) {
    throw new ConfigError(
      'Invalid configuration: BILLING: required in production without STRIPE_SECRET_KEY (stripe with the STRIPE_* keys, off to sell no paid plans, or demo for a staging site)',
    );
  }
  if (billingKind === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY: required when BILLING is stripe',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  if (e.STRIPE_SECRET_KEY) {
    const missing = (
      [
        'STRIPE_PRICE_AMATEUR_MONTHLY',
        'STRIPE_PRICE_AMATEUR_YEARLY',
        'STRIPE_PRICE_PRO_MONTHLY',
        'STRIPE_PRICE_PRO_YEARLY',
      ] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')}: required when STRIPE_SECRET_KEY is set (the Stripe price id of each plan and interval)`,
      );
    }
  }

  const smsKind =
    e.SMS_PROVIDER ?? (e.TWILIO_ACCOUNT_SID ? 'twilio' : isProduction ? 'off' : 'outbox');
  if (smsKind === 'twilio') {
    const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')}: required to send text messages with Twilio`,
      );
    }
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    appSecret: e.APP_SECRET ?? embeddedSecret(dataDir),
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty') },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'disk', dir: path.join(dataDir, 'storage') },
    mail: e.SMTP_URL
      ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from: e.MAIL_FROM },
    sms:
      smsKind === 'twilio'
        ? {
            kind: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID ?? '',
            authToken: e.TWILIO_AUTH_TOKEN ?? '',
            from: e.TWILIO_FROM ?? '',
            apiUrl: e.TWILIO_API_URL,
          }
        : smsKind === 'outbox'
          ? { kind: 'outbox', dir: path.join(dataDir, 'outbox') }
          : { kind: 'off' },
    sports: {
      mode: e.SPORTS_DATA,
      unihockeyUrl: e.SWISSUNIHOCKEY_API_URL,
      volleyUrl: e.SWISSVOLLEY_API_URL,
      handballUrl: e.SWISSHANDBALL_API_URL,
      volleyApiKey: e.SWISSVOLLEY_API_KEY,
    },
    exports: {
      maxQueued: e.EXPORT_QUEUE_MAX,
      maxPerUser: e.EXPORT_MAX_PER_USER,
      renderBudgetMs: e.RENDER_BUDGET_MS,
    },
    render: {
      drawThreads: e.RENDER_DRAW_THREADS,
      pngThreads: e.PNG_ENCODER_THREADS,
      bandCacheBytes: e.BAND_CACHE_MB * 1024 * 1024,
      paletteEntries: e.CLUB_PALETTE_ENTRIES,
    },
    uploads: { maxQueued: e.UPLOAD_QUEUE_MAX, maxPerUser: e.UPLOAD_MAX_PER_USER },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    gameDayMails: {
      enabled: (e.GAME_DAY_MAILS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      tickMs: e.GAME_DAY_MAIL_TICK_SECONDS * 1000,
      queue: {
        leaseSeconds: e.JOB_LEASE_SECONDS,
        retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
        retryLimit: e.JOB_RETRY_LIMIT,
        pollSeconds: e.JOB_POLL_SECONDS,
        maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
      },
    },
    operator: { name: e.OPERATOR_NAME, address: e.OPERATOR_ADDRESS, email: e.OPERATOR_EMAIL },
    billing:
      billingKind === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
            prices: {
              amateur: {
                monthly: e.STRIPE_PRICE_AMATEUR_MONTHLY ?? '',
                yearly: e.STRIPE_PRICE_AMATEUR_YEARLY ?? '',
              },
              pro: {
                monthly: e.STRIPE_PRICE_PRO_MONTHLY ?? '',
                yearly: e.STRIPE_PRICE_PRO_YEARLY ?? '',
              },
              premium: {
                monthly: e.STRIPE_PRICE_PREMIUM_MONTHLY,
                yearly: e.STRIPE_PRICE_PREMIUM_YEARLY,
              },
            },
          }
        : { kind: billingKind === 'off' ? 'off' : 'demo' },
  };
}
