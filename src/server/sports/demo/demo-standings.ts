import type { Standings, StandingsRow } from '#shared/sports/standings.ts';
import { hasResult, type Game, type Sport } from '#shared/sports/sports.ts';

/**
 * The demo dataset's tables, computed from its own results so that a table and the games of a
 * league never disagree. Points as the federations count them:
 * - unihockey: win 3, win after overtime 2, loss after overtime 1, loss 0 (a game with a fourth
 *   part in its detail went to overtime);
 * - volleyball: 3:0 or 3:1 gives the winner 3, 3:2 gives the winner 2 and the loser 1;
 * - handball: win 2, draw 1, loss 0.
 * Ties are broken by score difference, then scores for, then name.
 */
interface Tally {
  teamId: string;
  teamName: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  overtimeWins: number;
  overtimeLosses: number;
  scoreFor: number;
  scoreAgainst: number;
  points: number;
}

export interface DemoLeagueTeam {
  id: string;
  name: string;
}

const collator = new Intl.Collator('de');

function score(result: string): [number, number] {
  const [home, away] = result.split(':').map(Number);
  return [home ?? 0, away ?? 0];
}

function record(sport: Sport, game: Game, home: Tally, away: Tally) {
  const [homeScore, awayScore] = score(game.result ?? '');
  home.games++;
  away.games++;
  home.scoreFor += homeScore;
  home.scoreAgainst += awayScore;
  away.scoreFor += awayScore;
  away.scoreAgainst += homeScore;
  if (homeScore === awayScore) {
    home.draws++;
    away.draws++;
    home.points += 1;
    away.points += 1;
    return;
  }
  const [winner, loser] = homeScore > awayScore ? [home, away] : [away, home];
  if (sport === 'unihockey') {
    const overtime = (game.resultDetail ?? '').split(',').length > 3;
    if (overtime) {
      winner.overtimeWins++;
      loser.overtimeLosses++;
      winner.points += 2;
      loser.points += 1;
    } else {
      winner.wins++;
      loser.losses++;
      winner.points += 3;
    }
    return;
  }
  winner.wins++;
  loser.losses++;
  if (sport === 'volleyball') {
    const close = Math.min(homeScore, awayScore) === 2;
    winner.points += close ? 2 : 3;
    loser.points += close ? 1 : 0;
  } else {
    winner.points += 2;
  }
}

/** The table of a league from its games; null when the team does not play in it. */
export function demoStandings(
  sport: Sport,
  groupName: string,
  teams: DemoLeagueTeam[],
  games: Iterable<Game>,
  teamId: string,
): Standings | null {
  if (!teams.some((team) => team.id === teamId)) return null;
  const byName = new Map<string, Tally>(
    teams.map((team) => [
      team.name,
      {
        teamId: team.id,
        teamName: team.name,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        overtimeWins: 0,
        overtimeLosses: 0,
        scoreFor: 0,
        scoreAgainst: 0,
        points: 0,
      },
    ]),
  );
  for (const game of games) {
    const home = byName.get(game.teamHome);
    const away = byName.get(game.teamAway);
    if (home && away && hasResult(game)) record(sport, game, home, away);
  }
  const ordered = [...byName.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scoreFor - b.scoreAgainst - (a.scoreFor - a.scoreAgainst) ||
      b.scoreFor - a.scoreFor ||
      collator.compare(a.teamName, b.teamName),
  );
  const overtime = sport === 'unihockey';
  const rows = ordered.map((tally, index): StandingsRow => ({
    rank: index + 1,
    teamId: tally.teamId,
    teamName: tally.teamName,
    games: tally.games,
    wins: tally.wins,
    draws: tally.draws,
    losses: tally.losses,
    overtimeWins: overtime ? tally.overtimeWins : null,
    overtimeLosses: overtime ? tally.overtimeLosses : null,
    scoreFor: tally.scoreFor,
    scoreAgainst: tally.scoreAgainst,
    points: tally.points,
    isTeam: tally.teamId === teamId,
  }));
  return {
    sport,
    teamId,
    groupName,
    scoreKind: sport === 'volleyball' ? 'sets' : 'goals',
    hasOvertime: overtime,
    rows,
  };
}
