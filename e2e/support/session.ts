import type { Page } from 'playwright-core';

export { sessionCookies } from '#server/testing/auth.ts';

/**
 * Puts the demo team UHC Bärenfels Münsingen into the signed-in user's slots through the API,
 * so an export of its games asks nothing first. Fails unless the slot is saved (201); for the
 * journeys and the benchmarks alike, so it asks no test runner.
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
  if (saved.status() !== 201) throw new Error(`team slot not saved: ${saved.status()}`);
}
