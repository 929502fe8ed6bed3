import { describe, expect, it } from 'vitest';
import { standingsSchema } from '#shared/sports/standings.ts';
import { hasResult, sports, type Sport } from '#shared/sports/sports.ts';
import { buildDemoDataset } from '#server/sports/demo/demo-dataset.ts';

const today = { year: 2026, month: 11, day: 22 };

/** Points of one side of a result, by the rules each federation publishes. */
function points(sport: Sport, own: number, other: number, overtime: boolean): number {
  if (sport === 'unihockey') {
    if (overtime) return own > other ? 2 : 1;
    return own > other ? 3 : 0;
  }
  if (sport === 'volleyball') {
    if (own === 3) return other === 2 ? 2 : 3;
    return own === 2 ? 1 : 0;
  }
  return own > other ? 2 : own === other ? 1 : 0;
}

describe.each(sports)('demo tables agree with the demo results: %s', (sport) => {
  const dataset = buildDemoDataset(sport, today);
  const teams = [...dataset.teamsByClub.values()].flat();

  it('has a valid table for every team, with its row marked once', () => {
    for (const team of teams) {
      const table = standingsSchema.parse(dataset.standings(team.id));
      expect(table.groupName).toBe(team.liga);
      expect(table.rows.filter((row) => row.isTeam).map((row) => row.teamId)).toEqual([team.id]);
      expect(table.rows.map((row) => row.rank)).toEqual(table.rows.map((_, index) => index + 1));
    }
    expect(dataset.standings('demo-nope')).toBeNull();
  });

  it('recomputes every row from the played games of the league', () => {
    for (const team of teams) {
      const table = dataset.standings(team.id)!;
      const names = new Set(table.rows.map((row) => row.teamName));
      const league = [...dataset.gameById.values()].filter(
        (game) => names.has(game.teamHome) && names.has(game.teamAway) && hasResult(game),
      );
      for (const row of table.rows) {
        let games = 0;
        let wins = 0;
        let draws = 0;
        let losses = 0;
        let overtimeWins = 0;
        let overtimeLosses = 0;
        let scoreFor = 0;
        let scoreAgainst = 0;
        let total = 0;
        for (const game of league) {
          const home = game.teamHome === row.teamName;
          if (!home && game.teamAway !== row.teamName) continue;
          const [homeScore, awayScore] = game.result!.split(':').map(Number) as [number, number];
          const [own, other] = home ? [homeScore, awayScore] : [awayScore, homeScore];
          const overtime = sport === 'unihockey' && game.resultDetail!.split(',').length === 4;
          games++;
          scoreFor += own;
          scoreAgainst += other;
          total += points(sport, own, other, overtime);
          if (own === other) draws++;
          else if (overtime && own > other) overtimeWins++;
          else if (overtime) overtimeLosses++;
          else if (own > other) wins++;
          else losses++;
        }
        expect(row, `${table.groupName}: ${row.teamName}`).toMatchObject({
          games,
          wins,
          draws,
          losses,
          scoreFor,
          scoreAgainst,
          points: total,
          overtimeWins: sport === 'unihockey' ? overtimeWins : null,
          overtimeLosses: sport === 'unihockey' ? overtimeLosses : null,
        });
        expect(row.games).toBeGreaterThanOrEqual(6);
      }
      const ranked = table.rows.map((row) => row.points);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    }
  });

  it('has no draw in unihockey (overtime decides) or volleyball', () => {
    if (sport === 'handball') return;
    const rows = teams.flatMap((team) => dataset.standings(team.id)!.rows);
    for (const row of rows) expect(row.draws).toBe(0);
    if (sport === 'unihockey') expect(rows.some((row) => row.overtimeWins! > 0)).toBe(true);
    if (sport === 'volleyball') expect(new Set(rows.map((row) => row.points % 3)).size).toBe(3);
  });
});
