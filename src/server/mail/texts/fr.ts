import type { MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import type { MailCatalogue } from '#server/mail/texts/catalogue.ts';

const kinds = { preview: 'Aperçu par e-mail', result: 'Résultat par e-mail' };

/** The mail texts in French, key by key as in de.ts. */
export const fr: MailCatalogue = {
  magicLink: {
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
  channelReconnect: {
    subject: (channel: string) => `Reconnecte le canal «\u202f${channel}\u202f»`,
    lead: (channel: string, workspace: string) =>
      `Instagram ou Facebook n’accepte plus la connexion de Matchpost au canal «\u202f${channel}\u202f» (compte de club «\u202f${workspace}\u202f»), par exemple parce que le mot de passe a changé ou l’accès a été retiré. Tant que tu ne le reconnectes pas, rien n’y est publié.`,
    button: 'Reconnecter le canal',
    footer:
      'Ensuite, tu peux réessayer les publications prévues pour ce canal sous «\u202fPublications\u202f».',
  },
  gameDayAsk: {
    kinds: { preview: 'Avant-match', result: 'Résultat' },
    subject: (kind, team) => `«\u202f${kind}\u202f» de ${team}\u202f: prêt à publier`,
    lead: (kind, team, day, channels) =>
      `La publication «\u202f${kind}\u202f» de ${team} pour ${day} est prête. Matchpost la publie sur ${channels} dès que tu confirmes.`,
    button: 'Publier maintenant',
    footer: (until) =>
      `Le lien fonctionne jusqu’au ${until}. Sans ta confirmation, rien n’est publié.`,
  },
  publishNowPage: {
    title: 'Publier maintenant\u202f?',
    ask: (kind, team, channels) =>
      `Matchpost publie maintenant la publication «\u202f${kind}\u202f» de ${team} sur ${channels}.`,
    button: 'Publier maintenant',
    doneTitle: 'Publication en cours',
    done: 'La publication part dans les prochaines minutes. Sous «\u202fPublications\u202f», tu vois quand elle est parue.',
    invalidTitle: 'Ce lien ne fonctionne pas',
    expiredTitle: 'Ce lien a expiré',
    refusedTitle: 'Rien n’a été publié',
    posts: 'Vers les publications',
    home: 'Vers Matchpost',
  },
  publicationFailed: {
    subject: (channel) => `Publication non publiée sur «\u202f${channel}\u202f»`,
    lead: (channel, workspace, when) =>
      `La publication pour ${when} n’est pas parue sur «\u202f${channel}\u202f» (compte de club «\u202f${workspace}\u202f»).`,
    why: 'Raison',
    caption: 'Texte',
    retry: 'Réessayer',
    open: 'Voir les publications',
    footer:
      'Le lien pour réessayer fonctionne 7 jours. Toutes les publications de ton compte de club sont sous «\u202fPublications\u202f».',
  },
  retryPage: {
    title: 'Réessayer la publication',
    ask: (channel) =>
      `Matchpost essaie maintenant de publier à nouveau la publication sur «\u202f${channel}\u202f».`,
    button: 'Réessayer maintenant',
    doneTitle: 'Nouvel essai en cours',
    done: 'La publication part dans les prochaines minutes. Sous «\u202fPublications\u202f», tu vois quand elle est parue.',
    invalidTitle: 'Ce lien ne fonctionne pas',
    expiredTitle: 'Ce lien a expiré',
    refusedTitle: 'Pas de nouvel essai',
    posts: 'Vers les publications',
    channels: 'Vers les canaux',
    home: 'Vers Matchpost',
  },
  workspaceInvitation: {
    subject: (workspace) => `Invitation au compte de club «\u202f${workspace}\u202f» sur Matchpost`,
    lead: (inviter, workspace, role) =>
      `${inviter} t’invite comme ${role} dans le compte de club «\u202f${workspace}\u202f», où votre club crée ses posts ensemble.`,
    accept: 'Voir l’invitation',
    footer:
      'Le lien est valable une fois et pendant 7 jours. Connecte-toi avec cette adresse pour accepter l’invitation. Si tu ne connais personne qui t’invite, tu peux ignorer cet e-mail.',
    roles: { admin: 'admin', editor: 'rédacteur' },
  },
  gameDay: {
    kinds,
    subject: (kind: MailKind, pairing: string, date: string) =>
      kind === 'preview'
        ? `Ton post\u202f: ${pairing}, ${date}`
        : `Post résultat\u202f: ${pairing}, ${date}`,
    missingSubject: (pairing: string, date: string) =>
      `Résultat encore manquant\u202f: ${pairing}, ${date}`,
    intro: (kind: MailKind, team: string, date: string) =>
      kind === 'preview'
        ? `Le post pour ${team} le ${date} est prêt\u202f: l’image est en pièce jointe, le texte à coller ci-dessous.`
        : `Le post résultat pour ${team} du ${date} est prêt\u202f: l’image est en pièce jointe, le texte à coller ci-dessous.`,
    missing: (team: string, date: string) =>
      `Le résultat de ${team} du ${date} n’est pas encore annoncé. Dès qu’il l’est, tu peux faire le post dans le studio.`,
    caption: 'Texte à coller',
    studio: 'Ouvrir dans le studio',
    why: (kind: MailKind, team: string, workspace: string | null) =>
      workspace === null
        ? `Tu reçois cet e-mail parce que tu as activé «\u202f${kinds[kind]}\u202f» pour ${team} (profil, Mes équipes).`
        : `Tu reçois cet e-mail parce que tu as activé «\u202f${kinds[kind]}\u202f» pour ${team} dans le compte de club «\u202f${workspace}\u202f» (profil, Mes équipes).`,
    unsubscribe: 'Se désabonner de cet e-mail',
    settings: 'Réglages',
  },
  unsubscribePage: {
    title: 'Se désabonner',
    ask: (what: string) => `Désactiver «\u202f${what}\u202f»\u202f?`,
    button: 'Désactiver',
    doneTitle: 'Désactivé',
    done: (what: string) =>
      `«\u202f${what}\u202f» est désactivé. Tu peux le réactiver dans ton profil sous Mes équipes.`,
    settings: 'Vers Mes équipes',
    invalidTitle: 'Lien non valide',
    expiredTitle: 'Lien plus valable',
    goneTitle: 'Plus d’e-mails',
    home: 'Vers Matchpost',
  },
};
