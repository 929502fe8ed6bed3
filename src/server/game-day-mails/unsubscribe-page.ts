import type { Context } from 'hono';
import { escapeHtml } from '#server/game-day-mails/mail-texts.ts';

/**
 * The public page of a game-day mail's unsubscribe link (no sign-in, no app bundle): the app's
 * mark and colours, a card with the question and one button, or what was turned off, in light
 * or dark as the device is set. Self-contained (inline styles only), so it shows the same in
 * every browser a mail program opens. The colours are the app's tokens (src/client/styles.css).
 */
export const unsubscribePagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const styles = `
:root{color-scheme:light dark;--bg:oklch(0.975 0.003 285);--card:oklch(1 0 0);--fg:oklch(0.17 0.01 285);--muted:oklch(0.5 0.015 285);--border:oklch(0.91 0.005 285);--brand:oklch(0.56 0.215 17.6);--brand-text:var(--brand);--brand-strong:oklch(0.51 0.2 16.5);--ok:oklch(0.55 0.14 155);--bad:oklch(0.55 0.2 27)}
@media (prefers-color-scheme:dark){:root{--bg:oklch(0.145 0.006 285);--card:oklch(0.19 0.008 285);--fg:oklch(0.97 0.003 285);--muted:oklch(0.71 0.012 285);--border:oklch(0.28 0.008 285);--brand:oklch(0.57 0.215 17);--brand-text:oklch(0.645 0.215 16.4);--brand-strong:oklch(0.52 0.2 16.5);--ok:oklch(0.72 0.15 155);--bad:oklch(0.7 0.17 25)}}
*{box-sizing:border-box}
html,body{margin:0}
body{min-height:100vh;display:flex;flex-direction:column;align-items:center;gap:32px;padding:32px 16px;background:var(--bg);color:var(--fg);font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Liberation Sans',system-ui,sans-serif}
@media (min-width:640px){body{padding-top:12vh}}
.brand{display:inline-flex;align-items:center;gap:10px;color:inherit;text-decoration:none;font-weight:800;font-size:18px;letter-spacing:-0.01em}
.brand svg{width:32px;height:32px}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:28px 24px;box-shadow:0 1px 2px rgb(0 0 0/0.04),0 8px 24px rgb(0 0 0/0.06)}
.icon{display:flex;width:44px;height:44px;border-radius:999px;align-items:center;justify-content:center;margin-bottom:16px;background:color-mix(in oklch,var(--brand) 14%,transparent);color:var(--brand-text)}
.icon.ok{background:color-mix(in oklch,var(--ok) 16%,transparent);color:var(--ok)}
.icon.bad{background:color-mix(in oklch,var(--bad) 16%,transparent);color:var(--bad)}
.icon svg{width:22px;height:22px}
h1{margin:0 0 8px;font-size:22px;line-height:1.25;letter-spacing:-0.01em}
p{margin:0;color:var(--muted);overflow-wrap:anywhere}
form{margin-top:24px}
button{width:100%;min-height:44px;border:0;border-radius:10px;padding:10px 18px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:var(--brand-strong)}
button:focus-visible{outline:3px solid color-mix(in oklch,var(--brand) 40%,transparent);outline-offset:2px}
.link{display:inline-block;margin-top:20px;color:var(--brand-text);font-weight:600;text-decoration:underline;text-underline-offset:3px}
`;

const mark =
  '<svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="15" fill="oklch(0.56 0.215 17.6)"/><path d="M17 45V20h6.5l8.5 13 8.5-13H47v25h-7V32.5l-8 11.5-8-11.5V45z" fill="#fff"/></svg>';

const icons = {
  mail: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/></svg>',
  ok: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>',
  bad: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 8v5M12 16.5v.01"/><circle cx="12" cy="12" r="10"/></svg>',
};

export interface UnsubscribePage {
  language: string;
  title: string;
  text: string;
  /**
   * 'ask': the one button (its form posts to `action`); 'done' (turned off), 'gone' (the team is
   * no longer saved: no mails come) or 'invalid' (the link turns nothing off): a link to the app.
   */
  state: 'ask' | 'done' | 'gone' | 'invalid';
  action?: string;
  button?: string;
  link?: { href: string; label: string };
  /** The catalogue code of a refused link, for support and tests. */
  code?: string;
}

export function unsubscribePage(page: UnsubscribePage): string {
  const e = escapeHtml;
  const icon =
    page.state === 'ask'
      ? `<span class="icon">${icons.mail}</span>`
      : page.state === 'done' || page.state === 'gone'
        ? `<span class="icon ok">${icons.ok}</span>`
        : `<span class="icon bad">${icons.bad}</span>`;
  const action =
    page.state === 'ask' && page.action !== undefined
      ? `<form method="post" action="${e(page.action)}"><button type="submit">${e(page.button ?? '')}</button></form>`
      : '';
  const link = page.link
    ? `<a class="link" href="${e(page.link.href)}">${e(page.link.label)}</a>`
    : '';
  const code = page.code ? ` data-code="${e(page.code)}"` : '';
  return `<!doctype html>
<html lang="${e(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png"><title>${e(page.title)} · Matchpost</title><style>${styles}</style></head>
<body><a class="brand" href="/">${mark}<span>Matchpost</span></a>
<main${code}>${icon}<h1>${e(page.title)}</h1><p>${e(page.text)}</p>${action}${link}</main>
</body></html>`;
}

/**
 * Answers one of these pages (a mailed link's: unsubscribe, a publication's retry, 'Jetzt
 * veröffentlichen'): its own strict policy, never cached, no referrer for the link's signature.
 */
export function linkPageResponse(
  c: Context,
  page: UnsubscribePage,
  status: 200 | 400 | 403 | 404 | 409 | 410 | 429 = 200,
) {
  c.header('Content-Security-Policy', unsubscribePagePolicy);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(unsubscribePage(page), status);
}
