import type { Game } from '#shared/sports/sports.ts';
import { parseScore } from '#shared/templates/field-formats.ts';

/**
 * The facts a fan reads first, from the side of the team a post is for: which side it plays on,
 * win, loss or draw, the result detail as parts; and the suffix of a game's data fields.
 */
export type Outcome = 'win' | 'loss' | 'draw';
export type Side = 'Home' | 'Away';

/** The data fields of the second and third game end in 2 and 3 ('date2'); the first's in nothing. */
export function suffix(index: number): string {
  return index === 0 ? '' : String(index + 1);
}

/** Whether a result is a value rather than empty or the federations' '-:-'. */
export function hasResultValue(result: string | null): boolean {
  const text = result?.trim() ?? '';
  return text !== '' && text !== '-:-';
}

/** '(2:1, 1:0, 2:2)' -> ['2:1', '1:0', '2:2']; null when the detail is something else. */
export function detailParts(detail: string | null | undefined): string[] | null {
  const inner = detail?.trim().replace(/^\(|\)$/g, '') ?? '';
  if (inner === '') return null;
  const parts = inner.split(/\s*[,;/]\s*/).filter(Boolean);
  return parts.every((part) => /^\d+\s*:\s*\d+$/.test(part))
    ? parts.map((p) => p.replace(/\s/g, ''))
    : null;
}

/** The side a team plays on in a game, by its name; null when it plays in neither. */
export function teamSideOf(game: Game, teamName: string | null | undefined): Side | null {
  const name = teamName?.trim().toLowerCase();
  if (!name) return null;
  if (game.teamHome.trim().toLowerCase() === name) return 'Home';
  if (game.teamAway.trim().toLowerCase() === name) return 'Away';
  return null;
}

/** Win, loss or draw from the team's side; null without a plain score or when it is not playing. */
export function gameOutcome(game: Game, teamName: string | null | undefined): Outcome | null {
  const side = teamSideOf(game, teamName);
  const score = parseScore(game.result);
  if (!side || !score) return null;
  const own = Number(side === 'Home' ? score.home : score.away);
  const other = Number(side === 'Home' ? score.away : score.home);
  return own > other ? 'win' : own < other ? 'loss' : 'draw';
}
