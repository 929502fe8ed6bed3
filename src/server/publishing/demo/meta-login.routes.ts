import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  LONG_LIVED_SECONDS,
  SHORT_LIVED_SECONDS,
  metaError,
  type MetaState,
} from '#server/publishing/demo/meta-state.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#18181b">
<p style="display:inline-block;background:#fde68a;border-radius:6px;padding:2px 8px;font-size:12px">Demo: nichts davon erreicht Meta</p>
<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</body></html>`;
}

export const pageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; media-src *; form-action *",
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The Meta double's login paths (ADR 059): the authorisation pages a person sees ('Zulassen'),
 * Instagram Login's code, short-lived and 60-day tokens and their refresh, and Facebook Login's
 * code, user token, long-lived token and the Pages with their tokens (`me/accounts`).
 */
export function loginRoutes(double: Hono, state: MetaState): void {
  const { base, now, app, accounts, codes, issue, tokenOf, params, allowed } = state;
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
}
