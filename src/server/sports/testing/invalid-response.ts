import { expect } from 'vitest';
import { SportsError } from '#server/sports/sports-error.ts';

/**
 * For the adapters' tests: `ask` fails as an answer in a shape the adapter does not know, and
 * the error names the federation and the path that answered it.
 */
export async function expectInvalidResponse(
  ask: Promise<unknown>,
  place: { federation: string; path: unknown },
): Promise<void> {
  const error = await ask.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SportsError);
  expect(error).toMatchObject({ kind: 'invalid-response', place });
}
