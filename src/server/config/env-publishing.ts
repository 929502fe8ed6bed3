import { z } from 'zod';
import { ConfigError } from '#server/config/config-error.ts';
import { urlString, wholeNumber } from '#server/config/env-values.ts';

/**
 * The version of Meta's Graph API every call names (Instagram and Facebook alike): the one place
 * to change it. Meta keeps a version for about two years after the next one comes out.
 */
export const GRAPH_VERSION = 'v25.0';

/** Where the Instagram API with Instagram Login and the Facebook Graph API live. */
export interface MetaEndpoints {
  instagram: {
    appId: string;
    appSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    graphUrl: string;
  };
  facebook: {
    appId: string;
    appSecret: string;
    authorizeUrl: string;
    graphUrl: string;
    /** Where a Page's Reel is uploaded (ADR 069): rupload.facebook.com, or the double's. */
    ruploadUrl: string;
  };
}

/**
 * Publishing to Instagram and Facebook (ADR 059): Meta's real hosts ('meta'), the demo double on
 * the app's own origin ('demo', the embedded default), or not offered ('off').
 */
export type PublishingConfig = { kind: 'off' } | ({ kind: 'meta' | 'demo' } & MetaEndpoints);

/** Whether this process runs the publishing scheduler and worker, and its tick. */
export interface PublishingWorkerConfig {
  enabled: boolean;
  tickMs: number;
}

export function publishingWorkerConfig(
  e: z.output<z.ZodObject<typeof publishingShape>>,
  nodeEnv: string,
): PublishingWorkerConfig {
  return {
    enabled: (e.PUBLISHING_WORKER ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on',
    tickMs: e.PUBLISHING_TICK_SECONDS * 1000,
  };
}

export const publishingShape = {
  PUBLISHING: z.enum(['meta', 'demo', 'off'], { message: 'expected meta, demo or off' }).optional(),
  INSTAGRAM_APP_ID: z
    .string()
    .regex(/^\d{5,32}$/, { message: 'expected the numeric Instagram app id' })
    .optional(),
  INSTAGRAM_APP_SECRET: z
    .string()
    .regex(/^\S{16,128}$/, { message: 'expected the Instagram app secret' })
    .optional(),
  INSTAGRAM_AUTHORIZE_URL: urlString('an http(s) URL').default(
    'https://www.instagram.com/oauth/authorize',
  ),
  INSTAGRAM_TOKEN_URL: urlString('an http(s) URL').default(
    'https://api.instagram.com/oauth/access_token',
  ),
  INSTAGRAM_GRAPH_URL: urlString('an http(s) URL').default('https://graph.instagram.com'),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,32}$/, { message: 'expected the numeric Facebook app id' })
    .optional(),
  FACEBOOK_APP_SECRET: z
    .string()
    .regex(/^\S{16,128}$/, { message: 'expected the Facebook app secret' })
    .optional(),
  FACEBOOK_AUTHORIZE_URL: urlString('an http(s) URL').default(
    `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
  ),
  FACEBOOK_GRAPH_URL: urlString('an http(s) URL').default('https://graph.facebook.com'),
  FACEBOOK_RUPLOAD_URL: urlString('an http(s) URL').default('https://rupload.facebook.com'),
  // Whether this process runs the publishing scheduler and worker (on by default, off by
  // default under NODE_ENV=test, where tests start their own), and how often it looks.
  PUBLISHING_WORKER: z.enum(['on', 'off'], { message: 'expected on or off' }).optional(),
  PUBLISHING_TICK_SECONDS: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600).default(
    15,
  ),
};

/** The demo double's app id and secret: it checks them like Meta does, so a mix-up shows. */
export const DEMO_APP = { appId: '100000000000001', appSecret: 'demo-app-secret-not-a-secret' };

/** The demo double's place on the app's own origin. */
export const DEMO_META_PATH = '/demo-meta';

/**
 * The publishing a configuration names, checked: 'meta' needs both apps' ids and secrets. Without
 * PUBLISHING, production offers it only when the credentials are set (like phone codes without
 * Twilio), and everywhere else the demo double is the default.
 */
export function publishingConfig(
  e: z.output<z.ZodObject<typeof publishingShape>>,
  isProduction: boolean,
  appUrl: string,
): PublishingConfig {
  const credentials = [
    'INSTAGRAM_APP_ID',
    'INSTAGRAM_APP_SECRET',
    'FACEBOOK_APP_ID',
    'FACEBOOK_APP_SECRET',
  ] as const;
  const anySet = credentials.some((name) => e[name]);
  const kind = e.PUBLISHING ?? (anySet ? 'meta' : isProduction ? 'off' : 'demo');
  if (kind === 'off') return { kind };
  if (kind === 'demo') {
    const demo = `${appUrl}${DEMO_META_PATH}`;
    return {
      kind,
      instagram: {
        ...DEMO_APP,
        authorizeUrl: `${demo}/instagram/oauth/authorize`,
        tokenUrl: `${demo}/instagram/oauth/access_token`,
        graphUrl: `${demo}/instagram/graph`,
      },
      facebook: {
        ...DEMO_APP,
        authorizeUrl: `${demo}/facebook/dialog/oauth`,
        graphUrl: `${demo}/facebook/graph`,
        ruploadUrl: `${demo}/facebook/rupload`,
      },
    };
  }
  const missing = credentials.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')}: required when PUBLISHING is meta (the Instagram and Facebook app credentials)`,
    );
  }
  return {
    kind,
    instagram: {
      appId: e.INSTAGRAM_APP_ID ?? '',
      appSecret: e.INSTAGRAM_APP_SECRET ?? '',
      authorizeUrl: e.INSTAGRAM_AUTHORIZE_URL,
      tokenUrl: e.INSTAGRAM_TOKEN_URL,
      graphUrl: e.INSTAGRAM_GRAPH_URL,
    },
    facebook: {
      appId: e.FACEBOOK_APP_ID ?? '',
      appSecret: e.FACEBOOK_APP_SECRET ?? '',
      authorizeUrl: e.FACEBOOK_AUTHORIZE_URL,
      graphUrl: e.FACEBOOK_GRAPH_URL,
      ruploadUrl: e.FACEBOOK_RUPLOAD_URL,
    },
  };
}
