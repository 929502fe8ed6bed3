import type { Game } from '#shared/sports/sports.ts';

/** A made-up game as the landing page and the editor's preview both show it: each adds its own id (and the editor a date). */
export type SampleGameFacts = Omit<Game, 'id' | 'date'>;

/** The made-up unihockey game: UHC Alpenblick against Floorball Seeland. */
export const sampleUnihockeyGame: SampleGameFacts = {
  teamHome: 'UHC Alpenblick',
  teamAway: 'Floorball Seeland',
  time: '19:30',
  result: '7:4',
  resultDetail: '(2:1, 3:2, 2:1)',
  location: 'Sporthalle Allmend',
  city: 'Thun',
  teamHomeLogo: null,
  teamAwayLogo: null,
};

/** The made-up volleyball game: VBC Rheinfall against Volley Lac Léman. */
export const sampleVolleyballGame: SampleGameFacts = {
  teamHome: 'VBC Rheinfall',
  teamAway: 'Volley Lac Léman',
  time: '17:00',
  result: '3:2',
  resultDetail: '(25:21, 22:25, 25:19, 23:25, 15:12)',
  location: 'Dreifachhalle Munot',
  city: 'Schaffhausen',
  teamHomeLogo: null,
  teamAwayLogo: null,
};
