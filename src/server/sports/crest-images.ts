import { parseCrestPath, renderCrestSvg } from '#server/sports/demo/crest.ts';

/**
 * The SVG behind an app-served crest path (`/api/crests/{sport}/{clubId}.svg`), or null for any
 * other path or an unknown club. Handed to the renderer's image resolver, so that rendering draws
 * crests without knowing where they come from (today: the demo dataset).
 */
export function crestSvgAt(path: string): string | null {
  const crest = parseCrestPath(path);
  return crest ? renderCrestSvg(crest.sport, crest.clubId) : null;
}
