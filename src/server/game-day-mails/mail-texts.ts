import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';

/** The words of the game-day mails in the account's language (de, en, fr, it). */
export type MailLanguage = 'de' | 'en' | 'fr' | 'it';

/** The words of the game-day mails, by language (src/server/mail/texts/). */
export const mailWords: Record<MailLanguage, MailCatalogue['gameDay']> = {
  de: mailTexts.de.gameDay,
  en: mailTexts.en.gameDay,
  fr: mailTexts.fr.gameDay,
  it: mailTexts.it.gameDay,
};

/** The unsubscribe pages (GET shows a button, POST turns the mail off), by language. */
export const unsubscribePageWords: Record<MailLanguage, MailCatalogue['unsubscribePage']> = {
  de: mailTexts.de.unsubscribePage,
  en: mailTexts.en.unsubscribePage,
  fr: mailTexts.fr.unsubscribePage,
  it: mailTexts.it.unsubscribePage,
};

export function kindLabel(language: MailLanguage, kind: MailKind): string {
  return mailTexts[language].gameDay.kinds[kind];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
