import type { Language } from '#shared/errors/error-codes.ts';
import type { MailMessage } from '#server/mail/mailer.ts';

/** The sign-in mail, in the language the person used when asking for it. */
export function magicLinkMail(to: string, url: string, language: Language): MailMessage {
  if (language === 'en') {
    return {
      to,
      subject: 'Your Matchpost sign-in link',
      text: [
        'Hello,',
        '',
        'click the link below to sign in to Matchpost. It works once and expires in 10 minutes.',
        '',
        url,
        '',
        'If you did not ask for this link, you can ignore this e-mail.',
        '',
        'Matchpost',
      ].join('\n'),
      html: mailHtml(
        'Sign in to Matchpost',
        'Click the button to sign in. The link works once and expires in 10 minutes.',
        'Sign in',
        url,
        'If you did not ask for this link, you can ignore this e-mail.',
      ),
    };
  }
  return {
    to,
    subject: 'Dein Anmeldelink für Matchpost',
    text: [
      'Hallo,',
      '',
      'klicke auf den Link, um dich bei Matchpost anzumelden. Er funktioniert einmal und läuft nach 10 Minuten ab.',
      '',
      url,
      '',
      'Wenn du diesen Link nicht angefordert hast, kannst du diese E-Mail ignorieren.',
      '',
      'Matchpost',
    ].join('\n'),
    html: mailHtml(
      'Bei Matchpost anmelden',
      'Klicke auf den Button, um dich anzumelden. Der Link funktioniert einmal und läuft nach 10 Minuten ab.',
      'Anmelden',
      url,
      'Wenn du diesen Link nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    ),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mailHtml(
  title: string,
  lead: string,
  button: string,
  url: string,
  footer: string,
): string {
  const href = escapeHtml(url);
  return `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(lead)}</td></tr>
<tr><td><a href="${href}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(button)}</a></td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:24px;word-break:break-all">${href}</td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:16px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
