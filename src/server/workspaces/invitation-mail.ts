import { createHash } from 'node:crypto';
import { buttonMailHtml } from '#server/mail/button-mail.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import type { InvitableRole } from '#shared/workspaces/workspace.schema.ts';

/** The SHA-256 of an invitation's token: the only form of it the database keeps. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The mail that invites an address into a club workspace, with the link that carries the token. */
export function invitationMail(
  appUrl: string,
  invitation: {
    to: string;
    token: string;
    workspace: string;
    inviter: string;
    role: InvitableRole;
    language: Language;
  },
): MailMessage {
  const { to, token, workspace, inviter, role, language } = invitation;
  const texts = mailTexts[language].workspaceInvitation;
  const url = new URL(`/invitations/${token}`, appUrl).toString();
  const lead = texts.lead(inviter, workspace, texts.roles[role]);
  return {
    to,
    subject: texts.subject(workspace),
    text: [lead, '', url, '', texts.footer, '', 'Matchpost'].join('\n'),
    html: buttonMailHtml(language, texts.subject(workspace), lead, texts.accept, url, texts.footer),
  };
}
