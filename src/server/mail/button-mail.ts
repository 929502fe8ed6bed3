import type { Language } from '#shared/errors/error-codes.ts';

/*
 * The app's mails that lead to one link (the sign-in link, an invitation): a title, a lead, a
 * button, the address written out below it and a footer, in the mail's language.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML of a mail with one button that leads to `url`; the lead may be several paragraphs. */
export function buttonMailHtml(
  language: Language,
  title: string,
  lead: string | readonly string[],
  button: string,
  url: string,
  footer: string,
): string {
  const href = escapeHtml(url);
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
${(typeof lead === 'string' ? [lead] : lead)
  .map(
    (paragraph) =>
      `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(paragraph)}</td></tr>`,
  )
  .join('\n')}
<tr><td><a href="${href}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(button)}</a></td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:24px;word-break:break-all">${href}</td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:16px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
