import { unihockeySeason, zurichToday } from '#shared/sports/swiss-time.ts';
import { recordedAnswer, routeKey } from '#server/sports/testing/fixture-server.ts';

/**
 * The unihockey federation's games table for a team, in its recorded shape, with the games a test
 * needs: for stand-ins that answer the team's games (the weekend, game-day mails).
 */
const recorded = recordedAnswer('unihockey', 'games-429283.json') as {
  data: { regions: { rows: unknown[] }[] };
};

/** A game as the federation's table lists it: date 'DD.MM.YYYY', time 'HH:MM', result '5:3' or '-:-'. */
export interface ListedGame {
  id: number;
  date: string;
  time: string;
  home: string;
  away: string;
  result: string;
}

/** A games table in the federation's shape with these games, all at Weissenstein, Bern. */
export function unihockeyGamesTable(games: ListedGame[]) {
  return {
    ...recorded,
    data: {
      ...recorded.data,
      regions: [
        {
          rows: games.map((game) => ({
            highlight: false,
            link: { type: 'game', ids: [game.id] },
            cells: [
              { text: [game.date, game.time] },
              { text: ['Weissenstein', 'Bern'] },
              { text: [game.home] },
              { text: [game.away] },
              { text: [game.result] },
            ],
          })),
        },
      ],
    },
  };
}

/** The route the adapter asks for a team's games of this season. */
export function unihockeyGamesRoute(teamId: string): string {
  const season = String(unihockeySeason(zurichToday(new Date())));
  return routeKey('/api/games', { mode: 'team', team_id: teamId, season, games_per_page: '100' });
}

/**
 * The route the adapter asks for a club's teams of this season, and the recorded answer for
 * Floorball Köniz Bern (club 406151, its first team 429283): for stand-ins that export a post.
 */
export function unihockeyKonizTeams(): [string, { body: unknown }] {
  const season = String(unihockeySeason(zurichToday(new Date())));
  return [
    routeKey('/api/teams', { mode: 'by_club', club_id: '406151', season }),
    { body: recordedAnswer('unihockey', 'teams-406151.json') },
  ];
}
