import type { InterfaceWords } from '#shared/i18n/interface-words.ts';

/** The interface words the server and the browser share, in French. */
export const fr: InterfaceWords = {
  deletionWord: 'SUPPRIMER',
  fields: {
    headline: 'Titre (avant-match, résultat)',
    teamHome: 'Nom de l’équipe à domicile',
    teamAway: 'Nom de l’équipe visiteuse',
    date: 'Date',
    time: 'Heure',
    location: 'Lieu du match',
    city: 'Ville',
    result: 'Résultat',
    resultDetail: 'Détails du résultat',
    teamHomeLogo: 'Logo de l’équipe à domicile',
    teamAwayLogo: 'Logo de l’équipe visiteuse',
    sponsor1: 'Sponsor (place 1)',
    sponsor2: 'Sponsor (place 2)',
    sponsor3: 'Sponsor (place 3)',
  },
  fileNames: {
    preview: 'avant-match',
    result: 'resultat',
    results: 'resultats',
    standings: 'classement',
    weekend: 'week-end',
    versus: 'vs',
  },
  ofGame: (label, game) => `${label} (match ${game})`,
};
