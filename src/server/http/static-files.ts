import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from '#server/http/content-security-policy.ts';

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
 * Serves the built web app from dist/client: hashed assets with a long cache, each in the
 * precompressed variant the browser accepts (brotli, else gzip), and index.html (no-cache) for
 * every other path so the client router can show the route (or its 404 page).
 */
export function mountWebApp(
  app: Hono,
  clientDir: string,
  options: { imageOrigins?: string[] } = {},
): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(indexHtml),
    imageOrigins: options.imageOrigins ?? [],
  });
  const root = path.relative(process.cwd(), clientDir) || '.';
  app.use('/assets/*', serveFiles(root, 'public, max-age=31536000, immutable'));
  app.use('*', serveFiles(root));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy);
    return c.html(indexHtml);
  });
}
