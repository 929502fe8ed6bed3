import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';

/** The two game-day mails as the profile names them (Profil, Meine Teams). */
const kinds = { preview: 'Vorschau per Mail', result: 'Resultat per Mail' };

/**
 * The mail texts in German, the default language: the sign-in mail, the game-day mails and the
 * page their unsubscribe link opens. This object defines the catalogue: every other language's
 * file is typed against it (catalogue.ts), so a missing or extra key, or a text that takes other
 * values, fails the typecheck. Swiss spelling: "ss", never "ß"; see docs/translations.md.
 */
export const de = {
  /** The sign-in mail (magic link). */
  magicLink: {
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
  /** A channel whose token Meta refused (ADR 059): it must be connected again. */
  channelReconnect: {
    subject: (channel: string) => `Kanal «${channel}» neu verbinden`,
    lead: (channel: string, workspace: string) =>
      `Instagram oder Facebook nimmt die Verbindung von Matchpost zum Kanal «${channel}» (Vereinskonto «${workspace}») nicht mehr an, etwa weil das Passwort geändert oder der Zugriff entfernt wurde. Bis du ihn neu verbindest, wird dort nichts veröffentlicht.`,
    button: 'Kanal neu verbinden',
    footer:
      'Geplante Beiträge für diesen Kanal kannst du danach unter «Beiträge» noch einmal versuchen.',
  },
  /** Game-day publishing in mode 'Nachfragen' (ADR 059): the post waits for one press. */
  gameDayAsk: {
    kinds: { preview: 'Vorschau', result: 'Resultat' },
    subject: (kind: string, team: string) => `«${kind}» von ${team}: bereit zum Veröffentlichen`,
    lead: (kind: string, team: string, day: string, channels: string) =>
      `Der Beitrag «${kind}» von ${team} für ${day} ist bereit. Matchpost veröffentlicht ihn auf ${channels}, sobald du es bestätigst.`,
    button: 'Jetzt veröffentlichen',
    footer: (until: string) =>
      `Der Link funktioniert bis ${until}. Ohne deine Bestätigung wird nichts veröffentlicht.`,
  },
  /** The page a 'Jetzt veröffentlichen' link opens. */
  publishNowPage: {
    title: 'Jetzt veröffentlichen?',
    ask: (kind: string, team: string, channels: string) =>
      `Matchpost veröffentlicht den Beitrag «${kind}» von ${team} jetzt auf ${channels}.`,
    button: 'Jetzt veröffentlichen',
    doneTitle: 'Wird veröffentlicht',
    done: 'Der Beitrag geht in den nächsten Minuten hinaus. Unter «Beiträge» siehst du, wann er erschienen ist.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    expiredTitle: 'Dieser Link ist abgelaufen',
    refusedTitle: 'Nichts veröffentlicht',
    posts: 'Zu den Beiträgen',
    home: 'Zu Matchpost',
  },
  /** A publication that did not go out on a channel (ADR 059): why, and its one-click retry. */
  publicationFailed: {
    subject: (channel: string) => `Beitrag auf «${channel}» nicht veröffentlicht`,
    lead: (channel: string, workspace: string, when: string) =>
      `Der Beitrag für ${when} ist auf «${channel}» (Vereinskonto «${workspace}») nicht erschienen.`,
    why: 'Grund',
    caption: 'Text',
    retry: 'Noch einmal versuchen',
    open: 'Beiträge ansehen',
    footer:
      'Der Link zum Wiederholen funktioniert 7 Tage. Alle Beiträge deines Vereinskontos siehst du unter «Beiträge».',
  },
  /** The page a failure mail's retry link opens. */
  retryPage: {
    title: 'Beitrag noch einmal versuchen',
    ask: (channel: string) =>
      `Matchpost versucht, den Beitrag auf «${channel}» jetzt noch einmal zu veröffentlichen.`,
    button: 'Jetzt noch einmal versuchen',
    doneTitle: 'Wird noch einmal versucht',
    done: 'Der Beitrag geht in den nächsten Minuten hinaus. Unter «Beiträge» siehst du, wann er erschienen ist.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    expiredTitle: 'Dieser Link ist abgelaufen',
    refusedTitle: 'Nicht noch einmal versucht',
    posts: 'Zu den Beiträgen',
    channels: 'Zu den Kanälen',
    home: 'Zu Matchpost',
  },
  /** The invitation to a club workspace (docs/workspaces.md). */
  workspaceInvitation: {
    subject: (workspace: string) => `Einladung ins Vereinskonto «${workspace}» auf Matchpost`,
    lead: (inviter: string, workspace: string, role: string) =>
      `${inviter} lädt dich als ${role} ins Vereinskonto «${workspace}» ein. Dort macht ihr die Posts eures Vereins gemeinsam.`,
    accept: 'Einladung ansehen',
    footer:
      'Der Link gilt 7 Tage und einmal. Melde dich mit dieser Adresse an, um die Einladung anzunehmen. Wenn du niemanden kennst, der dich einlädt, kannst du diese E-Mail ignorieren.',
    roles: { admin: 'Admin', editor: 'Redaktor' },
  },
  /** The game-day mails: the post before the game, the result post after it. */
  gameDay: {
    kinds,
    subject: (kind: MailKind, pairing: string, date: string) =>
      kind === 'preview' ? `Dein Post: ${pairing}, ${date}` : `Resultat-Post: ${pairing}, ${date}`,
    missingSubject: (pairing: string, date: string) => `Resultat fehlt noch: ${pairing}, ${date}`,
    intro: (kind: MailKind, team: string, date: string) =>
      kind === 'preview'
        ? `Der Post für ${team} am ${date} ist fertig: Bild im Anhang, Text zum Einfügen unten.`
        : `Der Resultat-Post für ${team} vom ${date} ist fertig: Bild im Anhang, Text zum Einfügen unten.`,
    missing: (team: string, date: string) =>
      `Das Resultat von ${team} vom ${date} ist bis jetzt nicht gemeldet. Sobald es da ist, kannst du den Post im Studio machen.`,
    caption: 'Text zum Einfügen',
    studio: 'Im Studio öffnen',
    why: (kind: MailKind, team: string, workspace: string | null) =>
      workspace === null
        ? `Du bekommst diese Mail, weil du für ${team} «${kinds[kind]}» eingeschaltet hast (Profil, Meine Teams).`
        : `Du bekommst diese Mail, weil du im Vereinskonto «${workspace}» für ${team} «${kinds[kind]}» eingeschaltet hast (Profil, Meine Teams).`,
    unsubscribe: 'Diese Mail abbestellen',
    settings: 'Einstellungen',
  },
  /** The unsubscribe pages (GET shows a button, POST turns the mail off). */
  unsubscribePage: {
    title: 'Mail abbestellen',
    ask: (what: string) => `«${what}» ausschalten?`,
    button: 'Ausschalten',
    doneTitle: 'Ausgeschaltet',
    done: (what: string) =>
      `«${what}» ist ausgeschaltet. Du kannst es im Profil unter Meine Teams wieder einschalten.`,
    settings: 'Zu Meine Teams',
    invalidTitle: 'Link ungültig',
    expiredTitle: 'Link nicht mehr gültig',
    goneTitle: 'Keine Mails mehr',
    home: 'Zu Matchpost',
  },
};
