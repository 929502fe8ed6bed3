import { initials } from '#shared/templates/field-formats.ts';
import type { RectElement, TextElement } from '#shared/templates/template-schema.ts';
import { readableOn } from '#shared/themes/club-palette.ts';

/** Strong, distinct colours for monograms of teams without a logo, picked by name. */
export const monogramColors = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];

/** A stable number for a name (FNV-1a), to pick its monogram colour. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The team whose logo a data image shows: 'teamAwayLogo2' is the logo of 'teamAway2'. */
export function logoTeamField(apiField: string): string {
  return apiField.replace('Logo', '');
}

/**
 * A team's monogram centred on a box, as the elements the renderer draws: a disc `size` across
 * (the box's smaller side without it) in `fill` (a resolved colour), or in a colour picked from
 * the team's name, and the team's initials on it, white or near-black, whichever reads on the
 * disc. No initials without a name.
 */
export function monogramElements(
  id: string,
  box: { x: number; y: number; width: number; height: number },
  name: string,
  fill: string | undefined,
  size?: number,
): { disc: RectElement; letters: TextElement | null } {
  const d = size ?? Math.min(box.width, box.height);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const color =
    fill ?? (monogramColors[hash(name.trim().toLowerCase()) % monogramColors.length] as string);
  const disc: RectElement = {
    id: `${id}-disc`,
    type: 'rect',
    x: cx - d / 2,
    y: cy - d / 2,
    width: d,
    height: d,
    rx: d / 2,
    ry: d / 2,
    fill: color,
    zIndex: 0,
  };
  const letters: TextElement | null = name.trim()
    ? {
        id: `${id}-initials`,
        type: 'text',
        content: initials(name),
        x: cx,
        y: cy + d * 0.15,
        fontSize: d * 0.42,
        fontFamily: 'Bebas Neue',
        fill: readableOn(color),
        fontWeight: 400,
        fontStyle: 'normal',
        letterSpacing: d * 0.01,
        textAnchor: 'middle',
        maxWidth: d * 0.72,
        zIndex: 0,
      }
    : null;
  return { disc, letters };
}
