import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#client/app/providers.tsx';
import { createAppRouter } from '#client/app/router.tsx';
import { i18nReady } from '#client/i18n/i18n.ts';
import '#client/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Resolves once the browser has painted. On '/' the page arrives drawn (landing.html): when the
 * scripts are there before its first paint, the app's first render (the longest task of the
 * start) waits one frame instead of holding that drawing back. Until then the drawing is inert,
 * as it is whenever the scripts come after the first paint. A hidden tab gets no frames: the
 * timer stands in.
 */
function afterFirstPaint(): Promise<void> {
  if (performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

/**
 * On '/' the root holds the landing page drawn at build time, in an inert wrapper (landing.html).
 * The app renders over it in the same task: the wrapper goes, and what it held stays for the
 * renderer, which keeps the nodes that match what it draws (the hero is not painted a second
 * time, which would count as a later largest paint) and replaces the rest.
 */
function unwrapPrerendered(root: HTMLElement): void {
  const wrapper = root.querySelector(':scope > [data-prerendered]');
  wrapper?.replaceWith(...wrapper.childNodes);
}

// German is in this bundle; another stored language loads its texts first, so nothing flashes
// in German.
void Promise.all([i18nReady, afterFirstPaint()]).then(() => {
  unwrapPrerendered(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
