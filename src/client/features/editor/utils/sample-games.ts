import type { Game } from '#shared/sports/sports.ts';
import { sampleUnihockeyGame, sampleVolleyballGame } from '#client/lib/sample-games.ts';

/**
 * Made-up games for the editor's preview when the user has no saved team (or its games cannot be
 * loaded), and for a template started from a built-in look: every data field has a value. The
 * first two are the landing page's made-up unihockey and volleyball games.
 */
export const sampleGames: readonly Game[] = [
  { id: 'sample-1', date: '14.03.2026', ...sampleUnihockeyGame },
  { id: 'sample-2', date: '14.03.2026', ...sampleVolleyballGame },
  {
    id: 'sample-3',
    teamHome: 'HC Aaretal',
    teamAway: 'TV Emmenbrücke',
    date: '15.03.2026',
    time: '16:00',
    result: '31:28',
    resultDetail: '(15:14)',
    location: 'Sporthalle Schachen',
    city: 'Aarau',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
];
