import { afterEach, describe, expect, it, vi } from 'vitest';

// The API client sets the page language on import; these tests run without a browser.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { documentElement: {} } });
});

const { apiFetch } = await import('#client/lib/api-client.ts');
const { i18n, i18nReady } = await import('#client/i18n/i18n.ts');
await i18nReady;

let sentLanguage: string | null = null;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      sentLanguage = new Headers(init.headers).get('X-Language');
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch in the interface language', () => {
  it.each([
    ['fr', 'Adresse de retour invalide'],
    ['it', 'Indirizzo di ritorno non valido'],
    ['de', 'Ungültige Rücksprungadresse'],
  ] as const)(
    'sends %s and shows the catalogue text for an auth-library refusal',
    async (language, text) => {
      await i18n.changeLanguage(language);
      // The auth library answers our code with an English message of its own.
      answer(403, { code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' });
      await expect(apiFetch('/api/auth/sign-in/magic-link')).rejects.toMatchObject({
        status: 403,
        code: 'INVALID_CALLBACK_URL',
        message: text,
      });
      expect(sentLanguage).toBe(language);
    },
  );

  it("keeps our routes' own text, which the server wrote in the asked language", async () => {
    await i18n.changeLanguage('it');
    answer(400, {
      error: { code: 'GAME_LIMIT_EXCEEDED', message: 'Massimo raggiunto: 2 partite' },
    });
    await expect(apiFetch('/api/exports')).rejects.toMatchObject({
      code: 'GAME_LIMIT_EXCEEDED',
      message: 'Massimo raggiunto: 2 partite',
    });
  });
});
