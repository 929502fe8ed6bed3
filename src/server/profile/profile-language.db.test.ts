import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

const t = signedInServer({ lea: 'lea@hc-bienne.ch' });

const stored = async () => {
  const [row] = await t.server.ctx.database.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, t.lea.userId));
  return row?.language;
};

describe('the interface language on the profile', () => {
  it('starts German and keeps each of the four languages the user picks', async () => {
    expect(await stored()).toBe('de');
    for (const language of ['fr', 'it', 'en', 'de'] as const) {
      const response = await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', { language });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ language });
      expect(await stored()).toBe(language);
    }
  });

  it('refuses a language the app does not speak, in the caller’s language, and keeps the old one', async () => {
    await apiCall(t.server.url, t.lea, 'PATCH', '/api/profile', { language: 'it' });
    const response = await apiCall(
      t.server.url,
      t.lea,
      'PATCH',
      '/api/profile',
      { language: 'nl' },
      { 'x-language': 'it' },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('Inserimento non valido');
    expect(await stored()).toBe('it');
  });
});
