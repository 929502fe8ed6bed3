import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';

/** The words of the game-day mails in the account's language (de, en, fr, it). */
export type MailLanguage = 'de' | 'en' | 'fr' | 'it';

interface Words {
  subject: (kind: MailKind, pairing: string, date: string) => string;
  missingSubject: (pairing: string, date: string) => string;
  intro: (kind: MailKind, team: string, date: string) => string;
  missing: (team: string, date: string) => string;
  caption: string;
  studio: string;
  why: (kind: MailKind, team: string) => string;
  unsubscribe: string;
  settings: string;
}

const kindName: Record<MailLanguage, Record<MailKind, string>> = {
  de: { preview: 'Vorschau per Mail', result: 'Resultat per Mail' },
  en: { preview: 'Preview by mail', result: 'Result by mail' },
  fr: { preview: 'Aperçu par e-mail', result: 'Résultat par e-mail' },
  it: { preview: 'Anteprima via e-mail', result: 'Risultato via e-mail' },
};

export const mailWords: Record<MailLanguage, Words> = {
  de: {
    subject: (kind, pairing, date) =>
      kind === 'preview' ? `Dein Post: ${pairing}, ${date}` : `Resultat-Post: ${pairing}, ${date}`,
    missingSubject: (pairing, date) => `Resultat fehlt noch: ${pairing}, ${date}`,
    intro: (kind, team, date) =>
      kind === 'preview'
        ? `Der Post für ${team} am ${date} ist fertig: Bild im Anhang, Text zum Einfügen unten.`
        : `Der Resultat-Post für ${team} vom ${date} ist fertig: Bild im Anhang, Text zum Einfügen unten.`,
    missing: (team, date) =>
      `Das Resultat von ${team} vom ${date} ist bis jetzt nicht gemeldet. Sobald es da ist, kannst du den Post im Studio machen.`,
    caption: 'Text zum Einfügen',
    studio: 'Im Studio öffnen',
    why: (kind, team) =>
      `Du bekommst diese Mail, weil du für ${team} «${kindName.de[kind]}» eingeschaltet hast (Profil, Meine Teams).`,
    unsubscribe: 'Diese Mail abbestellen',
    settings: 'Einstellungen',
  },
  en: {
    subject: (kind, pairing, date) =>
      kind === 'preview' ? `Your post: ${pairing}, ${date}` : `Result post: ${pairing}, ${date}`,
    missingSubject: (pairing, date) => `Result still missing: ${pairing}, ${date}`,
    intro: (kind, team, date) =>
      kind === 'preview'
        ? `The post for ${team} on ${date} is ready: the picture is attached, the text to paste is below.`
        : `The result post for ${team} of ${date} is ready: the picture is attached, the text to paste is below.`,
    missing: (team, date) =>
      `The result of ${team} of ${date} has not been reported yet. Once it is, you can make the post in the studio.`,
    caption: 'Text to paste',
    studio: 'Open in the studio',
    why: (kind, team) =>
      `You get this mail because you turned on “${kindName.en[kind]}” for ${team} (profile, My teams).`,
    unsubscribe: 'Unsubscribe from this mail',
    settings: 'Settings',
  },
  fr: {
    subject: (kind, pairing, date) =>
      kind === 'preview' ? `Ton post : ${pairing}, ${date}` : `Post résultat : ${pairing}, ${date}`,
    missingSubject: (pairing, date) => `Résultat encore manquant : ${pairing}, ${date}`,
    intro: (kind, team, date) =>
      kind === 'preview'
        ? `Le post pour ${team} le ${date} est prêt : l’image est en pièce jointe, le texte à coller ci-dessous.`
        : `Le post résultat pour ${team} du ${date} est prêt : l’image est en pièce jointe, le texte à coller ci-dessous.`,
    missing: (team, date) =>
      `Le résultat de ${team} du ${date} n’est pas encore annoncé. Dès qu’il l’est, tu peux faire le post dans le studio.`,
    caption: 'Texte à coller',
    studio: 'Ouvrir dans le studio',
    why: (kind, team) =>
      `Tu reçois cet e-mail parce que tu as activé « ${kindName.fr[kind]} » pour ${team} (profil, Mes équipes).`,
    unsubscribe: 'Se désabonner de cet e-mail',
    settings: 'Réglages',
  },
  it: {
    subject: (kind, pairing, date) =>
      kind === 'preview'
        ? `Il tuo post: ${pairing}, ${date}`
        : `Post del risultato: ${pairing}, ${date}`,
    missingSubject: (pairing, date) => `Risultato ancora mancante: ${pairing}, ${date}`,
    intro: (kind, team, date) =>
      kind === 'preview'
        ? `Il post per ${team} del ${date} è pronto: l’immagine è allegata, il testo da incollare è qui sotto.`
        : `Il post del risultato per ${team} del ${date} è pronto: l’immagine è allegata, il testo da incollare è qui sotto.`,
    missing: (team, date) =>
      `Il risultato di ${team} del ${date} non è ancora stato comunicato. Appena c’è, puoi fare il post nello studio.`,
    caption: 'Testo da incollare',
    studio: 'Apri nello studio',
    why: (kind, team) =>
      `Ricevi questa e-mail perché hai attivato «${kindName.it[kind]}» per ${team} (profilo, Le mie squadre).`,
    unsubscribe: 'Annulla l’iscrizione a questa e-mail',
    settings: 'Impostazioni',
  },
};

/** The unsubscribe pages (GET shows a button, POST turns the mail off). */
export const unsubscribePageWords: Record<
  MailLanguage,
  {
    title: string;
    ask: (what: string) => string;
    button: string;
    doneTitle: string;
    done: (what: string) => string;
    settings: string;
    invalidTitle: string;
    home: string;
  }
> = {
  de: {
    title: 'Mail abbestellen',
    ask: (what) => `«${what}» ausschalten?`,
    button: 'Ausschalten',
    doneTitle: 'Ausgeschaltet',
    done: (what) =>
      `«${what}» ist ausgeschaltet. Du kannst es im Profil unter Meine Teams wieder einschalten.`,
    settings: 'Zu Meine Teams',
    invalidTitle: 'Link ungültig',
    home: 'Zu Matchpost',
  },
  en: {
    title: 'Unsubscribe',
    ask: (what) => `Turn off “${what}”?`,
    button: 'Turn off',
    doneTitle: 'Turned off',
    done: (what) => `“${what}” is off. You can turn it on again in your profile under My teams.`,
    settings: 'Go to My teams',
    invalidTitle: 'Link not valid',
    home: 'Go to Matchpost',
  },
  fr: {
    title: 'Se désabonner',
    ask: (what) => `Désactiver « ${what} » ?`,
    button: 'Désactiver',
    doneTitle: 'Désactivé',
    done: (what) =>
      `« ${what} » est désactivé. Tu peux le réactiver dans ton profil sous Mes équipes.`,
    settings: 'Vers Mes équipes',
    invalidTitle: 'Lien non valide',
    home: 'Vers Matchpost',
  },
  it: {
    title: 'Annulla iscrizione',
    ask: (what) => `Disattivare «${what}»?`,
    button: 'Disattiva',
    doneTitle: 'Disattivato',
    done: (what) => `«${what}» è disattivato. Puoi riattivarlo nel profilo sotto Le mie squadre.`,
    settings: 'Vai a Le mie squadre',
    invalidTitle: 'Link non valido',
    home: 'Vai a Matchpost',
  },
};

export function kindLabel(language: MailLanguage, kind: MailKind): string {
  return kindName[language][kind];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
