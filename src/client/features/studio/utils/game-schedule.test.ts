import { describe, expect, it } from 'vitest';
import { bareGame } from '#shared/render/testing/sample-games.ts';
import {
  chronological,
  dayKey,
  scheduleGames,
  todayKey,
} from '#client/features/studio/utils/game-schedule.ts';

function game(id: string, date: string, time = '19:30', result: string | null = null) {
  return bareGame({ id, date, time, result });
}

const today = 20261122;
const games = [
  game('future-far', '06.12.2026'),
  game('past-old', '16.10.2026', '17:00', '4:2'),
  game('today', '22.11.2026', '19:30'),
  game('past-new', '20.11.2026', '20:00', '0:3'),
  game('future-near', '29.11.2026'),
  game('tournament-b', '24.11.2026', '11:00'),
  game('tournament-a', '24.11.2026', '09:30'),
];

const order = (days: ReturnType<typeof scheduleGames>) =>
  days.flatMap((day) => day.games.map((g) => g.id));

describe('game schedule', () => {
  it('reads Swiss dates and the local day', () => {
    expect(dayKey('22.11.2026')).toBe(20261122);
    expect(dayKey('1.2.2027')).toBe(20270201);
    expect(dayKey('2026-11-22')).toBeNull();
    expect(todayKey(new Date(2026, 10, 22, 23, 59))).toBe(20261122);
  });

  it('hides past games by default, today and later oldest first', () => {
    const days = scheduleGames(games, { showPast: false, today });
    expect(order(days)).toEqual([
      'today',
      'tournament-a',
      'tournament-b',
      'future-near',
      'future-far',
    ]);
    expect(days[0]?.today).toBe(true);
  });

  it('shows past games first, newest first, then today and later oldest first', () => {
    const days = scheduleGames(games, { showPast: true, today });
    expect(order(days)).toEqual([
      'past-new',
      'past-old',
      'today',
      'tournament-a',
      'tournament-b',
      'future-near',
      'future-far',
    ]);
    expect(days.filter((day) => day.past).map((day) => day.date)).toEqual([
      '20.11.2026',
      '16.10.2026',
    ]);
  });

  it('groups a day with several games into one group', () => {
    const days = scheduleGames(games, { showPast: false, today });
    const tournament = days.find((day) => day.date === '24.11.2026');
    expect(tournament?.games.map((g) => g.time)).toEqual(['09:30', '11:00']);
    expect(days.filter((day) => day.games.length > 1)).toHaveLength(1);
  });

  it('puts unreadable dates last', () => {
    const days = scheduleGames([game('odd', 'bald'), game('a', '23.11.2026')], {
      showPast: false,
      today,
    });
    expect(order(days)).toEqual(['a', 'odd']);
  });

  it('orders a selection by day and time', () => {
    expect(chronological([games[1]!, games[5]!, games[6]!, games[2]!]).map((g) => g.id)).toEqual([
      'past-old',
      'today',
      'tournament-a',
      'tournament-b',
    ]);
  });
});
