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
 * On '/' the page arrives drawn (landing.html). When the scripts are there before that drawing is
 * on the screen, the app's first render (the longest task of the start) waits for it instead of
 * holding it back, and does not repaint the hero before its first paint has counted. Until then
 * the drawing is inert, as it is whenever the scripts come after the first paint. Other pages
 * arrive empty and render at once; a hidden tab, which paints nothing, after at most a second.
 */
function afterFirstPaint(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const drawn = root.querySelector(':scope > [data-prerendered]') !== null;
    if (!drawn || performance.getEntriesByType('paint').length > 0) return resolve();
    // Paint entries arrive once the frame is on the screen, with the largest paint of that frame.
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 1000);
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
void Promise.all([i18nReady, afterFirstPaint(container)]).then(() => {
  // Whoever scrolled the drawn page keeps their place: the router's first render scrolls a new
  // history entry to the top (a link to a section scrolls there itself).
  const scrolled = window.location.hash ? 0 : window.scrollY;
  unwrapPrerendered(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
  if (scrolled > 0) {
    requestAnimationFrame(() => {
      if (window.scrollY === 0) window.scrollTo(0, scrolled);
    });
  }
});
