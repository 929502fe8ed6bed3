import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '#server/config/config-error.ts';
import { billingConfig, billingShape, type BillingConfig } from '#server/config/env-billing.ts';
import { gameDayShape, mailShape } from '#server/config/env-mail.ts';
import {
  publishingConfig,
  publishingShape,
  publishingWorkerConfig,
  type PublishingConfig,
  type PublishingWorkerConfig,
} from '#server/config/env-publishing.ts';
import { renderShape } from '#server/config/env-render.ts';
import { listenShape, operatorShape, siteShape } from '#server/config/env-server.ts';
import { sportsShape } from '#server/config/env-sports.ts';
import { databaseShape, storageShape } from '#server/config/env-storage.ts';

export { ConfigError } from '#server/config/config-error.ts';

/**
 * Every environment variable the server reads, parsed once at start: each area's variables in
 * their own module (env-*.ts), assembled here in the order their errors are reported.
 * `.env.example` lists the same variables with their defaults; keep the two in step.
 */
const envSchema = z.object({
  ...listenShape,
  ...renderShape,
  ...siteShape,
  ...databaseShape,
  ...storageShape,
  ...mailShape,
  ...sportsShape,
  ...billingShape,
  ...gameDayShape,
  ...publishingShape,
  ...operatorShape,
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
  /**
   * The rules of phone-factor codes (ADR 051): the countries whose mobile numbers get them, and
   * how many a day go to one country and to one prefix across users.
   */
  smsPolicy: { countries: string[]; dailyMaxPerCountry: number; dailyMaxPerPrefix: number };
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
  exports: {
    maxQueued: number;
    maxPerUser: number;
    renderBudgetMs: number;
    videoBudgetMs: number;
  };
  /**
   * The renderer's one memory budget in MiB, which sizes its threads and caches (docs/export.md),
   * its threads when set (undefined: from the budget and the cores), the club logos whose
   * colours are kept.
   */
  render: {
    memoryMb: number;
    threads: number | undefined;
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
  billing: BillingConfig;
  /**
   * Publishing to Instagram and Facebook (ADR 059): Meta's hosts, the demo double on the app's
   * own origin, or off (not offered).
   */
  publishing: PublishingConfig;
  /** Whether this process runs the publishing scheduler and the queue's publication worker. */
  publishingWorker: PublishingWorkerConfig;
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
  'INSTAGRAM_APP_SECRET',
  'FACEBOOK_APP_SECRET',
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
  const billing = billingConfig(e, isProduction);
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;

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
    appUrl,
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
    smsPolicy: {
      countries: e.SMS_COUNTRIES,
      dailyMaxPerCountry: e.SMS_DAILY_MAX_PER_COUNTRY,
      dailyMaxPerPrefix: e.SMS_DAILY_MAX_PER_PREFIX,
    },
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
      videoBudgetMs: e.VIDEO_BUDGET_MS,
    },
    render: {
      memoryMb: e.RENDER_MEMORY_MB,
      threads: e.RENDER_THREADS,
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
    billing,
    publishing: publishingConfig(e, isProduction, appUrl),
    publishingWorker: publishingWorkerConfig(e, e.NODE_ENV),
  };
}
