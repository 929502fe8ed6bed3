import type { Language } from '#client/i18n/languages.ts';
import { sendJson } from '#client/lib/api-client.ts';

/**
 * PATCH /api/profile with the interface language a signed-in user just chose, so that mails sent
 * later, outside a request of theirs, can be written in it.
 */
export async function saveLanguage(language: Language) {
  // The header's language menu calls this: the schema (and zod) load with the first choice.
  const { profileSchema } = await import('#shared/profile/profile.schema.ts');
  return sendJson('PATCH', '/api/profile', profileSchema, { language });
}
