import { useMutation } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';
import type { Language } from '#client/i18n/languages.ts';

/** POST /api/auth/sign-in/magic-link: mails a sign-in link leading back to /profile. */
export async function requestMagicLink(email: string, language: Language): Promise<void> {
  await apiFetch('/api/auth/sign-in/magic-link', {
    method: 'POST',
    ...jsonBody({
      email: email.trim(),
      callbackURL: '/profile?signedIn=1',
      errorCallbackURL: '/auth',
      metadata: { language },
    }),
  });
}

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: ({ email, language }: { email: string; language: Language }) =>
      requestMagicLink(email, language),
  });
}
