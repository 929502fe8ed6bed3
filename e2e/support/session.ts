import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export { sessionCookies } from '#server/testing/auth.ts';

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
