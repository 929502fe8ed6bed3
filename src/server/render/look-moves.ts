import type { Cue } from '#shared/themes/element-kit.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * How each built-in look moves (ADR 066): per cue (what part of the look an element is, which
 * the look writes on its node as `data-cue`), when it comes in and how. Every element of a cue
 * moves as one: a team's plate, crest, name and score arrive together. Only moves that the drawn
 * pixels allow cheaply: fading, sliding, a wipe (a part of the pixels shown) and a scale of the
 * element's own pixels; all in by 2.5 s. A look's band on its ground (`band`) moves with the
 * ground: it zooms with it (post-video.ts).
 */
export interface Move {
  /** When it begins, and how long it takes, in seconds. */
  at: number;
  takes: number;
  /** Where it comes from, in canvas pixels from its place. */
  dx?: number;
  dy?: number;
  /** Its size at the start (1: its own); `pop` overshoots a little before it settles. */
  scale?: number;
  pop?: boolean;
  /**
   * Shown from its left edge, out from its middle, or from its top down, as it comes in (at
   * full opacity).
   */
  wipe?: 'left' | 'centre' | 'down';
}

/** A move per cue; the rows of a list (game1 to game3) share 'game', one after another. */
type Moves = Record<Exclude<Cue, `game${number}`> | 'game', Move>;

/** There from the first frame (a look's frame around its panel). */
const standing: Move = { at: 0, takes: 0 };

/** The seconds between the rows of a list (game1, game2, game3). */
const rowStep = 0.3;

export const lookMoves: Record<ThemeId, Moves> = {
  // The bold split, a broadcast caption: the red blade cuts down along the split, the header
  // slides in from the left, the teams from their own sides, then the big number grows into
  // place and counts; the facts wipe in.
  default: {
    band: { at: 0, takes: 0.5, wipe: 'down' },
    decor: { at: 0.1, takes: 0.5, wipe: 'left' },
    panel: { at: 0.1, takes: 0.5, wipe: 'left' },
    frame: standing,
    head: { at: 0.15, takes: 0.5, dx: -90 },
    home: { at: 0.5, takes: 0.55, dx: -180 },
    away: { at: 0.5, takes: 0.55, dx: 180 },
    focal: { at: 0.95, takes: 0.5, scale: 0.8 },
    facts: { at: 1.5, takes: 0.5, wipe: 'left' },
    game: { at: 0.5, takes: 0.5, dx: -200 },
  },
  // The editorial card: quiet, like a page laid down: the card rises, then its hairlines draw
  // from the left and its lines fade in from top to bottom, rising a little.
  light: {
    frame: standing,
    // (The look lays no band; one would rise with the card.)
    band: { at: 0, takes: 0.7, dy: 80 },
    panel: { at: 0, takes: 0.7, dy: 80 },
    decor: { at: 0.5, takes: 0.7, wipe: 'left' },
    head: { at: 0.45, takes: 0.6, dy: 24 },
    home: { at: 0.8, takes: 0.6, dy: 24 },
    away: { at: 1.0, takes: 0.6, dy: 24 },
    focal: { at: 1.2, takes: 0.6, dy: 24 },
    facts: { at: 1.4, takes: 0.6, dy: 24 },
    game: { at: 0.8, takes: 0.6, dy: 24 },
  },
  // The arena: the lit band and its gold rules draw out from the centre, the crests come out of
  // the dark (fading, growing a little), the score lights up and counts.
  dark: {
    // (The look lays no band, its light beams are ground; one would draw out from the centre.)
    band: { at: 0.1, takes: 0.7, wipe: 'centre' },
    decor: { at: 0.1, takes: 0.7, wipe: 'centre' },
    panel: { at: 0.1, takes: 0.6 },
    frame: standing,
    head: { at: 0.3, takes: 0.7 },
    home: { at: 0.55, takes: 0.7, scale: 0.9 },
    away: { at: 0.75, takes: 0.7, scale: 0.9 },
    focal: { at: 0.8, takes: 0.6 },
    facts: { at: 1.5, takes: 0.7 },
    game: { at: 0.5, takes: 0.7, dy: 30 },
  },
  // The club poster: the club's band and its echoes wipe in along their run from the left edge,
  // the heavy headline slides in, the club's panel wipes in, the crests pop with their names,
  // the facts rise.
  club: {
    band: { at: 0, takes: 0.5, wipe: 'left' },
    head: { at: 0.15, takes: 0.5, dx: -120 },
    decor: { at: 0.4, takes: 0.45, wipe: 'left' },
    panel: { at: 0.4, takes: 0.45, wipe: 'left' },
    frame: standing,
    home: { at: 0.7, takes: 0.5, scale: 0.4, pop: true },
    away: { at: 0.9, takes: 0.5, scale: 0.4, pop: true },
    focal: { at: 1.1, takes: 0.5, scale: 0.4, pop: true },
    facts: { at: 1.5, takes: 0.5, dy: 24 },
    game: { at: 0.5, takes: 0.5, dx: -160 },
  },
};

/** How long a score counts up, from when its element begins to come in. */
export const countSeconds = 1.2;

/** The move of a cue in a look (a list's row later than the one above it). */
export function moveOf(look: ThemeId, cue: string | undefined): Move {
  const moves = lookMoves[look];
  const row = /^game([123])$/.exec(cue ?? '');
  if (row) {
    const move = moves.game;
    return { ...move, at: move.at + (Number(row[1]) - 1) * rowStep };
  }
  if (cue && cue in moves && cue !== 'game') return moves[cue as keyof Moves];
  return moves.facts;
}
