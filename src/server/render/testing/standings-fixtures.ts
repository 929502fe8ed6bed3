import type { Standings, StandingsRow } from '#shared/sports/standings.ts';

/**
 * Tables for standings renders and goldens: a full unihockey league with overtime (16 rows, one
 * very long name, the team in the middle), a handball group with draws and a short volleyball
 * table in sets.
 */
function row(
  rank: number,
  teamName: string,
  [wins, overtimeWins, overtimeLosses, draws, losses]: number[],
  [scoreFor, scoreAgainst]: [number, number],
  points: number,
  isTeam = false,
  overtime = true,
): StandingsRow {
  const w = wins ?? 0;
  const otw = overtimeWins ?? 0;
  const otl = overtimeLosses ?? 0;
  const d = draws ?? 0;
  const l = losses ?? 0;
  return {
    rank,
    teamId: `t${rank}`,
    teamName,
    games: w + otw + otl + d + l,
    wins: w,
    draws: d,
    losses: l,
    overtimeWins: overtime ? otw : null,
    overtimeLosses: overtime ? otl : null,
    scoreFor,
    scoreAgainst,
    points,
    isTeam,
  };
}

const unihockeyNames = [
  'UHC Uster',
  'Floorball Köniz Bern',
  'SV Wiler-Ersigen',
  'Zug United',
  'HC Rychenberg Winterthur',
  'Grasshopper Club Zürich Unihockey',
  'UHC Thun',
  'Unihockey Tigers Langnau',
  'Chur Unihockey',
  'Unihockey Basel Regio',
  'Verein für Unihockey und Floorball Oberaargau-Emmental Nord',
  'Waldkirch-St. Gallen',
  'UHC Alligator Malans',
  'Floorball Thurgau',
  'Unihockey Mittelland',
  'Pfannenstiel Egg',
];

export const unihockeyStandings: Standings = {
  sport: 'unihockey',
  teamId: 't6',
  groupName: 'Herren L-UPL',
  scoreKind: 'goals',
  hasOvertime: true,
  rows: unihockeyNames.map((name, i) => {
    const wins = Math.max(0, 16 - i);
    const losses = Math.min(20, 4 + i);
    return row(
      i + 1,
      name,
      [wins, i % 3, (i + 1) % 3, 0, losses],
      [140 - i * 4, 80 + i * 5],
      wins * 3 + (i % 3) * 2 + ((i + 1) % 3),
      i === 5,
    );
  }),
};

export const handballStandings: Standings = {
  sport: 'handball',
  teamId: 'h3',
  groupName: '2. Liga Gruppe B',
  scoreKind: 'goals',
  hasOvertime: false,
  rows: [
    row(1, 'HC Kriens-Luzern II', [8, 0, 0, 1, 1], [312, 270], 17, false, false),
    row(2, 'TV Solothurn', [7, 0, 0, 1, 2], [298, 281], 15, false, false),
    row(3, 'SG Wädenswil/Horgen', [6, 0, 0, 2, 2], [301, 289], 14, true, false),
    row(4, 'Handball Emmen', [5, 0, 0, 0, 5], [280, 284], 10, false, false),
    row(5, 'HSG Baden-Endingen', [3, 0, 0, 1, 6], [266, 295], 7, false, false),
    row(6, 'TSV Fortitudo Gossau', [3, 0, 0, 0, 7], [259, 300], 6, false, false),
    row(7, 'HC Dietikon-Urdorf', [1, 0, 0, 1, 8], [240, 287], 3, false, false),
  ],
};

export const volleyballStandings: Standings = {
  sport: 'volleyball',
  teamId: 'v2',
  groupName: 'Damen 1. Liga Gruppe A',
  scoreKind: 'sets',
  hasOvertime: false,
  rows: [
    row(1, 'VBC Münchenbuchsee', [9, 0, 0, 0, 1], [28, 8], 26, false, false),
    row(2, 'Volley Köniz II', [7, 0, 0, 0, 3], [24, 14], 21, true, false),
    row(3, 'VBC Thun', [6, 0, 0, 0, 4], [21, 16], 18, false, false),
    row(4, 'Volleyball Uni Bern', [4, 0, 0, 0, 6], [17, 21], 12, false, false),
    row(5, 'VBC Langenthal', [3, 0, 0, 0, 7], [13, 23], 9, false, false),
    row(6, 'Volley Muristalden', [1, 0, 0, 0, 9], [6, 27], 4, false, false),
  ],
};
