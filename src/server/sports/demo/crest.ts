import { isSport, type Sport } from '#shared/sports/sports.ts';
import { contrastRatio, parseColor } from '#shared/templates/colors.ts';
import { demoCatalogs, type DemoClub } from '#server/sports/demo/demo-catalog.ts';

/**
 * Generated club crests of the demo dataset, served at /api/crests/{sport}/{clubId}.svg. Plain
 * shapes and text only (no filters, no external references) so that resvg renders them as the
 * browser does; the renderer resolves these paths with `renderCrestSvg` without HTTP.
 */
export const crestRoutePrefix = '/api/crests/';

export function crestPath(sport: Sport, clubId: string): string {
  return `${crestRoutePrefix}${sport}/${encodeURIComponent(clubId)}.svg`;
}

/** Sport and club of a crest path such as `/api/crests/unihockey/demo-101.svg`, or null. */
export function parseCrestPath(path: string): { sport: Sport; clubId: string } | null {
  const match = /^\/api\/crests\/([a-z]+)\/([^/]+)\.svg$/.exec(path);
  if (!match || !isSport(match[1])) return null;
  return { sport: match[1], clubId: decodeURIComponent(match[2]!) };
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const outlines: Record<DemoClub['crest'], { outline: string; band: string }> = {
  shield: {
    outline: 'M100 10 L182 36 V98 C182 146 148 176 100 192 C52 176 18 146 18 98 V36 Z',
    band: 'M100 10 L182 36 V72 H18 V36 Z',
  },
  circle: {
    outline: 'M100 12 A88 88 0 1 1 99.99 12 Z',
    band: 'M30 48 A88 88 0 0 1 170 48 Z',
  },
  hexagon: {
    outline: 'M100 10 L178 55 V145 L100 190 L22 145 V55 Z',
    band: 'M100 10 L178 55 V70 H22 V55 Z',
  },
};

/** A mark of each sport on the band, so crests of different sports differ at a glance. */
const sportMarks: Record<Sport, string> = {
  unihockey: '<circle cx="100" cy="50" r="9" fill="none" stroke-width="4" />',
  volleyball: '<path d="M88 54 L100 36 L112 54 Z" stroke-width="0" />',
  handball: '<rect x="91" y="41" width="18" height="18" rx="4" stroke-width="0" />',
};

const white = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Whether a colour all but vanishes on white: the posts set crests on white plates, where a band
 * and rim in such a colour read as a crest cut off at the top.
 */
export function fadesOnWhite(color: string): boolean {
  const rgba = parseColor(color);
  return rgba !== null && contrastRatio(rgba, white) < 1.5;
}

export function renderCrestSvg(sport: Sport, clubId: string): string | null {
  const club = demoCatalogs[sport].clubs.find((candidate) => candidate.id === clubId);
  if (!club) return null;
  const { outline, band } = outlines[club.crest];
  const { primary, secondary, text } = club.colors;
  const fontSize = club.initials.length > 2 ? 58 : 70;
  // A pale second colour keeps the band, inside a rim of the club's first colour drawn over it,
  // so the crest's whole outline shows on a white plate.
  const paleRim = fadesOnWhite(secondary);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
    `<title>${escapeXml(club.name)}</title>`,
    paleRim
      ? `<path d="${outline}" fill="${primary}" />`
      : `<path d="${outline}" fill="${primary}" stroke="${secondary}" stroke-width="8" />`,
    `<path d="${band}" fill="${secondary}" />`,
    paleRim ? `<path d="${outline}" fill="none" stroke="${primary}" stroke-width="12" />` : '',
    `<g fill="${primary}" stroke="${primary}">${sportMarks[sport]}</g>`,
    `<text x="100" y="146" text-anchor="middle" font-family="Bebas Neue, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${text}">${escapeXml(club.initials)}</text>`,
    '</svg>',
  ].join('');
}
