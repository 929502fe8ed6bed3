import type { Language } from '#shared/errors/error-codes.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';

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
    html: mailHtml(language, texts.title, texts.htmlLead, texts.button, url, texts.footer),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mailHtml(
  language: Language,
  title: string,
  lead: string,
  button: string,
  url: string,
  footer: string,
): string {
  const href = escapeHtml(url);
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(lead)}</td></tr>
<tr><td><a href="${href}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(button)}</a></td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:24px;word-break:break-all">${href}</td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:16px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
