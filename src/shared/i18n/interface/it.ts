import type { InterfaceWords } from '#shared/i18n/interface-words.ts';

/** The interface words the server and the browser share, in Italian. */
export const it: InterfaceWords = {
  deletionWord: 'ELIMINA',
  fields: {
    headline: 'Titolo (anteprima, risultato)',
    teamHome: 'Nome della squadra di casa',
    teamAway: 'Nome della squadra ospite',
    date: 'Data',
    time: 'Ora',
    location: 'Luogo della partita',
    city: 'Città',
    result: 'Risultato',
    resultDetail: 'Dettagli del risultato',
    teamHomeLogo: 'Logo della squadra di casa',
    teamAwayLogo: 'Logo della squadra ospite',
    sponsor1: 'Sponsor (posto 1)',
    sponsor2: 'Sponsor (posto 2)',
    sponsor3: 'Sponsor (posto 3)',
  },
  fileNames: {
    preview: 'anteprima',
    result: 'risultato',
    results: 'risultati',
    standings: 'classifica',
    weekend: 'weekend',
    versus: 'vs',
  },
  ofGame: (label, game) => `${label} (partita ${game})`,
};
