import { useMutation } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';
import type { Language } from '#client/i18n/languages.ts';
import { signInCallbackPath } from '#client/lib/sign-in-target.ts';

/**
 * POST /api/auth/sign-in/magic-link: mails a sign-in link leading back to the sign-in page, which
 * passes the second factor and goes on to `target` (a path of this site).
 */
export async function requestMagicLink(
  email: string,
  language: Language,
  target: string,
): Promise<void> {
  await apiFetch('/api/auth/sign-in/magic-link', {
    method: 'POST',
    ...jsonBody({
      email: email.trim(),
      callbackURL: signInCallbackPath(target),
      errorCallbackURL: '/auth',
      metadata: { language },
    }),
  });
}

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: ({
      email,
      language,
      target,
    }: {
      email: string;
      language: Language;
      target: string;
    }) => requestMagicLink(email, language, target),
  });
}
