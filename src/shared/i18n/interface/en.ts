import type { InterfaceWords } from '#shared/i18n/interface-words.ts';

/** The interface words the server and the browser share, in English. */
export const en: InterfaceWords = {
  deletionWord: 'DELETE',
  fields: {
    headline: 'Title (preview, result)',
    teamHome: 'Home team name',
    teamAway: 'Away team name',
    date: 'Date',
    time: 'Time',
    location: 'Venue',
    city: 'City',
    result: 'Result',
    resultDetail: 'Result details',
    teamHomeLogo: 'Home team logo',
    teamAwayLogo: 'Away team logo',
    sponsor1: 'Sponsor (slot 1)',
    sponsor2: 'Sponsor (slot 2)',
    sponsor3: 'Sponsor (slot 3)',
  },
  fileNames: {
    preview: 'preview',
    result: 'result',
    results: 'results',
    standings: 'standings',
    weekend: 'weekend',
    versus: 'vs',
  },
  ofGame: (label, game) => `${label} (game ${game})`,
};
