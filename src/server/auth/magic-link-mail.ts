import type { Language } from '#shared/errors/error-codes.ts';
import type { MailMessage } from '#server/mail/mailer.ts';

interface MailTexts {
  subject: string;
  greeting: string;
  textLead: string;
  title: string;
  htmlLead: string;
  button: string;
  footer: string;
}

/** The sign-in mail's texts, one entry per interface language. */
export const magicLinkTexts: Record<Language, MailTexts> = {
  de: {
    subject: 'Dein Anmeldelink für Matchpost',
    greeting: 'Hallo,',
    textLead:
      'klicke auf den Link, um dich bei Matchpost anzumelden. Er funktioniert einmal und läuft nach 10 Minuten ab.',
    title: 'Bei Matchpost anmelden',
    htmlLead:
      'Klicke auf den Button, um dich anzumelden. Der Link funktioniert einmal und läuft nach 10 Minuten ab.',
    button: 'Anmelden',
    footer: 'Wenn du diesen Link nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Your Matchpost sign-in link',
    greeting: 'Hello,',
    textLead:
      'click the link below to sign in to Matchpost. It works once and expires in 10 minutes.',
    title: 'Sign in to Matchpost',
    htmlLead: 'Click the button to sign in. The link works once and expires in 10 minutes.',
    button: 'Sign in',
    footer: 'If you did not ask for this link, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Ton lien de connexion à Matchpost',
    greeting: 'Bonjour,',
    textLead:
      'clique sur le lien ci-dessous pour te connecter à Matchpost. Il ne fonctionne qu’une fois et expire après 10 minutes.',
    title: 'Se connecter à Matchpost',
    htmlLead:
      'Clique sur le bouton pour te connecter. Le lien ne fonctionne qu’une fois et expire après 10 minutes.',
    button: 'Se connecter',
    footer: 'Si tu n’as pas demandé ce lien, tu peux ignorer cet e-mail.',
  },
  it: {
    subject: 'Il tuo link di accesso a Matchpost',
    greeting: 'Ciao,',
    textLead:
      'clicca sul link qui sotto per accedere a Matchpost. Funziona una sola volta e scade dopo 10 minuti.',
    title: 'Accedi a Matchpost',
    htmlLead:
      'Clicca sul pulsante per accedere. Il link funziona una sola volta e scade dopo 10 minuti.',
    button: 'Accedi',
    footer: 'Se non hai richiesto questo link, puoi ignorare questa e-mail.',
  },
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
