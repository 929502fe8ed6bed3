import type { MailContext } from '#server/game-day-mails/game-day-mail.repository.ts';
import { escapeHtml, mailWords, type MailLanguage } from '#server/game-day-mails/mail-texts.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import { postCaption } from '#shared/render/post-caption.ts';
import type { Game } from '#shared/sports/sports.ts';
import { appPaths } from '#shared/site/app-paths.ts';

/**
 * One game-day mail as a message (ADR 026): the subject, a plain-text and an HTML body in the
 * account's language, the post attached and shown inline, the caption to paste, the studio
 * link, and the signed unsubscribe link in the body and in `List-Unsubscribe` (RFC 8058). With
 * no post, the short mail that a result is still missing. `key` is the mail's idempotency key
 * (slot, game day, kind): the same Message-ID on every try.
 */
/** 'YYYY-MM-DD' as the Swiss 'dd.mm.yyyy'. */
function swissDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export function sameTeam(name: string, team: string): boolean {
  return name.trim().toLowerCase() === team.trim().toLowerCase();
}

export function composeMail(
  links: { appUrl: string; unsubscribe: string },
  context: MailContext,
  kind: MailKind,
  games: Game[],
  post: { bytes: Buffer; contentType: string; fileName: string } | null,
  key: string,
): MailMessage {
  const { slot, mail } = context;
  const language: MailLanguage = context.language;
  const words = mailWords[language];
  const date = swissDate(mail.gameDay);
  const opponents = games.map((game) =>
    sameTeam(game.teamHome, slot.teamName) ? game.teamAway : game.teamHome,
  );
  const pairing = `${slot.teamName} – ${opponents.join(', ') || '?'}`;
  // appPaths.studioGames: /studio/:sport/:clubId/:teamId/:gameIds
  const studio = new URL(
    [
      'studio',
      slot.sport,
      slot.clubId,
      slot.teamId,
      games.map((game) => encodeURIComponent(game.id)).join(','),
    ]
      .map((segment, index) => `/${index === 4 ? segment : encodeURIComponent(segment)}`)
      .join(''),
    links.appUrl,
  ).toString();
  const unsubscribe = links.unsubscribe;
  const settings = new URL(appPaths.profileTeams, links.appUrl).toString();
  const why = words.why(
    kind,
    slot.teamName,
    context.workspace.personal ? null : context.workspace.name,
  );
  const headers = {
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  // What ends every mail: the studio link, then below the signature line why it came and the
  // one-click way out.
  const footer = [
    '',
    `${words.studio}: ${studio}`,
    '',
    '--',
    why,
    `${words.unsubscribe}: ${unsubscribe}`,
  ];
  const mailLinks = {
    studio,
    studioLabel: words.studio,
    why,
    unsubscribe,
    unsubscribeLabel: words.unsubscribe,
    settings,
    settingsLabel: words.settings,
  };
  if (!post) {
    const missing = words.missing(slot.teamName, date);
    return {
      to: context.email,
      subject: words.missingSubject(pairing, date),
      text: [missing, ...footer].join('\n'),
      html: htmlMail({
        language,
        intro: missing,
        caption: null,
        captionTitle: '',
        image: null,
        ...mailLinks,
      }),
      headers,
      idempotencyKey: key,
    };
  }
  const caption = postCaption({
    games,
    mode: kind,
    language: slot.postLanguage ?? language,
    sport: slot.sport,
    teamName: slot.teamName,
    isHomeGame: games[0] ? sameTeam(games[0].teamHome, slot.teamName) : false,
  });
  const intro = words.intro(kind, slot.teamName, date);
  return {
    to: context.email,
    subject: words.subject(kind, pairing, date),
    text: [intro, '', `${words.caption}:`, '', caption, ...footer].join('\n'),
    html: htmlMail({
      language,
      intro,
      caption,
      captionTitle: words.caption,
      image: 'post',
      ...mailLinks,
    }),
    attachments: [
      {
        filename: post.fileName,
        content: post.bytes,
        contentType: post.contentType,
        cid: 'post',
      },
    ],
    headers,
    idempotencyKey: key,
  };
}

interface HtmlParts {
  language: MailLanguage;
  intro: string;
  caption: string | null;
  captionTitle: string;
  image: string | null;
  studio: string;
  studioLabel: string;
  why: string;
  unsubscribe: string;
  unsubscribeLabel: string;
  settings: string;
  settingsLabel: string;
}

/** A plain HTML body that mail programs show as meant: tables, inline styles, no scripts. */
function htmlMail(parts: HtmlParts): string {
  const e = escapeHtml;
  const image = parts.image
    ? `<tr><td style="padding:0 0 16px"><img src="cid:${parts.image}" alt="" width="432" style="display:block;width:100%;max-width:432px;height:auto;border-radius:8px"></td></tr>`
    : '';
  const caption =
    parts.caption === null
      ? ''
      : `<tr><td style="padding:0 0 8px;font-weight:600">${e(parts.captionTitle)}</td></tr>
<tr><td style="padding:12px;background:#f3f4f6;border-radius:8px;white-space:pre-wrap;font-family:inherit">${e(parts.caption)}</td></tr>`;
  return `<!doctype html>
<html lang="${parts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#111827;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto">
<tr><td style="padding:0 0 16px">${e(parts.intro)}</td></tr>
${image}
${caption}
<tr><td style="padding:20px 0"><a href="${e(parts.studio)}" style="display:inline-block;padding:10px 18px;background:#111827;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${e(parts.studioLabel)}</a></td></tr>
<tr><td style="padding:12px 0 0;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">${e(parts.why)}<br><a href="${e(parts.unsubscribe)}" style="color:#4b5563">${e(parts.unsubscribeLabel)}</a> · <a href="${e(parts.settings)}" style="color:#4b5563">${e(parts.settingsLabel)}</a></td></tr>
</table></body></html>`;
}
