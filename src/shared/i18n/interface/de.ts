/** The interface words the server and the browser share, in German (the shape of the others). */
export const de = {
  /** Typed in capitals, exactly: 'LÖSCHEN'. */
  deletionWord: 'LÖSCHEN',
  /** A field's name as the editor shows it ('Heim Team Name'); for game 1 and the post's fields. */
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
  /** A field of game 2 or 3: 'Heim Team Name (Spiel 2)'. */
  ofGame: (label: string, game: number) => `${label} (Spiel ${game})`,
};
