import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the page has drawn `frames` more frames and run what each frame left to do: the
 * effects of what it rendered (Preact runs them after the next frame, in a task) and the tasks
 * they queued, such as a redirect or a toast. A wait on the page's own order of work, not on the
 * clock: after it, an effect of what was on screen before has had its turn, however slow the
 * machine is.
 */
export async function afterEffects(page: Page, frames = 2): Promise<void> {
  await page.evaluate(async (count) => {
    for (let frame = 0; frame < count; frame++) {
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(), 0)),
      );
    }
  }, frames);
}

/** Waits until the CSS transitions and animations on `element` and inside it have ended. */
export async function animationsFinished(element: Locator): Promise<void> {
  await element.evaluate(async (node) => {
    await Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Waits until the toasts' place is there (the toast library has loaded) and the page has run the
 * effects of what it drew: a toast asked for by now is on the page.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
  await afterEffects(page, 3);
}

/**
 * Waits until the app has taken over the landing page from its drawing made at build time
 * (landing.html): before, the page is inert to keys and clicks, and the renderer replaces the
 * drawn nodes that differ from what it draws, so an element found earlier may leave the page.
 */
export async function landingPageLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}
