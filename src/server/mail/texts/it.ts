import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';

const kinds = { preview: 'Anteprima via e-mail', result: 'Risultato via e-mail' };

/** The mail texts in Italian, key by key as in de.ts. */
export const it: MailCatalogue = {
  magicLink: {
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
  channelReconnect: {
    subject: (channel: string) => `Collega di nuovo il canale «${channel}»`,
    lead: (channel: string, workspace: string) =>
      `Instagram o Facebook non accetta più il collegamento di Matchpost al canale «${channel}» (account del club «${workspace}»), per esempio perché la password è stata cambiata o l’accesso rimosso. Finché non lo colleghi di nuovo, lì non viene pubblicato nulla.`,
    button: 'Collega di nuovo il canale',
    footer: 'Poi puoi riprovare i post previsti per questo canale sotto «Pubblicazioni».',
  },
  gameDayAsk: {
    kinds: { preview: 'Anteprima', result: 'Risultato' },
    subject: (kind, team) => `«${kind}» di ${team}: pronto da pubblicare`,
    lead: (kind, team, day, channels) =>
      `Il post «${kind}» di ${team} per ${day} è pronto. Matchpost lo pubblica su ${channels} non appena confermi.`,
    button: 'Pubblica ora',
    footer: (until) =>
      `Il link funziona fino a ${until}. Senza la tua conferma non viene pubblicato nulla.`,
  },
  publishNowPage: {
    title: 'Pubblicare ora?',
    ask: (kind, team, channels) =>
      `Matchpost pubblica ora il post «${kind}» di ${team} su ${channels}.`,
    button: 'Pubblica ora',
    doneTitle: 'Pubblicazione in corso',
    done: 'Il post esce nei prossimi minuti. Sotto «Pubblicazioni» vedi quando è apparso.',
    invalidTitle: 'Questo link non funziona',
    expiredTitle: 'Questo link è scaduto',
    refusedTitle: 'Nulla è stato pubblicato',
    posts: 'Vai ai post',
    home: 'Vai a Matchpost',
  },
  publicationFailed: {
    subject: (channel) => `Post non pubblicato su «${channel}»`,
    lead: (channel, workspace, when) =>
      `Il post per ${when} non è apparso su «${channel}» (account del club «${workspace}»).`,
    why: 'Motivo',
    caption: 'Testo',
    retry: 'Riprova',
    open: 'Vedi i post',
    footer:
      'Il link per riprovare funziona per 7 giorni. Tutti i post del tuo account del club sono sotto «Pubblicazioni».',
  },
  retryPage: {
    title: 'Riprova il post',
    ask: (channel) => `Matchpost prova ora a pubblicare di nuovo il post su «${channel}».`,
    button: 'Riprova ora',
    doneTitle: 'Nuovo tentativo in corso',
    done: 'Il post esce nei prossimi minuti. Sotto «Pubblicazioni» vedi quando è apparso.',
    invalidTitle: 'Questo link non funziona',
    expiredTitle: 'Questo link è scaduto',
    refusedTitle: 'Nessun nuovo tentativo',
    posts: 'Vai ai post',
    channels: 'Vai ai canali',
    home: 'Vai a Matchpost',
  },
  workspaceInvitation: {
    subject: (workspace) => `Invito all’account del club «${workspace}» su Matchpost`,
    lead: (inviter, workspace, role) =>
      `${inviter} ti invita come ${role} nell’account del club «${workspace}», dove il vostro club crea i suoi post insieme.`,
    accept: 'Vedi l’invito',
    footer:
      'Il link vale una volta e per 7 giorni. Accedi con questo indirizzo per accettare l’invito. Se non conosci chi ti invita, puoi ignorare questa e-mail.',
    roles: { admin: 'admin', editor: 'redattore' },
  },
  gameDay: {
    kinds,
    subject: (kind: MailKind, pairing: string, date: string) =>
      kind === 'preview'
        ? `Il tuo post: ${pairing}, ${date}`
        : `Post del risultato: ${pairing}, ${date}`,
    missingSubject: (pairing: string, date: string) =>
      `Risultato ancora mancante: ${pairing}, ${date}`,
    intro: (kind: MailKind, team: string, date: string) =>
      kind === 'preview'
        ? `Il post per ${team} del ${date} è pronto: l’immagine è allegata, il testo da incollare è qui sotto.`
        : `Il post del risultato per ${team} del ${date} è pronto: l’immagine è allegata, il testo da incollare è qui sotto.`,
    missing: (team: string, date: string) =>
      `Il risultato di ${team} del ${date} non è ancora stato comunicato. Appena c’è, puoi fare il post nello studio.`,
    caption: 'Testo da incollare',
    studio: 'Apri nello studio',
    why: (kind: MailKind, team: string, workspace: string | null) =>
      workspace === null
        ? `Ricevi questa e-mail perché hai attivato «${kinds[kind]}» per ${team} (profilo, Le mie squadre).`
        : `Ricevi questa e-mail perché hai attivato «${kinds[kind]}» per ${team} nell’account del club «${workspace}» (profilo, Le mie squadre).`,
    unsubscribe: 'Annulla l’iscrizione a questa e-mail',
    settings: 'Impostazioni',
  },
  unsubscribePage: {
    title: 'Annulla iscrizione',
    ask: (what: string) => `Disattivare «${what}»?`,
    button: 'Disattiva',
    doneTitle: 'Disattivato',
    done: (what: string) =>
      `«${what}» è disattivato. Puoi riattivarlo nel profilo sotto Le mie squadre.`,
    settings: 'Vai a Le mie squadre',
    invalidTitle: 'Link non valido',
    expiredTitle: 'Link non più valido',
    goneTitle: 'Nessuna e-mail',
    home: 'Vai a Matchpost',
  },
};
