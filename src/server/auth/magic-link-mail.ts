import type { Language } from '#shared/errors/error-codes.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import { buttonMailHtml } from '#server/mail/button-mail.ts';

/** The sign-in mail's texts, one entry per interface language (src/server/mail/texts/). */
export const magicLinkTexts: Record<Language, MailCatalogue['magicLink']> = {
  de: mailTexts.de.magicLink,
  en: mailTexts.en.magicLink,
  fr: mailTexts.fr.magicLink,
  it: mailTexts.it.magicLink,
};

/** The sign-in mail, in the language the person used when asking for it. */
export function magicLinkMail(to: string, url: string, language: Language): MailMessage {
  const texts = magicLinkTexts[language];
  return {
    to,
    subject: texts.subject,
    text: [texts.greeting, '', texts.textLead, '', url, '', texts.footer, '', 'Matchpost'].join(
      '\n',
    ),
    html: buttonMailHtml(language, texts.title, texts.htmlLead, texts.button, url, texts.footer),
  };
}
