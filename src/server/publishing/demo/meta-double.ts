import { Hono } from 'hono';
import { facebookReelRoutes } from '#server/publishing/demo/meta-facebook-reels.routes.ts';
import { facebookRoutes } from '#server/publishing/demo/meta-facebook.routes.ts';
import { instagramRoutes } from '#server/publishing/demo/meta-instagram.routes.ts';
import {
  escapeHtml,
  loginRoutes,
  page,
  pageHeaders,
} from '#server/publishing/demo/meta-login.routes.ts';
import {
  MetaError,
  createMetaState,
  metaError,
  type MetaDoubleOptions,
} from '#server/publishing/demo/meta-state.ts';

export {
  defaultMetaAccounts,
  type MetaAccount,
  type MetaDoubleOptions,
  type MetaErrorBody,
  type MetaFault,
  type PublishedMedia,
} from '#server/publishing/demo/meta-state.ts';

/**
 * A double of Meta's two publishing APIs (ADR 059): the Instagram API with Instagram Login
 * (authorisation page, token endpoint, graph.instagram.com) and the Facebook Graph API for Pages
 * (dialog, graph.facebook.com), speaking their request and response shapes: form or query
 * parameters, `{ data: [...] }` wrappers, error objects `{ error: { message, type, code,
 * error_subcode, is_transient, fbtrace_id } }`. It checks what Meta checks before it publishes:
 * the token, JPEG only, at most 8 MB, 320 to 1440 px wide, a feed image from 4:5 to 1.91:1, a
 * carousel of 2 to 10 items, a caption of at most 2,200 characters and 30 hashtags, and the
 * rolling 24-hour quota of 100 posts. It fetches each image from the URL it is given, as Meta
 * does; a Page's Reel goes through its three phases and the upload host (ADR 069). The same double is mounted on the app's own origin under PUBLISHING=demo and started on
 * a port of its own by the tests (start-meta-double.ts).
 */

export function createMetaDouble(options: MetaDoubleOptions = {}) {
  const state = createMetaState(options);
  const { base, calls, published, faults, tokens, containers, account, record, nextId } = state;
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

  loginRoutes(double, state);
  instagramRoutes(double, state);
  const reels = facebookReelRoutes(double, state);
  facebookRoutes(double, state);

  // ----- what was published, for a person trying the demo -----

  double.get('/', (c) => {
    const rows = [...published]
      .reverse()
      .map(
        (m) =>
          `<li style="margin-bottom:16px"><strong>${m.platform === 'instagram' ? 'Instagram' : 'Facebook'}</strong> · ${escapeHtml(account(m.platform, m.accountId)?.name ?? m.accountId)} · ${m.kind} · ${escapeHtml(m.at.toISOString())}<br>${escapeHtml(m.caption)}<br>${m.images
            .map((url) =>
              /\.mp4(\?|$)/.test(new URL(url, 'http://x').pathname)
                ? `<video src="${escapeHtml(url)}" controls muted playsinline style="width:120px;margin:4px 4px 0 0"></video>`
                : `<img src="${escapeHtml(url)}" alt="" style="width:120px;margin:4px 4px 0 0">`,
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
    /** The videos it fetched (from `video_url` or `file_url`), with their `ftyp` brand. */
    fetchedVideos: state.fetchedVideos,
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
    /** The Page Reels' upload sessions (ADR 069), by video id. */
    reels,
  };
}

export type MetaDouble = ReturnType<typeof createMetaDouble>;
