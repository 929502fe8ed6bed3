import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import { DEMO_APP } from '#server/config/env-publishing.ts';

/**
 * A double of Meta's two publishing APIs (ADR 059): the Instagram API with Instagram Login
 * (authorisation page, token endpoint, graph.instagram.com) and the Facebook Graph API for Pages
 * (dialog, graph.facebook.com), speaking their request and response shapes: form or query
 * parameters, `{ data: [...] }` wrappers, error objects `{ error: { message, type, code,
 * error_subcode, is_transient, fbtrace_id } }`. It checks what Meta checks before it publishes:
 * the token, JPEG only, at most 8 MB, 320 to 1440 px wide, a feed image from 4:5 to 1.91:1, a
 * carousel of 2 to 10 items, a caption of at most 2,200 characters and 30 hashtags, and the
 * rolling 24-hour quota of 100 posts. It fetches each image from the URL it is given, as Meta
 * does. The same double is mounted on the app's own origin under PUBLISHING=demo and started on
 * a port of its own by the tests (start-meta-double.ts).
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
  kind: 'feed' | 'story' | 'carousel';
  caption: string;
  images: string[];
  permalink: string;
  at: Date;
  /** The container (Instagram) it was published from. */
  containerId: string | null;
}

/** A fault the double plays once, on the next call of `call` (media_publish, media, photos...). */
export interface MetaFault {
  call: 'media' | 'media_publish' | 'photos' | 'feed' | 'status';
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
  /** The 24-hour quota `content_publishing_limit` reports and media_publish holds. */
  quotaTotal?: number;
  now?: () => Date;
}

interface Token {
  platform: 'instagram' | 'facebook';
  kind: 'short' | 'long' | 'user' | 'page';
  /** The Instagram user or Page the token acts for; '' for a Facebook user token. */
  accountId: string;
  expiresAt: Date | null;
  issuedAt: Date;
}

interface Container {
  id: string;
  accountId: string;
  status: 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';
  readsLeft: number;
  mediaType: 'IMAGE' | 'STORIES' | 'CAROUSEL';
  carouselItem: boolean;
  caption: string;
  images: string[];
  ratio: number;
  createdAt: Date;
}

interface Photo {
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

class MetaError extends Error {
  constructor(
    readonly status: number,
    readonly body: MetaErrorBody,
  ) {
    super(body.error.message);
  }
}

function metaError(
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

const LONG_LIVED_SECONDS = 60 * 24 * 60 * 60;
const SHORT_LIVED_SECONDS = 60 * 60;
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#18181b">
<p style="display:inline-block;background:#fde68a;border-radius:6px;padding:2px 8px;font-size:12px">Demo: nichts davon erreicht Meta</p>
<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</body></html>`;
}

const pageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; form-action *",
  'X-Content-Type-Options': 'nosniff',
};

export function createMetaDouble(options: MetaDoubleOptions = {}) {
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

  const double = new Hono();

  double.onError((error, c) => {
    if (error instanceof MetaError) {
      return c.json(error.body, error.status as 400);
    }
    return c.json(
      metaError(500, 1, 'An unknown error has occurred.', { transient: true }).body,
      500,
    );
  });

  double.use('*', async (c, next) => {
    calls.push({ method: c.req.method, path: c.req.path.slice(base.length) });
    if (calls.length > 10_000) calls.shift();
    await next();
  });

  // ----- the authorisation pages a person sees -----

  function authorizePage(c: Context, platform: 'instagram' | 'facebook') {
    const q = c.req.query();
    if (q.client_id !== app.appId || q.response_type !== 'code' || !q.redirect_uri) {
      return c.html(
        page('Ungültige Anfrage', '<p>Die App oder die Rücksprungadresse ist nicht bekannt.</p>'),
        400,
        pageHeaders,
      );
    }
    if (!allowed(q.redirect_uri)) {
      return c.html(
        page('Ungültige Anfrage', '<p>Diese Rücksprungadresse ist nicht erlaubt.</p>'),
        400,
        pageHeaders,
      );
    }
    const who = accounts.filter((a) => a.platform === platform).map((a) => escapeHtml(a.name));
    const title = platform === 'instagram' ? 'Matchpost Demo-Instagram' : 'Matchpost Demo-Facebook';
    const action = `${base}/${platform}/oauth/decide`;
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return c.html(
      page(
        title,
        `<p>Matchpost möchte in deinem Namen veröffentlichen (${escapeHtml(q.scope ?? '')}).</p>
<p>${platform === 'instagram' ? 'Konto' : 'Seiten'}: ${who.join(', ')}</p>
<form method="post" action="${action}">${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state ?? '')}
<button name="decision" value="allow" style="background:#e11d48;color:#fff;border:0;border-radius:8px;padding:10px 20px;font-weight:bold">Zulassen</button>
<button name="decision" value="deny" style="margin-left:8px;padding:10px 20px">Ablehnen</button></form>`,
      ),
      200,
      pageHeaders,
    );
  }

  async function decide(c: Context, platform: 'instagram' | 'facebook') {
    const form = await params(c);
    const redirectUri = form.redirect_uri ?? '';
    if (!allowed(redirectUri)) return c.text('redirect_uri not allowed', 400);
    const target = new URL(redirectUri);
    if (form.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'Permissions error');
    } else {
      const code = randomBytes(18).toString('base64url');
      codes.set(code, { platform, redirectUri, used: false });
      target.searchParams.set('code', code);
    }
    if (form.state) target.searchParams.set('state', form.state);
    // Instagram appends '#_' to the redirect; the code is read from the query.
    return c.redirect(`${target.toString()}${platform === 'instagram' ? '#_' : ''}`, 302);
  }

  double.get('/instagram/oauth/authorize', (c) => authorizePage(c, 'instagram'));
  double.post('/instagram/oauth/decide', (c) => decide(c, 'instagram'));
  double.get('/facebook/dialog/oauth', (c) => authorizePage(c, 'facebook'));
  double.post('/facebook/oauth/decide', (c) => decide(c, 'facebook'));

  /** A code once, for the redirect it was given to. */
  function takeCode(code: string | undefined, platform: string, redirectUri: string | undefined) {
    const entry = code ? codes.get(code) : undefined;
    if (!entry || entry.used || entry.platform !== platform || entry.redirectUri !== redirectUri) {
      throw metaError(400, 100, 'Invalid verification code format.', {
        subcode: 36007,
        type: 'OAuthException',
      });
    }
    entry.used = true;
  }

  function checkApp(clientId: string | undefined, secret: string | undefined) {
    if (clientId !== undefined && clientId !== app.appId) {
      throw metaError(400, 101, 'Error validating application. Invalid application ID.');
    }
    if (secret !== app.appSecret) {
      throw metaError(400, 1, 'Error validating client secret.', { type: 'OAuthException' });
    }
  }

  // ----- Instagram API with Instagram Login -----

  double.post('/instagram/oauth/access_token', async (c) => {
    const form = await params(c);
    checkApp(form.client_id, form.client_secret);
    if (form.grant_type !== 'authorization_code') {
      throw metaError(400, 100, 'Unsupported grant_type');
    }
    takeCode(form.code, 'instagram', form.redirect_uri);
    const igAccount = accounts.find((a) => a.platform === 'instagram');
    if (!igAccount) throw metaError(400, 100, 'No Instagram professional account');
    const token = issue({
      platform: 'instagram',
      kind: 'short',
      accountId: igAccount.id,
      expiresAt: new Date(now().getTime() + SHORT_LIVED_SECONDS * 1000),
    });
    return c.json({
      data: [
        {
          access_token: token,
          user_id: igAccount.id,
          permissions: 'instagram_business_basic,instagram_business_content_publish',
        },
      ],
    });
  });

  const ig = `/instagram/graph`;

  double.get(`${ig}/access_token`, async (c) => {
    const q = c.req.query();
    if (q.grant_type !== 'ig_exchange_token') throw metaError(400, 100, 'Unsupported grant_type');
    checkApp(undefined, q.client_secret);
    const short = tokenOf(q.access_token, 'instagram');
    if (short.kind !== 'short') throw metaError(400, 100, 'A short-lived token is expected');
    const token = issue({
      platform: 'instagram',
      kind: 'long',
      accountId: short.accountId,
      expiresAt: new Date(now().getTime() + LONG_LIVED_SECONDS * 1000),
    });
    return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
  });

  double.get(`${ig}/refresh_access_token`, async (c) => {
    const q = c.req.query();
    if (q.grant_type !== 'ig_refresh_token') throw metaError(400, 100, 'Unsupported grant_type');
    const old = tokenOf(q.access_token, 'instagram');
    // Meta refreshes a long-lived token once it is at least 24 hours old.
    if (old.kind !== 'long' || now().getTime() - old.issuedAt.getTime() < 24 * 60 * 60 * 1000) {
      throw metaError(400, 100, 'The access token is not yet 24 hours old.');
    }
    const token = issue({
      platform: 'instagram',
      kind: 'long',
      accountId: old.accountId,
      expiresAt: new Date(now().getTime() + LONG_LIVED_SECONDS * 1000),
    });
    return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
  });

  double.get(`${ig}/:version/me`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    const who = account('instagram', token.accountId);
    if (!who) throw metaError(400, 100, 'Unsupported get request.');
    return c.json({
      id: who.id,
      user_id: who.id,
      username: who.name,
      profile_picture_url: who.pictureUrl,
    });
  });

  double.get(`${ig}/:version/:id/content_publishing_limit`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported get request.');
    return c.json({
      data: [
        {
          quota_usage: quotaUsage(token.accountId),
          config: { quota_total: quotaTotal, quota_duration: 86400 },
        },
      ],
    });
  });

  double.get(`${ig}/:version/:id/media`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported get request.');
    const mine = published
      .filter((m) => m.platform === 'instagram' && m.accountId === token.accountId)
      .slice(-25)
      .reverse()
      .map((m) => ({
        id: m.id,
        caption: m.caption,
        permalink: m.permalink,
        timestamp: m.at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      }));
    return c.json({ data: mine, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  double.post(`${ig}/:version/:id/media`, async (c) => {
    const q = await params(c);
    const token = tokenOf(q.access_token, 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported post request.');
    const fault = faultFor('media');
    faultBefore(fault);
    const caption = q.caption ?? '';
    checkCaption(caption);
    const mediaType = q.media_type ?? 'IMAGE';
    let container: Container;
    if (mediaType === 'CAROUSEL') {
      const children = (q.children ?? '').split(',').filter((id) => id !== '');
      if (children.length < 2 || children.length > 10) {
        throw metaError(400, 100, 'The carousel must have between 2 and 10 children.', {
          subcode: 2207028,
        });
      }
      const items = children.map((id) => containers.get(id));
      if (
        items.some(
          (item) =>
            !item ||
            !item.carouselItem ||
            item.accountId !== token.accountId ||
            item.status !== 'FINISHED',
        )
      ) {
        throw metaError(400, 9007, 'Media ID is not available', { subcode: 2207027 });
      }
      container = {
        id: nextId(),
        accountId: token.accountId,
        status: 'IN_PROGRESS',
        readsLeft: options.processingReads ?? 1,
        mediaType: 'CAROUSEL',
        carouselItem: false,
        caption,
        images: items.flatMap((item) => item!.images),
        ratio: items[0]!.ratio,
        createdAt: now(),
      };
    } else {
      if (mediaType !== 'IMAGE' && mediaType !== 'STORIES') {
        throw metaError(400, 100, 'The media type is not supported here.', { subcode: 2207026 });
      }
      if (!q.image_url) throw metaError(400, 100, 'The parameter image_url is required.');
      const story = mediaType === 'STORIES';
      const size = await fetchImage(q.image_url, story ? 'story' : 'feed');
      container = {
        id: nextId(),
        accountId: token.accountId,
        status: 'IN_PROGRESS',
        readsLeft: options.processingReads ?? 1,
        mediaType: story ? 'STORIES' : 'IMAGE',
        carouselItem: q.is_carousel_item === 'true',
        caption,
        images: [q.image_url],
        ratio: size.width / size.height,
        createdAt: now(),
      };
    }
    containers.set(container.id, container);
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: container.id });
  });

  double.post(`${ig}/:version/:id/media_publish`, async (c) => {
    const q = await params(c);
    const token = tokenOf(q.access_token, 'instagram');
    if (token.accountId !== c.req.param('id'))
      throw metaError(400, 100, 'Unsupported post request.');
    const fault = faultFor('media_publish');
    faultBefore(fault);
    if (fault?.kind === 'server-down') return c.body(null, 503);
    const container = q.creation_id ? containers.get(q.creation_id) : undefined;
    if (!container || container.accountId !== token.accountId || container.carouselItem) {
      throw metaError(400, 100, 'Unsupported post request. Object does not exist.', {
        subcode: 33,
      });
    }
    if (container.status === 'PUBLISHED') {
      throw metaError(400, 9007, 'The media has already been published.', { subcode: 2207008 });
    }
    if (container.status !== 'FINISHED') {
      throw metaError(400, 9007, 'Media ID is not available', {
        subcode: 2207027,
        userMessage: 'The media is not ready for publishing, please wait for a moment',
      });
    }
    if (quotaUsage(token.accountId) >= quotaTotal) {
      throw metaError(400, 9, 'Application request limit reached', {
        subcode: 2207042,
        userMessage:
          'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
      });
    }
    container.status = 'PUBLISHED';
    const id = nextId();
    const shortcode = createHash('sha256').update(id).digest('base64url').slice(0, 11);
    record({
      id,
      platform: 'instagram',
      accountId: token.accountId,
      kind:
        container.mediaType === 'CAROUSEL'
          ? 'carousel'
          : container.mediaType === 'STORIES'
            ? 'story'
            : 'feed',
      caption: container.caption,
      images: container.images,
      permalink: `https://www.instagram.com/p/${shortcode}/`,
      containerId: container.id,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id });
  });

  double.get(`${ig}/:version/:id`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'instagram');
    const id = c.req.param('id');
    const container = containers.get(id);
    if (container && container.accountId === token.accountId) {
      faultBefore(faultFor('status'));
      if (container.status === 'IN_PROGRESS') {
        if (container.readsLeft > 0) container.readsLeft -= 1;
        else container.status = 'FINISHED';
      }
      if (
        container.status !== 'PUBLISHED' &&
        now().getTime() - container.createdAt.getTime() > 24 * 60 * 60 * 1000
      ) {
        container.status = 'EXPIRED';
      }
      return c.json({ status_code: container.status, id });
    }
    const media = published.find((m) => m.id === id && m.accountId === token.accountId);
    if (media) return c.json({ id, permalink: media.permalink });
    throw metaError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, {
      subcode: 33,
      type: 'GraphMethodException',
    });
  });

  // ----- Facebook Login and Page posts -----

  const fb = `/facebook/graph`;

  double.get(`${fb}/:version/oauth/access_token`, (c) => {
    const q = c.req.query();
    checkApp(q.client_id, q.client_secret);
    if (q.grant_type === 'fb_exchange_token') {
      const short = tokenOf(q.fb_exchange_token, 'facebook');
      const token = issue({
        platform: 'facebook',
        kind: 'user',
        accountId: short.accountId,
        expiresAt: new Date(now().getTime() + LONG_LIVED_SECONDS * 1000),
      });
      return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    }
    takeCode(q.code, 'facebook', q.redirect_uri);
    const token = issue({
      platform: 'facebook',
      kind: 'user',
      accountId: '',
      expiresAt: new Date(now().getTime() + SHORT_LIVED_SECONDS * 1000),
    });
    return c.json({ access_token: token, token_type: 'bearer', expires_in: SHORT_LIVED_SECONDS });
  });

  double.get(`${fb}/:version/me/accounts`, (c) => {
    const user = tokenOf(c.req.query('access_token'), 'facebook');
    if (user.kind !== 'user') throw metaError(400, 100, 'Unsupported get request.');
    // A Page token from a long-lived user token does not expire.
    const pageExpiry =
      user.expiresAt && user.expiresAt.getTime() - now().getTime() > 2 * 60 * 60 * 1000
        ? null
        : user.expiresAt;
    const pages = accounts
      .filter((a) => a.platform === 'facebook')
      .map((pageAccount) => ({
        id: pageAccount.id,
        name: pageAccount.name,
        category: 'Sports Club',
        tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
        access_token: issue({
          platform: 'facebook',
          kind: 'page',
          accountId: pageAccount.id,
          expiresAt: pageExpiry,
        }),
        picture: { data: { url: pageAccount.pictureUrl, is_silhouette: false } },
      }));
    return c.json({ data: pages, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  /** A Page's token for the Page in the path. */
  function pageToken(c: Context, value: string | undefined): Token {
    const token = tokenOf(value, 'facebook');
    if (token.kind !== 'page' || token.accountId !== c.req.param('id')) {
      throw metaError(
        403,
        200,
        'The user has not authorized the application to perform this action',
        {
          type: 'OAuthException',
        },
      );
    }
    return token;
  }

  double.post(`${fb}/:version/:id/photos`, async (c) => {
    const q = await params(c);
    const token = pageToken(c, q.access_token);
    const fault = faultFor('photos');
    faultBefore(fault);
    if (!q.url) throw metaError(400, 324, 'Requires upload file');
    await fetchImage(q.url, 'page');
    const caption = q.caption ?? q.message ?? '';
    const publishedNow = q.published !== 'false';
    const photo: Photo = {
      id: nextId(),
      pageId: token.accountId,
      url: q.url,
      published: publishedNow,
    };
    photos.set(photo.id, photo);
    if (!publishedNow) return c.json({ id: photo.id });
    const postId = `${token.accountId}_${nextId()}`;
    record({
      id: postId,
      platform: 'facebook',
      accountId: token.accountId,
      kind: 'feed',
      caption,
      images: [q.url],
      permalink: `https://www.facebook.com/${token.accountId}/posts/${postId.split('_')[1]}`,
      containerId: null,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: photo.id, post_id: postId });
  });

  double.post(`${fb}/:version/:id/feed`, async (c) => {
    const q = await params(c);
    const token = pageToken(c, q.access_token);
    const fault = faultFor('feed');
    faultBefore(fault);
    const attached = Object.entries(q)
      .filter(([key]) => /^attached_media\[\d+\]$/.test(key))
      .map(([, value]) => {
        try {
          return String((JSON.parse(value) as { media_fbid?: unknown }).media_fbid ?? '');
        } catch {
          return '';
        }
      });
    const items = attached.map((id) => photos.get(id));
    if (items.some((item) => !item || item.pageId !== token.accountId || item.published)) {
      throw metaError(400, 100, 'Invalid media_fbid in attached_media');
    }
    for (const item of items) item!.published = true;
    const postId = `${token.accountId}_${nextId()}`;
    record({
      id: postId,
      platform: 'facebook',
      accountId: token.accountId,
      kind: items.length > 1 ? 'carousel' : 'feed',
      caption: q.message ?? '',
      images: items.map((item) => item!.url),
      permalink: `https://www.facebook.com/${token.accountId}/posts/${postId.split('_')[1]}`,
      containerId: null,
    });
    if (fault?.kind === 'timeout-after') return never(c);
    return c.json({ id: postId });
  });

  double.get(`${fb}/:version/:id/feed`, (c) => {
    const token = pageToken(c, c.req.query('access_token'));
    const mine = published
      .filter((m) => m.platform === 'facebook' && m.accountId === token.accountId)
      .slice(-25)
      .reverse()
      .map((m) => ({
        id: m.id,
        message: m.caption,
        permalink_url: m.permalink,
        created_time: m.at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      }));
    return c.json({ data: mine, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  double.get(`${fb}/:version/:id`, (c) => {
    const token = tokenOf(c.req.query('access_token'), 'facebook');
    const id = c.req.param('id');
    const media = published.find((m) => m.id === id && m.accountId === token.accountId);
    if (!media) {
      throw metaError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, {
        subcode: 33,
        type: 'GraphMethodException',
      });
    }
    return c.json({ id, permalink_url: media.permalink });
  });

  // ----- what was published, for a person trying the demo -----

  double.get('/', (c) => {
    const rows = [...published]
      .reverse()
      .map(
        (m) =>
          `<li style="margin-bottom:16px"><strong>${m.platform === 'instagram' ? 'Instagram' : 'Facebook'}</strong> · ${escapeHtml(account(m.platform, m.accountId)?.name ?? m.accountId)} · ${m.kind} · ${escapeHtml(m.at.toISOString())}<br>${escapeHtml(m.caption)}<br>${m.images
            .map(
              (url) =>
                `<img src="${escapeHtml(url)}" alt="" style="width:120px;margin:4px 4px 0 0">`,
            )
            .join('')}</li>`,
      )
      .join('');
    return c.html(
      page(
        'Veröffentlicht (Demo-Meta)',
        rows
          ? `<ul style="list-style:none;padding:0">${rows}</ul>`
          : '<p>Noch nichts veröffentlicht.</p>',
      ),
      200,
      pageHeaders,
    );
  });

  return {
    app: double,
    /** Everything the double published, oldest first. */
    published,
    /** Faults to play, each once, on the next matching call. */
    faults,
    /** The Graph calls it answered. */
    calls,
    /** Revokes every token of an account (the person removed the app, changed the password). */
    revoke(accountId: string): void {
      for (const [value, token] of tokens) if (token.accountId === accountId) tokens.delete(value);
    },
    /** Publishes `count` posts of the account outside our app (another tool), toward the quota. */
    publishElsewhere(accountId: string, count: number): void {
      for (let i = 0; i < count; i += 1) {
        record({
          id: nextId(),
          platform: 'instagram',
          accountId,
          kind: 'feed',
          caption: 'elsewhere',
          images: [],
          permalink: 'https://www.instagram.com/p/elsewhere/',
          containerId: null,
        });
      }
    },
    /** The containers made, by id. */
    containers,
  };
}

export type MetaDouble = ReturnType<typeof createMetaDouble>;
