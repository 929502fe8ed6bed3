import type { Game } from '#shared/sports/sports.ts';

/**
 * Made-up games that fill a template's data fields in the profile's small previews, so a
 * template shows its layout with text in place rather than empty fields.
 */
export const previewGames: readonly Game[] = [
  {
    id: 'preview-1',
    teamHome: 'UHC Thun',
    teamAway: 'Floorball Köniz',
    date: '14.03.2026',
    time: '19:30',
    result: '6:4',
    resultDetail: '(2:1, 1:2, 3:1)',
    location: 'Lachenhalle',
    city: 'Thun',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
  {
    id: 'preview-2',
    teamHome: 'Volley Luzern',
    teamAway: 'VBC Züri Unterland',
    date: '14.03.2026',
    time: '17:00',
    result: '3:1',
    resultDetail: '(25:21, 22:25, 25:19, 25:23)',
    location: 'Sporthalle Utenberg',
    city: 'Luzern',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
  {
    id: 'preview-3',
    teamHome: 'HC Kriens-Luzern',
    teamAway: 'Pfadi Winterthur',
    date: '15.03.2026',
    time: '16:00',
    result: '31:28',
    resultDetail: '(15:14)',
    location: 'Krauer Halle',
    city: 'Kriens',
    teamHomeLogo: null,
    teamAwayLogo: null,
  },
];
