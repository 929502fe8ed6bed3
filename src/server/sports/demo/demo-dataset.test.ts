import { describe, expect, it } from 'vitest';
import { hasResult, sports, type Game } from '#shared/sports/sports.ts';
import { buildDemoDataset, isDemoId } from '#server/sports/demo/demo-dataset.ts';
import { addDays, formatSwissDate, type CalendarDay } from '#shared/sports/swiss-time.ts';

const today: CalendarDay = { year: 2026, month: 11, day: 22 };
const dayNumber = (date: string) => {
  const [day, month, year] = date.split('.').map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
};
const todayNumber = Date.UTC(2026, 10, 22) / 86_400_000;

describe.each(sports)('demo dataset: %s', (sport) => {
  const dataset = buildDemoDataset(sport, today);
  const teams = [...dataset.teamsByClub.values()].flat();

  it('has at least 8 clubs with Swiss names, umlauts among them, and teams with leagues', () => {
    expect(dataset.clubs.length).toBeGreaterThanOrEqual(8);
    expect(dataset.clubs.some((club) => /[äöüÄÖÜ]/.test(club.name))).toBe(true);
    for (const club of dataset.clubs)
      expect(dataset.teamsByClub.get(club.id)?.length).toBeGreaterThan(0);
    for (const team of teams) expect(team.liga).toMatch(/\S/);
    expect(teams.some((team) => team.name.length > 40)).toBe(true);
  });

  it('gives every team at least 6 played and 6 upcoming games, dated around today', () => {
    for (const team of teams) {
      const games = dataset.gamesByTeam.get(team.id) ?? [];
      const played = games.filter(hasResult);
      const upcoming = games.filter((game) => !hasResult(game));
      expect(played.length, team.name).toBeGreaterThanOrEqual(6);
      expect(upcoming.length, team.name).toBeGreaterThanOrEqual(6);
      for (const game of played) expect(dayNumber(game.date)).toBeLessThan(todayNumber);
      for (const game of upcoming) expect(dayNumber(game.date)).toBeGreaterThanOrEqual(todayNumber);
      for (const game of games) expect([game.teamHome, game.teamAway]).toContain(team.name);
    }
  });

  it('has a game today and one tomorrow, as dated relative to today', () => {
    const dates = new Set([...dataset.gameById.values()].map((game) => game.date));
    expect(dates.has(formatSwissDate(today))).toBe(true);
    expect(dates.has(formatSwissDate(addDays(today, 1)))).toBe(true);
  });

  it('writes dates dd.mm.yyyy, times HH:MM and results with their detail', () => {
    const detail = {
      unihockey: /^\(\d+:\d+, \d+:\d+, \d+:\d+(, [01]:[01])?\)$/,
      volleyball: /^\((\d+:\d+, ){2,4}\d+:\d+\)$/,
      handball: /^\(\d+:\d+\)$/,
    }[sport];
    for (const game of dataset.gameById.values()) {
      expect(game.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(game.time).toMatch(/^\d{2}:\d{2}$/);
      expect(game.location).toBeTruthy();
      expect(game.city).toBeTruthy();
      if (hasResult(game)) {
        expect(game.result).toMatch(/^\d+:\d+$/);
        expect(game.resultDetail).toMatch(detail);
      } else {
        expect(game.result).toBeNull();
        expect(game.resultDetail).toBeNull();
      }
    }
  });

  it('has days on which a club plays 2 or 3 games, and teams with and without logo', () => {
    const perClubDay = new Map<string, number>();
    for (const [clubId, clubTeams] of dataset.teamsByClub) {
      const seen = new Set<string>();
      for (const team of clubTeams) {
        for (const game of dataset.gamesByTeam.get(team.id) ?? []) {
          if (seen.has(game.id)) continue;
          seen.add(game.id);
          const key = `${clubId}|${game.date}`;
          perClubDay.set(key, (perClubDay.get(key) ?? 0) + 1);
        }
      }
    }
    const counts = [...perClubDay.values()];
    expect(counts.some((count) => count === 2)).toBe(true);
    expect(counts.some((count) => count === 3)).toBe(true);
    const games = [...dataset.gameById.values()];
    expect(games.some((game) => game.teamHomeLogo === null || game.teamAwayLogo === null)).toBe(
      true,
    );
    expect(games.some((game) => game.teamHomeLogo?.startsWith(`/api/crests/${sport}/`))).toBe(true);
  });

  it('uses unique demo ids, the same on every build of the same day', () => {
    const ids = [...dataset.gameById.keys()];
    const listed = [...dataset.gamesByTeam.values()].flat().map((game: Game) => game.id);
    expect(new Set(listed).size).toBe(ids.length);
    for (const id of [
      ...ids,
      ...teams.map((team) => team.id),
      ...dataset.clubs.map((club) => club.id),
    ]) {
      expect(isDemoId(id)).toBe(true);
    }
    const again = buildDemoDataset(sport, { ...today });
    expect([...again.gameById.values()]).toEqual([...dataset.gameById.values()]);
    const nextDay = buildDemoDataset(sport, addDays(today, 1));
    expect(nextDay.gameById.has(ids[0]!)).toBe(false);
  });
});

describe.each(sports)('demo dataset: the club of many teams in %s', (sport) => {
  /** Saturday of the weekend the weekend screen calls this one (on a Sunday: yesterday). */
  const saturdayOf = (day: CalendarDay) => {
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    return addDays(day, weekday === 0 ? -1 : 6 - weekday);
  };

  // Every day of a week, so the weekends are right whatever day it is.
  it.each([0, 1, 2, 3, 4, 5, 6])(
    'has eight or more teams playing on weekends: results on the last two, games on this and the next (today + %i)',
    (shift) => {
      const day = addDays(today, shift);
      const dataset = buildDemoDataset(sport, day);
      const club = dataset.clubs.find((candidate) => candidate.name === 'TV Seeland Lyss');
      expect(club).toBeDefined();
      const clubTeams = dataset.teamsByClub.get(club!.id) ?? [];
      expect(clubTeams.length).toBeGreaterThanOrEqual(8);
      const saturday = saturdayOf(day);
      const weekend = (weeks: number) => [
        formatSwissDate(addDays(saturday, 7 * weeks)),
        formatSwissDate(addDays(saturday, 7 * weeks + 1)),
      ];
      const dayNumberOf = (d: CalendarDay) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
      for (const team of clubTeams) {
        const games = dataset.gamesByTeam.get(team.id) ?? [];
        const on = (weeks: number) => games.filter((g) => weekend(weeks).includes(g.date));
        for (const weeks of [-2, -1]) {
          expect(on(weeks), `${team.name} ${weeks}`).toHaveLength(1);
          expect(on(weeks).every(hasResult)).toBe(true);
        }
        for (const weeks of [0, 1]) {
          expect(on(weeks), `${team.name} ${weeks}`).toHaveLength(1);
          // This weekend's games are played by now only when their day has passed.
          for (const game of on(weeks)) {
            expect(hasResult(game)).toBe(dayNumber(game.date) < dayNumberOf(day));
          }
        }
        // Every game on a Saturday or a Sunday.
        for (const game of games) {
          const weekday = new Date(dayNumber(game.date) * 86_400_000).getUTCDay();
          expect([0, 6], game.date).toContain(weekday);
        }
      }
    },
  );

  it('has two of its teams in one league, so a game of the club is a game of two of its teams', () => {
    const dataset = buildDemoDataset(sport, today);
    const club = dataset.clubs.find((candidate) => candidate.name === 'TV Seeland Lyss')!;
    const clubTeams = dataset.teamsByClub.get(club.id) ?? [];
    const names = new Set(clubTeams.map((team) => team.name));
    const derbies = [...dataset.gameById.values()].filter(
      (game) => names.has(game.teamHome) && names.has(game.teamAway),
    );
    expect(derbies.length).toBeGreaterThan(0);
    // Other clubs, with teams of their own in several of its leagues.
    const opponents = new Set(
      clubTeams.flatMap((team) =>
        (dataset.gamesByTeam.get(team.id) ?? []).flatMap((game) =>
          [game.teamHome, game.teamAway].filter((name) => !names.has(name)),
        ),
      ),
    );
    expect(opponents.size).toBeGreaterThanOrEqual(12);
  });
});
