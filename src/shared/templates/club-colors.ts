/**
 * Colours a template takes from the club it is used for: `club:<role>` in any colour of a
 * template (fill, stroke, gradient stop, background). The renderer resolves each from the club's
 * palette (the colours of its logo) when it draws the post, as the 'club' look does, so a template
 * started from that look wears the colours of every club it is used for. `primary` and
 * `secondary` are the logo's two colours as they are; the other roles are what the look derives
 * from them so that everything stays legible (the ground darkened where the first colour is too
 * light, the accent lightened until it reads on the ground, the text white or near-black).
 */
export const clubColorRoles = [
  'primary',
  'secondary',
  'ground',
  'ground-light',
  'ground-dark',
  'text',
  'muted',
  'accent',
  'on-accent',
  'decor',
  'card',
  'card-muted',
] as const;

export type ClubColorRole = (typeof clubColorRoles)[number];
export type ClubColorToken = `club:${ClubColorRole}`;

const prefix = 'club:';

export function clubColor(role: ClubColorRole): ClubColorToken {
  return `${prefix}${role}`;
}

/** The role a colour value names, or null for an ordinary colour. */
export function clubColorRole(value: string): ClubColorRole | null {
  if (!value.startsWith(prefix)) return null;
  const role = value.slice(prefix.length);
  return (clubColorRoles as readonly string[]).includes(role) ? (role as ClubColorRole) : null;
}

export function isClubColor(value: unknown): value is ClubColorToken {
  return typeof value === 'string' && clubColorRole(value) !== null;
}

/** The colours of a template: its background and every fill, stroke, gradient stop and monogram. */
function colorsOf(config: {
  backgroundColor?: string;
  elements: readonly Record<string, unknown>[];
}): string[] {
  const colors: string[] = config.backgroundColor ? [config.backgroundColor] : [];
  for (const element of config.elements) {
    for (const key of ['fill', 'stroke'] as const) {
      if (typeof element[key] === 'string') colors.push(element[key]);
    }
    const gradient = element.gradient as { stops?: { color?: unknown }[] } | undefined;
    for (const stop of gradient?.stops ?? []) {
      if (typeof stop.color === 'string') colors.push(stop.color);
    }
    const monogram = element.monogram as { fill?: unknown } | undefined;
    if (typeof monogram?.fill === 'string') colors.push(monogram.fill);
  }
  return colors;
}

/** Whether a template takes colours from the club it is used for (needs the club's palette). */
export function usesClubColors(config: {
  backgroundColor?: string;
  elements: readonly Record<string, unknown>[];
}): boolean {
  return colorsOf(config).some(isClubColor);
}
