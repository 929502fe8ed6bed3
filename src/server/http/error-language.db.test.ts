import { describe, expect, it } from 'vitest';
import { errorMessages } from '#shared/errors/error-codes.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
const t = signedInServer({});

async function refusal(headers: Record<string, string>) {
  const response = await fetch(`${t.server.url}/api/profile`, { headers });
  expect(response.status).toBe(401);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('an API refusal speaks the caller’s language', () => {
  it.each(['de', 'en', 'fr', 'it'] as const)('X-Language: %s', async (language) => {
    expect(await refusal({ 'x-language': language })).toEqual({
      code: 'UNAUTHENTICATED',
      message: errorMessages.UNAUTHENTICATED[language],
    });
  });

  it('reads French and Italian from Accept-Language, regional codes included', async () => {
    expect((await refusal({ 'accept-language': 'fr-CH,fr;q=0.9' })).message).toBe(
      'Connexion requise : connecte-toi pour créer des posts',
    );
    expect((await refusal({ 'accept-language': 'it-CH' })).message).toBe(
      'Accesso richiesto: accedi per creare dei post',
    );
  });

  it('answers German for a language it does not speak', async () => {
    expect((await refusal({ 'x-language': 'nl', 'accept-language': 'nl-NL' })).message).toBe(
      errorMessages.UNAUTHENTICATED.de,
    );
  });
});
