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
    sponsor1: 'Sponsor (Platz 1)',
    sponsor2: 'Sponsor (Platz 2)',
    sponsor3: 'Sponsor (Platz 3)',
  },
  /**
   * Words in the names of downloaded files (matchpost_2026-12-05_vorschau_uhc-thun-vs-tigers.png):
   * ASCII, lower case, words joined by '-', in the language of the person who downloads.
   */
  fileNames: {
    preview: 'vorschau',
    result: 'resultat',
    results: 'resultate',
    standings: 'tabelle',
    weekend: 'wochenende',
    versus: 'vs',
  },
  /** A field of game 2 or 3: 'Heim Team Name (Spiel 2)'. */
  ofGame: (label: string, game: number) => `${label} (Spiel ${game})`,
};
