import type { Standings } from '#shared/sports/standings.ts';
import type { Club, Game, Sport, Team } from '#shared/sports/sports.ts';
import {
  demoCatalogs,
  type DemoCatalog,
  type DemoLeague,
  type DemoTeam,
} from '#server/sports/demo/demo-catalog.ts';
import { crestPath } from '#server/sports/demo/crest.ts';
import { demoStandings } from '#server/sports/demo/demo-standings.ts';
import {
  addDays,
  compactDate,
  formatSwissDate,
  weekday,
  type CalendarDay,
} from '#shared/sports/swiss-time.ts';

/**
 * The demo dataset of one sport on one day. Everything follows from the catalog and the date:
 * the same day gives the same games, ids and results, so a restart changes nothing. Regular
 * rounds are a week apart (six played, six to come); junior leagues add a tournament day with
 * three played and two upcoming games per team. The leagues of the club with many teams (TV
 * Seeland Lyss, in every sport) play on Saturdays or Sundays: six weekends back, this one and
 * six to come, so the weekend screen has last weekend's results and next weekend's games.
 */
export interface DemoDataset {
  clubs: Club[];
  teamsByClub: Map<string, Team[]>;
  gamesByTeam: Map<string, Game[]>;
  gameById: Map<string, Game>;
  /** The table of a team's league, computed from the league's results; null for unknown teams. */
  standings(teamId: string): Standings | null;
}

export const demoIdPrefix = 'demo-';

export function isDemoId(id: string): boolean {
  return id.startsWith(demoIdPrefix);
}

/** A small fast PRNG; seeded from the game id so results do not depend on generation order. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++)
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (next: () => number, low: number, high: number) =>
  low + Math.floor(next() * (high - low + 1));

type Score = { result: string; resultDetail: string };

const scorers: Record<Sport, (next: () => number) => Score> = {
  unihockey: (next) => {
    const periods = [0, 1, 2].map(
      (): readonly [number, number] => [between(next, 0, 3), between(next, 0, 3)] as const,
    );
    const tied = (list: (readonly [number, number])[]) =>
      list.reduce((sum, [home, away]) => sum + home - away, 0) === 0;
    // A draw after regulation goes to overtime, which the first goal decides.
    if (tied(periods)) periods.push(next() < 0.5 ? [1, 0] : [0, 1]);
    const home = periods.reduce((sum, [goals]) => sum + goals, 0);
    const away = periods.reduce((sum, [, goals]) => sum + goals, 0);
    return {
      result: `${home}:${away}`,
      resultDetail: `(${periods.map(([h, a]) => `${h}:${a}`).join(', ')})`,
    };
  },
  volleyball: (next) => {
    const homeWins = next() < 0.5;
    const loserSets = between(next, 0, 2);
    // The loser's sets fall anywhere before the last set, which the winner always takes.
    const winners: boolean[] = [];
    let loserLeft = loserSets;
    let winnerLeft = 2;
    while (loserLeft + winnerLeft > 0) {
      const loserTakes =
        loserLeft > 0 && (winnerLeft === 0 || next() < loserLeft / (loserLeft + winnerLeft));
      winners.push(loserTakes ? !homeWins : homeWins);
      if (loserTakes) loserLeft--;
      else winnerLeft--;
    }
    winners.push(homeWins);
    const sets = winners.map((homeTakes, index) => {
      const target = index === 4 ? 15 : 25;
      const deuce = next() < 0.15;
      const win = deuce ? target + between(next, 1, 4) : target;
      const lose = deuce ? win - 2 : between(next, Math.floor(target * 0.4), target - 2);
      return homeTakes ? `${win}:${lose}` : `${lose}:${win}`;
    });
    const homeSets = winners.filter(Boolean).length;
    return {
      result: `${homeSets}:${winners.length - homeSets}`,
      resultDetail: `(${sets.join(', ')})`,
    };
  },
  handball: (next) => {
    const home = between(next, 19, 35);
    const away = between(next, 19, 35);
    const halfHome = Math.round(home * (0.4 + next() * 0.2));
    const halfAway = Math.round(away * (0.4 + next() * 0.2));
    return { result: `${home}:${away}`, resultDetail: `(${halfHome}:${halfAway})` };
  },
};

/** Pairings of round `round` by the circle method, home and away swapped every other cycle. */
function pairings(teams: DemoTeam[], round: number): [DemoTeam, DemoTeam][] {
  const n = teams.length;
  const cycle = Math.floor(round / (n - 1));
  const r = round % (n - 1);
  const rotating = teams.slice(1);
  const order = [teams[0]!, ...rotating.map((_, i) => rotating[(i + r) % rotating.length]!)];
  const pairs: [DemoTeam, DemoTeam][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    const swap = (cycle + i + r) % 2 === 1;
    pairs.push(swap ? [b, a] : [a, b]);
  }
  return pairs;
}

const tournamentTimes = ['09:30', '11:00', '12:30'];
/** Kick-off times of weekend leagues: the day through, so a club's games follow one another. */
const weekendTimes = ['11:00', '13:30', '15:00', '16:30', '18:00', '19:30'];

const pick = (next: () => number, times: readonly string[]) =>
  times[between(next, 0, times.length - 1)]!;

interface Slot {
  offset: number;
  /** Games of a team that day: 1, or several on a tournament day. */
  rounds: number;
}

/** Rounds of a weekend league before and after this weekend's: the past fortnight and more. */
const weekendRounds = 6;

function slotsOf(league: DemoLeague, leagueIndex: number, today: CalendarDay): Slot[] {
  if (league.weekendDay !== undefined) {
    // This weekend's Saturday (on a Sunday, yesterday), as the weekend screen counts it.
    const day = weekday(today);
    const saturday = day === 0 ? -1 : 6 - day;
    const offset = saturday + (league.weekendDay === 0 ? 1 : 0);
    return Array.from({ length: 2 * weekendRounds + 1 }, (_, index) => ({
      offset: offset + 7 * (index - weekendRounds),
      rounds: 1,
    }));
  }
  // Leagues play on different days of the week; the first league has a game today.
  const shift = leagueIndex % 3;
  const slots: Slot[] = [];
  if (league.tournament) slots.push({ offset: -(2 + shift) - 42, rounds: 3 });
  for (let week = 5; week >= 0; week--) slots.push({ offset: -(2 + shift) - 7 * week, rounds: 1 });
  for (let week = 0; week < 6; week++) slots.push({ offset: shift + 7 * week, rounds: 1 });
  if (league.tournament) slots.push({ offset: shift + 42, rounds: 2 });
  return slots;
}

function crestOf(sport: Sport, team: DemoTeam): string | null {
  return team.hasLogo ? crestPath(sport, team.clubId) : null;
}

export function buildDemoDataset(
  sport: Sport,
  today: CalendarDay,
  catalog: DemoCatalog = demoCatalogs[sport],
): DemoDataset {
  const clubById = new Map(catalog.clubs.map((club) => [club.id, club]));
  const teamsByClub = new Map<string, Team[]>(catalog.clubs.map((club) => [club.id, []]));
  const gamesByTeam = new Map<string, Game[]>();
  const gameById = new Map<string, Game>();
  const leagueOfTeam = new Map<string, { league: DemoLeague; games: Game[] }>();

  catalog.leagues.forEach((league, leagueIndex) => {
    const leagueGames: Game[] = [];
    for (const team of league.teams) leagueOfTeam.set(team.id, { league, games: leagueGames });
    for (const team of league.teams) {
      teamsByClub.get(team.clubId)?.push({ id: team.id, name: team.name, liga: league.name });
      gamesByTeam.set(team.id, []);
    }
    let round = 0;
    for (const slot of slotsOf(league, leagueIndex, today)) {
      const day = addDays(today, slot.offset);
      const played = slot.offset < 0;
      for (let inDay = 0; inDay < slot.rounds; inDay++, round++) {
        pairings(league.teams, round).forEach(([home, away], pairIndex) => {
          const id = `${demoIdPrefix}${compactDate(day)}-${league.code}-${inDay}${pairIndex}`;
          const next = random(`${sport}|${id}`);
          // A tournament day is hosted by one club; regular games by the home team's club.
          const host = clubById.get(slot.rounds > 1 ? league.teams[0]!.clubId : home.clubId)!;
          const score = played ? scorers[sport](next) : null;
          const game: Game = {
            id,
            teamHome: home.name,
            teamAway: away.name,
            date: formatSwissDate(day),
            time:
              slot.rounds > 1
                ? tournamentTimes[inDay]!
                : pick(next, league.weekendDay === undefined ? catalog.times : weekendTimes),
            result: score?.result ?? null,
            resultDetail: score?.resultDetail ?? null,
            location: host.hall,
            city: host.city,
            teamHomeLogo: crestOf(sport, home),
            teamAwayLogo: crestOf(sport, away),
          };
          gameById.set(id, game);
          leagueGames.push(game);
          gamesByTeam.get(home.id)!.push(game);
          gamesByTeam.get(away.id)!.push(game);
        });
      }
    }
  });

  return {
    clubs: catalog.clubs.map(({ id, name }) => ({ id, name })),
    teamsByClub,
    gamesByTeam,
    gameById,
    standings: (teamId) => {
      const entry = leagueOfTeam.get(teamId);
      return entry
        ? demoStandings(sport, entry.league.name, entry.league.teams, entry.games, teamId)
        : null;
    },
  };
}

const memo = new Map<string, DemoDataset>();

/** The dataset of a sport for a day, built once per day and process. */
export function demoDataset(sport: Sport, today: CalendarDay): DemoDataset {
  const key = `${sport}:${compactDate(today)}`;
  let dataset = memo.get(key);
  if (!dataset) {
    if (memo.size > 6) memo.clear();
    dataset = buildDemoDataset(sport, today);
    memo.set(key, dataset);
  }
  return dataset;
}
