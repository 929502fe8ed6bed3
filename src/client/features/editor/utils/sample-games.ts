import type { Game } from '#shared/sports/sports.ts';

/**
 * Made-up games for the editor's preview when the user has no saved team (or its games cannot be
 * loaded), and for a template started from a built-in look: every data field has a value.
 */
export const sampleGames: readonly Game[] = [
  {
    id: 'sample-1',
    teamHome: 'UHC Alpenblick',
    teamAway: 'Floorball Seeland',
    date: '14.03.2026',
    time: '19:30',
    result: '7:4',
    resultDetail: '(2:1, 3:2, 2:1)',
    location: 'Sporthalle Allmend',
    city: 'Thun',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
  {
    id: 'sample-2',
    teamHome: 'VBC Rheinfall',
    teamAway: 'Volley Lac Léman',
    date: '14.03.2026',
    time: '17:00',
    result: '3:2',
    resultDetail: '(25:21, 22:25, 25:19, 23:25, 15:12)',
    location: 'Dreifachhalle Munot',
    city: 'Schaffhausen',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
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
