import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from '#server/http/content-security-policy.ts';

/**
 * Serves the built web app from dist/client: hashed assets with a long cache, and index.html for
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
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy);
    return c.html(indexHtml);
  });
}
