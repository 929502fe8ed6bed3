import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from '#server/http/content-security-policy.ts';
import { isAppPath } from '#shared/site/app-paths.ts';

/** Text files the build wrote a .br and .gz beside (scripts/build-lib.mjs). */
const precompressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)(?:\.br|\.gz)?$/;

/**
 * Files from the build directory, in the precompressed variant the browser accepts (brotli, else
 * gzip). Headers are set on the answer itself: serveStatic builds it before its onFound hook runs.
 */
function serveFiles(root: string, cacheControl?: string): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound: (file, c) => {
      found.set(c, file);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const file = found.get(c);
    if (!(response instanceof Response) || file === undefined) return response;
    if (cacheControl) response.headers.set('Cache-Control', cacheControl);
    // Caches keep one copy per encoding: the same URL answers br, gzip or plain text.
    const vary = response.headers.get('Vary') ?? '';
    if (precompressible.test(file) && !/accept-encoding/i.test(vary)) {
      response.headers.append('Vary', 'Accept-Encoding');
    }
    return response;
  };
}

/**
 * Files from public/ keep their names (favicon, manifest, Open Graph image): a day in caches, so
 * a new icon reaches everyone by the next day.
 */
const PUBLIC_FILE_CACHE = 'public, max-age=86400';

/** og:image and og:url need absolute addresses; index.html has them relative to the site. */
function absoluteLinkPreview(html: string, appUrl: string | undefined): string {
  if (!appUrl) return html;
  const base = appUrl.replace(/\/+$/, '');
  return html.replace(/(<meta property="og:(?:image|url)" content=")\//g, `$1${base}/`);
}

/** '/', any folder path and index.html itself: the app's page, not a file. */
function isPagePath(requestPath: string): boolean {
  return requestPath.endsWith('/') || requestPath.endsWith('/index.html');
}

/**
 * Serves the built web app from dist/client: hashed assets with a long cache, each in the
 * precompressed variant the browser accepts (brotli, else gzip), public files (icons, manifest)
 * for a day, and index.html (no-cache) for every other path so the client router can show the
 * route, or its 404 page with the status 404 for a path that is none of the app's pages
 * (`#shared/site/app-paths.ts`, the list the router declares its routes with).
 */
export function mountWebApp(
  app: Hono,
  clientDir: string,
  options: { imageOrigins?: string[]; appUrl?: string } = {},
): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return;
  }
  const indexHtml = absoluteLinkPreview(readFileSync(indexFile, 'utf8'), options.appUrl);
  // The build's landing page rendered into index.html (vite.config.ts), for '/' only.
  const landingFile = path.join(clientDir, 'landing.html');
  const landingHtml = existsSync(landingFile)
    ? absoluteLinkPreview(readFileSync(landingFile, 'utf8'), options.appUrl)
    : indexHtml;
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(indexHtml),
    imageOrigins: options.imageOrigins ?? [],
  });
  const root = path.relative(process.cwd(), clientDir) || '.';
  app.use('/assets/*', serveFiles(root, 'public, max-age=31536000, immutable'));
  // The page itself goes through the handler below, '/' included: never cached without asking,
  // always with its Content-Security-Policy.
  const publicFiles = serveFiles(root, PUBLIC_FILE_CACHE);
  app.use('*', (c, next) => (isPagePath(c.req.path) ? next() : publicFiles(c, next)));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy);
    if (c.req.path === '/') return c.html(landingHtml);
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
}
