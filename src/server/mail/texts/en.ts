import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';

const kinds = { preview: 'Preview by mail', result: 'Result by mail' };

/** The mail texts in English, key by key as in de.ts. */
export const en: MailCatalogue = {
  magicLink: {
    subject: 'Your Matchpost sign-in link',
    greeting: 'Hello,',
    textLead:
      'click the link below to sign in to Matchpost. It works once and expires in 10 minutes.',
    title: 'Sign in to Matchpost',
    htmlLead: 'Click the button to sign in. The link works once and expires in 10 minutes.',
    button: 'Sign in',
    footer: 'If you did not ask for this link, you can ignore this e-mail.',
  },
  channelReconnect: {
    subject: (channel: string) => `Connect the channel “${channel}” again`,
    lead: (channel: string, workspace: string) =>
      `Instagram or Facebook no longer accepts Matchpost's connection to the channel “${channel}” (club account “${workspace}”), for example because the password was changed or the access removed. Until you connect it again, nothing is published there.`,
    button: 'Connect the channel again',
    footer: 'Afterwards you can try the posts planned for this channel again under “Publications”.',
  },
  gameDayAsk: {
    kinds: { preview: 'Preview', result: 'Result' },
    subject: (kind, team) => `“${kind}” of ${team}: ready to publish`,
    lead: (kind, team, day, channels) =>
      `The post “${kind}” of ${team} for ${day} is ready. Matchpost publishes it on ${channels} as soon as you confirm.`,
    button: 'Publish now',
    footer: (until) =>
      `The link works until ${until}. Without your confirmation nothing is published.`,
  },
  publishNowPage: {
    title: 'Publish now?',
    ask: (kind, team, channels) =>
      `Matchpost publishes the post “${kind}” of ${team} on ${channels} now.`,
    button: 'Publish now',
    doneTitle: 'Publishing',
    done: 'The post goes out within the next minutes. Under “Publications” you see when it appeared.',
    invalidTitle: 'This link does not work',
    expiredTitle: 'This link has expired',
    refusedTitle: 'Nothing published',
    posts: 'Go to posts',
    home: 'Go to Matchpost',
  },
  publicationFailed: {
    subject: (channel) => `Post not published on “${channel}”`,
    lead: (channel, workspace, when) =>
      `The post for ${when} did not appear on “${channel}” (club account “${workspace}”).`,
    why: 'Reason',
    caption: 'Caption',
    retry: 'Try again',
    open: 'See posts',
    footer:
      'The retry link works for 7 days. You find all posts of your club account under “Publications”.',
  },
  retryPage: {
    title: 'Try the post again',
    ask: (channel) => `Matchpost tries to publish the post on “${channel}” again now.`,
    button: 'Try again now',
    doneTitle: 'Trying again',
    done: 'The post goes out within the next minutes. Under “Publications” you see when it appeared.',
    invalidTitle: 'This link does not work',
    expiredTitle: 'This link has expired',
    refusedTitle: 'Not tried again',
    posts: 'Go to posts',
    channels: 'Go to channels',
    home: 'Go to Matchpost',
  },
  workspaceInvitation: {
    subject: (workspace) => `Invitation to the club account “${workspace}” on Matchpost`,
    lead: (inviter, workspace, role) =>
      `${inviter} invites you as ${role} to the club account “${workspace}”, where your club makes its posts together.`,
    accept: 'View invitation',
    footer:
      'The link works once and for 7 days. Sign in with this address to accept the invitation. If you do not know who invited you, you can ignore this email.',
    roles: { admin: 'admin', editor: 'editor' },
  },
  gameDay: {
    kinds,
    subject: (kind: MailKind, pairing: string, date: string) =>
      kind === 'preview' ? `Your post: ${pairing}, ${date}` : `Result post: ${pairing}, ${date}`,
    missingSubject: (pairing: string, date: string) => `Result still missing: ${pairing}, ${date}`,
    intro: (kind: MailKind, team: string, date: string) =>
      kind === 'preview'
        ? `The post for ${team} on ${date} is ready: the picture is attached, the text to paste is below.`
        : `The result post for ${team} of ${date} is ready: the picture is attached, the text to paste is below.`,
    missing: (team: string, date: string) =>
      `The result of ${team} of ${date} has not been reported yet. Once it is, you can make the post in the studio.`,
    caption: 'Text to paste',
    studio: 'Open in the studio',
    why: (kind: MailKind, team: string, workspace: string | null) =>
      workspace === null
        ? `You get this mail because you turned on “${kinds[kind]}” for ${team} (profile, My teams).`
        : `You get this mail because you turned on “${kinds[kind]}” for ${team} in the club account “${workspace}” (profile, My teams).`,
    unsubscribe: 'Unsubscribe from this mail',
    settings: 'Settings',
  },
  unsubscribePage: {
    title: 'Unsubscribe',
    ask: (what: string) => `Turn off “${what}”?`,
    button: 'Turn off',
    doneTitle: 'Turned off',
    done: (what: string) =>
      `“${what}” is off. You can turn it on again in your profile under My teams.`,
    settings: 'Go to My teams',
    invalidTitle: 'Link not valid',
    expiredTitle: 'Link no longer valid',
    goneTitle: 'No more mails',
    home: 'Go to Matchpost',
  },
};
