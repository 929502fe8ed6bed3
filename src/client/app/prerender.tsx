import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '#client/app/providers.tsx';
import { routes } from '#client/app/router.tsx';

/**
 * The landing page as HTML, rendered at build time (vite.config.ts): the server sends it inside
 * #root for '/', so a visitor sees the hero before any JavaScript has arrived. main.tsx then
 * renders the app over it (no hydration: the same markup, drawn again).
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`'/' answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
