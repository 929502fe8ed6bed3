import type { InterfaceWords } from '#shared/i18n/interface-words.ts';

/** The interface words the server and the browser share, in German (the shape of the others). */
export const de: InterfaceWords = {
  deletionWord: 'LÖSCHEN',
  fields: {
    headline: 'Titel (Spielvorschau, Resultat)',
    teamHome: 'Heim Team Name',
    teamAway: 'Gast Team Name',
    date: 'Datum',
    time: 'Zeit',
    location: 'Spielort',
    city: 'Stadt',
    result: 'Resultat',
    resultDetail: 'Resultat Details',
    teamHomeLogo: 'Heim Team Logo',
    teamAwayLogo: 'Gast Team Logo',
  },
  ofGame: (label, game) => `${label} (Spiel ${game})`,
};
