import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import sharp from 'sharp';
import { DEMO_APP } from '#server/config/env-publishing.ts';
import type { FetchedVideo } from '#server/publishing/demo/meta-video.ts';

/**
 * The Meta double's state and the checks its routes share (ADR 059): tokens, codes, containers,
 * photos, what it published, planted faults, and how Meta reads parameters, fetches an image and
 * counts the rolling quota. The routes are in meta-login.routes.ts, meta-instagram.routes.ts and
 * meta-facebook.routes.ts; meta-double.ts puts them together.
 */

export interface MetaAccount {
  platform: 'instagram' | 'facebook';
  /** The Instagram user id or the Facebook Page id. */
  id: string;
  name: string;
  pictureUrl: string;
}

/** One post the double published. */
export interface PublishedMedia {
  id: string;
  platform: 'instagram' | 'facebook';
  accountId: string;
  /** A Reel (Instagram's or a Page's, ADR 069), or a Page's video (ADR 065): `images` holds the video's URL then. */
  kind: 'feed' | 'story' | 'carousel' | 'reel' | 'video';
  caption: string;
  images: string[];
  permalink: string;
  at: Date;
  /** The container (Instagram) it was published from. */
  containerId: string | null;
}

/**
 * A fault the double plays once, on the next call of `call` (media_publish, media, photos...;
 * `video_reels`: a Page Reel's finish, `rupload`: its upload).
 */
export interface MetaFault {
  call:
    'media' | 'media_publish' | 'photos' | 'feed' | 'videos' | 'status' | 'video_reels' | 'rupload';
  /**
   * `timeout-after`: does the work, then never answers (the caller times out);
   * `transient`: 500 with is_transient; `rate-limit`: code 4; `server-down`: 503 without body.
   */
  kind: 'timeout-after' | 'transient' | 'rate-limit' | 'server-down';
}

export interface MetaDoubleOptions {
  /** The path the double's routes start with ('' on its own port, '/demo-meta' in the app). */
  basePath?: string;
  /** The accounts a person of the double may grant; one demo Instagram account and one Page. */
  accounts?: MetaAccount[];
  /** The app ids and secrets Meta knows (the demo's, unless set). */
  app?: { appId: string; appSecret: string };
  /** Only images and redirects on this origin (the app's own, when embedded); any when unset. */
  allowedOrigin?: string;
  /** How often a new container answers IN_PROGRESS before FINISHED. */
  processingReads?: number;
  /** How long a video container is IN_PROGRESS, a Page Reel processing (ms; 3 s unless set). */
  videoProcessingMs?: number;
  /** The 24-hour quota `content_publishing_limit` reports and media_publish holds. */
  quotaTotal?: number;
  now?: () => Date;
}

export interface Token {
  platform: 'instagram' | 'facebook';
  kind: 'short' | 'long' | 'user' | 'page';
  /** The Instagram user or Page the token acts for; '' for a Facebook user token. */
  accountId: string;
  expiresAt: Date | null;
  issuedAt: Date;
}

export interface Container {
  id: string;
  accountId: string;
  status: 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';
  readsLeft: number;
  mediaType: 'IMAGE' | 'STORIES' | 'CAROUSEL' | 'REELS';
  /** A video's container: when its processing ends (ms since 1970) and how. */
  video?: { readyAt: number; ends: 'FINISHED' | 'ERROR' };
  carouselItem: boolean;
  caption: string;
  images: string[];
  ratio: number;
  createdAt: Date;
}

export interface Photo {
  id: string;
  pageId: string;
  url: string;
  published: boolean;
}

/** Meta's error answer. */
export interface MetaErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    is_transient: boolean;
    error_user_title?: string;
    error_user_msg?: string;
    fbtrace_id: string;
  };
}

export class MetaError extends Error {
  constructor(
    readonly status: number,
    readonly body: MetaErrorBody,
  ) {
    super(body.error.message);
  }
}

export function metaError(
  status: number,
  code: number,
  message: string,
  extra: { subcode?: number; transient?: boolean; type?: string; userMessage?: string } = {},
): MetaError {
  return new MetaError(status, {
    error: {
      message,
      type: extra.type ?? 'OAuthException',
      code,
      ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
      is_transient: extra.transient ?? false,
      ...(extra.userMessage ? { error_user_msg: extra.userMessage } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  });
}

export const LONG_LIVED_SECONDS = 60 * 24 * 60 * 60;
export const SHORT_LIVED_SECONDS = 60 * 60;
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const CAPTION_MAX = 2200;
const HASHTAGS_MAX = 30;

export const defaultMetaAccounts: MetaAccount[] = [
  {
    platform: 'instagram',
    id: '17841400000000001',
    name: 'matchpost.demo',
    pictureUrl: 'https://demo.invalid/instagram.png',
  },
  {
    platform: 'facebook',
    id: '100000000000101',
    name: 'Matchpost Demo-Seite',
    pictureUrl: 'https://demo.invalid/page.png',
  },
];

export function createMetaState(options: MetaDoubleOptions = {}) {
  const base = options.basePath ?? '';
  const now = () => options.now?.() ?? new Date();
  const app = options.app ?? DEMO_APP;
  const accounts = options.accounts ?? defaultMetaAccounts;
  const quotaTotal = options.quotaTotal ?? 100;
  const tokens = new Map<string, Token>();
  const codes = new Map<
    string,
    { platform: 'instagram' | 'facebook'; redirectUri: string; used: boolean }
  >();
  const containers = new Map<string, Container>();
  const photos = new Map<string, Photo>();
  const published: PublishedMedia[] = [];
  const faults: MetaFault[] = [];
  /** The videos the double fetched (meta-video.ts), oldest first. */
  const fetchedVideos: FetchedVideo[] = [];
  /** Every Graph call the double answered, for tests to count (path and method). */
  const calls: { method: string; path: string }[] = [];
  let sequence = 1_000;
  const nextId = () => `${Date.now()}${String((sequence += 1) % 100_000).padStart(5, '0')}`;

  function issue(token: Omit<Token, 'issuedAt'>): string {
    const value = `${token.platform === 'instagram' ? 'IG' : 'EAA'}${randomBytes(24).toString('base64url')}`;
    tokens.set(value, { ...token, issuedAt: now() });
    return value;
  }

  function account(platform: 'instagram' | 'facebook', id: string): MetaAccount | undefined {
    return accounts.find((a) => a.platform === platform && a.id === id);
  }

  /** The token of a call, as Meta checks it: unknown or revoked 190/460, expired 190/463. */
  function tokenOf(value: string | undefined, platform: 'instagram' | 'facebook'): Token {
    const token = value ? tokens.get(value) : undefined;
    if (!token || token.platform !== platform) {
      throw metaError(
        400,
        190,
        'Error validating access token: The session has been invalidated.',
        {
          subcode: 460,
        },
      );
    }
    if (token.expiresAt && token.expiresAt.getTime() <= now().getTime()) {
      throw metaError(400, 190, 'Error validating access token: Session has expired.', {
        subcode: 463,
      });
    }
    return token;
  }

  /** A fault planted for this call, taken once. */
  function faultFor(call: MetaFault['call']): MetaFault | undefined {
    const index = faults.findIndex((fault) => fault.call === call);
    return index === -1 ? undefined : faults.splice(index, 1)[0];
  }

  /** Throws what a planted fault answers before the work (the others come after it). */
  function faultBefore(fault: MetaFault | undefined): void {
    if (fault?.kind === 'transient') {
      throw metaError(
        500,
        2,
        'An unexpected error has occurred. Please retry your request later.',
        {
          transient: true,
        },
      );
    }
    if (fault?.kind === 'rate-limit') {
      throw metaError(400, 4, 'Application request limit reached', { transient: true });
    }
  }

  /** Parameters as Meta reads them: the query string and a form body, alike. */
  async function params(c: Context): Promise<Record<string, string>> {
    const values: Record<string, string> = { ...c.req.query() };
    const type = c.req.header('content-type') ?? '';
    if (c.req.method === 'POST' && (type.includes('form') || type.includes('multipart'))) {
      const body = await c.req.parseBody();
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string') values[key] = value;
      }
    }
    return values;
  }

  function allowed(url: string): boolean {
    try {
      const parsed = new URL(url);
      if (!/^https?:$/.test(parsed.protocol)) return false;
      return !options.allowedOrigin || parsed.origin === options.allowedOrigin;
    } catch {
      return false;
    }
  }

  /** Fetches an image as Meta does, and checks what Meta checks of a photo. */
  async function fetchImage(
    url: string,
    use: 'feed' | 'story' | 'page',
  ): Promise<{ width: number; height: number }> {
    if (!allowed(url)) {
      throw metaError(400, 9004, 'The media could not be fetched from this uri', {
        subcode: 2207052,
      });
    }
    let bytes: Buffer;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > IMAGE_MAX_BYTES) {
        throw metaError(400, 36000, 'The image size is too large.', {
          subcode: 2207004,
          userMessage: 'The image is too large to download. It should be less than 8 MiB.',
        });
      }
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof MetaError) throw error;
      throw metaError(400, 9004, 'The media could not be fetched from this uri', {
        subcode: 2207052,
      });
    }
    if (bytes.length > IMAGE_MAX_BYTES) {
      throw metaError(400, 36000, 'The image size is too large.', { subcode: 2207004 });
    }
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    const jpeg = meta?.format === 'jpeg';
    if (!meta || !meta.width || !meta.height || (use !== 'page' && !jpeg)) {
      throw metaError(400, 9004, 'Only photo or video can be accepted as media type.', {
        subcode: 2207026,
      });
    }
    if (use === 'page') return { width: meta.width, height: meta.height };
    if (meta.width < 320 || meta.width > 1440) {
      throw metaError(400, 36003, 'The aspect ratio is not supported.', { subcode: 2207009 });
    }
    const ratio = meta.width / meta.height;
    if (use === 'feed' && (ratio < 0.8 - 0.001 || ratio > 1.91 + 0.001)) {
      throw metaError(400, 36003, 'The aspect ratio is not supported.', { subcode: 2207009 });
    }
    return { width: meta.width, height: meta.height };
  }

  function checkCaption(caption: string): void {
    if ([...caption].length > CAPTION_MAX) {
      throw metaError(400, 100, 'Param caption must be at most 2200 characters long.', {
        type: 'OAuthException',
      });
    }
    if ((caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0) > HASHTAGS_MAX) {
      throw metaError(400, 100, 'The caption contains more than 30 hashtags.');
    }
  }

  /** Posts of the account in the last 24 hours (the rolling quota). */
  function quotaUsage(accountId: string): number {
    const since = now().getTime() - 24 * 60 * 60 * 1000;
    return published.filter((m) => m.accountId === accountId && m.at.getTime() > since).length;
  }

  function record(media: Omit<PublishedMedia, 'at'>): PublishedMedia {
    const entry = { ...media, at: now() };
    published.push(entry);
    if (published.length > 1000) published.shift();
    return entry;
  }

  /** Holds the answer until the caller gives up (its timeout), or 60 s at most. */
  function never(c: Context): Promise<Response> {
    return new Promise((resolve) => {
      const give = () => resolve(c.body(null, 504));
      const timer = setTimeout(give, 60_000);
      c.req.raw.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        give();
      });
    });
  }

  return {
    base,
    now,
    app,
    accounts,
    quotaTotal,
    options,
    tokens,
    codes,
    containers,
    photos,
    published,
    faults,
    fetchedVideos,
    calls,
    nextId,
    issue,
    account,
    tokenOf,
    faultFor,
    faultBefore,
    params,
    allowed,
    fetchImage,
    checkCaption,
    quotaUsage,
    record,
    never,
  };
}

export type MetaState = ReturnType<typeof createMetaState>;
