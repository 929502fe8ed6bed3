import type { Game } from '#shared/sports/sports.ts';

/**
 * Game `n` of a made-up unihockey round for the layout and cost tests: names, places and a result
 * that grow with `n`, no logos unless `overrides` give them.
 */
export function sampleGame(n: number, overrides: Partial<Game> = {}): Game {
  return {
    id: `g${n}`,
    teamHome: `UHC Heimteam ${n}`,
    teamAway: `Floorball Gastteam ${n}`,
    date: '22.11.2026',
    time: `1${n}:30`,
    result: `${n + 2}:${n}`,
    resultDetail: `(${n}:0, 1:${n}, 1:0)`,
    location: `Sporthalle ${n}`,
    city: `Stadt ${n}`,
    teamHomeLogo: null,
    teamAwayLogo: null,
    ...overrides,
  };
}
