import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestSession } from '#server/testing/auth.ts';

/** A signed-in session's cookies, for `context.addCookies`, on the app at `url`. */
export function sessionCookies(session: TestSession, url: string) {
  return session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/**
 * Puts the demo team UHC Bärenfels Münsingen into the signed-in user's slots through the API,
 * so an export of its games asks nothing first.
 */
export async function saveDemoTeamSlot(page: Page, url: string): Promise<void> {
  const saved = await page.request.post('/api/team-slots', {
    headers: { origin: url },
    data: {
      sport: 'unihockey',
      clubId: 'demo-101',
      teamId: 'demo-101-1',
      teamName: 'UHC Bärenfels Münsingen',
    },
  });
  expect(saved.status()).toBe(201);
}
