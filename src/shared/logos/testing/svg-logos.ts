/**
 * SVG logos for the tests and the bench that hold the drawing bounds (ADR 050): the outside
 * probe's logos, a real club crest as a designer draws one, and the costliest logo the upload
 * still takes.
 */
const svgOpen = (width: number | string, height: number | string, viewBox: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">`;

/** The probe's logo: 1 px wide and `height` px high (400,000: 130 bytes that took the app down). */
export function slimLogo(height: number, width = 1): string {
  return `${svgOpen(width, height, `0 0 ${width} ${height}`)}<rect width="${width}" height="${height}" fill="#c00"/></svg>`;
}

/** The probe's text logo: `glyphs` letters in one text (200,000: 12 s of each export's CPU). */
export function glyphLogo(glyphs: number): string {
  return `${svgOpen(100, 100, '0 0 100 100')}<text x="0" y="50" font-size="1">${'W'.repeat(glyphs)}</text></svg>`;
}

/** A sane logo declaring an absurd size: fitted, never drawn at it. */
export const hugeLogo = `${svgOpen(10_000_000, 5_000_000, '0 0 200 100')}<rect width="200" height="100" fill="#1d4ed8"/><circle cx="100" cy="50" r="40" fill="#fde047"/></svg>`;

const round = (n: number) => Math.round(n * 10) / 10;

/** A closed outline of `points` points around a centre: a leaf, a feather, a flame. */
function outline(cx: number, cy: number, r: number, points: number, seed: number): string {
  const parts: string[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * 2 * Math.PI;
    const wobble = 1 + 0.25 * Math.sin(a * (3 + (seed % 4)) + seed);
    const x = round(cx + r * wobble * Math.cos(a));
    const y = round(cy + r * wobble * Math.sin(a));
    parts.push(`${i ? 'L' : 'M'}${x} ${y}`);
  }
  return `${parts.join(' ')}Z`;
}

/**
 * A club crest as designers draw them, on the rich side: a shield with a gradient, its border,
 * a clipped illustration of 600 small shapes (each of 24 points), three translucent highlights,
 * a ribbon with the club's name and year as text (not outlined) and a star pattern band.
 */
export function detailedCrest(): string {
  const shield = 'M100 8 L188 34 V100 C188 152 150 184 100 198 C50 184 12 152 12 100 V34 Z';
  const details = Array.from({ length: 600 }, (_, i) => {
    const x = 30 + ((i * 37) % 140);
    const y = 40 + ((i * 53) % 120);
    const fill = ['#7c2d12', '#b45309', '#fbbf24', '#fde68a'][i % 4];
    return `<path d="${outline(x, y, 2 + (i % 5), 24, i)}" fill="${fill}"/>`;
  }).join('');
  const highlights = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${70 + i * 30}" cy="${70 + i * 10}" rx="${50 - i * 10}" ry="30" fill="#ffffff" opacity="0.25"/>`,
    )
    .join('');
  return (
    `${svgOpen(200, 200, '0 0 200 200')}` +
    '<defs>' +
    '<linearGradient id="shield" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.6" stop-color="#1d4ed8"/><stop offset="1" stop-color="#172554"/></linearGradient>' +
    `<clipPath id="inside"><path d="${shield}"/></clipPath>` +
    '<pattern id="stars" patternUnits="userSpaceOnUse" width="12" height="12"><path d="M6 1 L7.5 5 L11 5 L8 7.5 L9 11 L6 8.5 L3 11 L4 7.5 L1 5 L4.5 5 Z" fill="#fde047"/></pattern>' +
    '</defs>' +
    `<path d="${shield}" fill="url(#shield)" stroke="#fde047" stroke-width="6"/>` +
    `<g clip-path="url(#inside)">${details}${highlights}<rect x="12" y="26" width="176" height="14" fill="url(#stars)"/></g>` +
    '<path d="M4 150 L196 150 L186 166 L196 182 L4 182 L14 166 Z" fill="#b91c1c" stroke="#7f1d1d" stroke-width="2"/>' +
    '<text x="100" y="172" text-anchor="middle" font-family="Bebas Neue" font-size="18" fill="#ffffff">FC MUSTERSTADT 1908</text>' +
    '</svg>'
  );
}

/**
 * The costliest logo the upload takes, for the bench: as slim as allowed (20:1), so that the
 * largest drawing is 2048x102 px, and 30 texts of 40 glyphs, drawn 102 px high: an estimated
 * 560 ms of the 600 ms budget, about all of it text (what the trial drawing once missed).
 */
export function worstAcceptedLogo(): string {
  const lines = Array.from(
    { length: 30 },
    (_, i) => `<text x="${i * 55}" y="4" font-size="5">${'W'.repeat(40)}</text>`,
  ).join('');
  return `${svgOpen(2000, 100, '0 0 100 5')}${lines}</svg>`;
}
