import { errorTexts, isPlainErrorCode } from '#shared/errors/error-codes.ts';
import type { Language } from '#client/i18n/languages.ts';

/**
 * The catalogue's text of an error code in a language, for a code that comes back in the address
 * (the OAuth callback's `?error=CODE`); null for anything that is no code of ours with a plain
 * text, so nothing a link carries is shown as it is.
 */
export function catalogueText(code: string, language: Language): string | null {
  return isPlainErrorCode(code) ? errorTexts(code, undefined)[language] : null;
}
