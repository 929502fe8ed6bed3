import type { Game } from '#shared/sports/sports.ts';
import type { PostInput } from '#shared/render/build-post.ts';
import type { Format } from '#shared/templates/formats.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

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

/**
 * Game `n` of the sample round under the longest names of the demo data (junior regional teams,
 * up to 81 letters) and its longest venue: where names must wrap and a look shows what it does
 * with a name that fits nowhere.
 */
export function longestNamesGame(n: number, overrides: Partial<Game> = {}): Game {
  const names: [string, string][] = [
    [
      'UHC Näfels Glarnerland Junioren U16 C Regionalauswahl Glarnerland-Linth',
      'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland',
    ],
    [
      'Juniorinnen U19 Regionalauswahl Zürichsee-Oberland',
      'Junioren U13 Promotion Appenzellerland-Rheintal',
    ],
    ['HC Bären Münchenbuchsee', 'BSG Vorderland Walzenhausen'],
  ];
  const [teamHome, teamAway] = names[(n - 1) % names.length]!;
  return sampleGame(n, {
    teamHome,
    teamAway,
    location: 'Salle omnisport des Creusets',
    city: 'Sion',
    ...overrides,
  });
}

/** A game with only what a test gives it besides its id and day: no detail, venue or logos. */
export function bareGame(fields: Pick<Game, 'id' | 'date'> & Partial<Game>): Game {
  return {
    teamHome: 'Home',
    teamAway: 'Away',
    time: '19:30',
    result: null,
    resultDetail: null,
    location: null,
    city: null,
    teamHomeLogo: null,
    teamAwayLogo: null,
    ...fields,
  };
}

/** The values of a game's eight text fields, as data fields without a format show them. */
export function gameTexts(game: Game): (string | null)[] {
  return [
    game.teamHome,
    game.teamAway,
    game.date,
    game.time,
    game.location,
    game.city,
    game.result,
    game.resultDetail,
  ];
}

/**
 * A game post of `count` sample games in a built-in look, a home game with the result details,
 * for the team of game 1; `overrides` add what a test needs besides (a league, logos).
 */
export function sampleGamePost(
  look: { theme: ThemeId; mode: 'preview' | 'result'; count: number; format: Format },
  game: (n: number) => Game = sampleGame,
  overrides: Partial<PostInput> = {},
): PostInput {
  return {
    design: { theme: look.theme },
    games: [1, 2, 3].slice(0, look.count).map(game),
    mode: look.mode,
    format: look.format,
    isHomeGame: true,
    showResultDetail: true,
    teamName: 'UHC Heimteam 1',
    sport: 'unihockey',
    ...overrides,
  };
}
