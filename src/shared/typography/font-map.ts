/**
 * The one font map of the product. Templates name a font choice (docs/product.md section 9); posts are
 * drawn with the open, metric-compatible family that stands in for it, from the TTF files in
 * ./fonts. The server hands the same files to resvg and the browser loads them with @font-face
 * (./fonts.css), so both measure and draw text alike.
 */
export const fontChoices = [
  'Bebas Neue',
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Georgia',
  'Courier New',
  'Verdana',
  'Impact',
] as const;
export type FontChoice = (typeof fontChoices)[number];

/** Family names as the TTF files declare them (resvg matches on these). */
export type ShippedFamily =
  'Bebas Neue' | 'Anton' | 'Arimo' | 'Tinos' | 'Gelasio' | 'Cousine' | 'DejaVu Sans';

export const familyOfChoice: Record<FontChoice, ShippedFamily> = {
  'Bebas Neue': 'Bebas Neue',
  Arial: 'Arimo',
  Helvetica: 'Arimo',
  'Times New Roman': 'Tinos',
  Georgia: 'Gelasio',
  'Courier New': 'Cousine',
  // No open font matches Verdana's metrics; DejaVu Sans comes from the same wide-humanist lineage.
  Verdana: 'DejaVu Sans',
  Impact: 'Anton',
};

export interface FontFace {
  family: ShippedFamily;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** File name in src/shared/render/fonts. */
  file: string;
}

function faces(family: ShippedFamily, stem: string, full: boolean): FontFace[] {
  const list: FontFace[] = [{ family, weight: 400, style: 'normal', file: `${stem}-400.ttf` }];
  if (full) {
    list.push(
      { family, weight: 700, style: 'normal', file: `${stem}-700.ttf` },
      { family, weight: 400, style: 'italic', file: `${stem}-400-italic.ttf` },
      { family, weight: 700, style: 'italic', file: `${stem}-700-italic.ttf` },
    );
  }
  return list;
}

export const fontFaces: readonly FontFace[] = [
  ...faces('Bebas Neue', 'bebas-neue', false),
  ...faces('Anton', 'anton', false),
  ...faces('Arimo', 'arimo', true),
  ...faces('Tinos', 'tinos', true),
  ...faces('Gelasio', 'gelasio', true),
  ...faces('Cousine', 'cousine', true),
  ...faces('DejaVu Sans', 'dejavu-sans', true),
];

export function shippedFamily(choice: string): ShippedFamily {
  return (familyOfChoice as Record<string, ShippedFamily | undefined>)[choice] ?? 'Arimo';
}

/** A CSS weight (100-900, normal, bold) as a number. */
export function numericWeight(weight: number | string | undefined): number {
  if (weight === 'bold') return 700;
  if (weight === undefined || weight === 'normal') return 400;
  const n = Number(weight);
  return Number.isFinite(n) ? n : 400;
}

/**
 * The face both engines pick for a family, weight and style, by the CSS font-matching rules that
 * resvg's font database follows: 600 and heavier take the bold face when there is one, lighter
 * ones the regular; italic falls back to upright where a family has no italic. fonts.css declares
 * weight ranges to match, so browsers never synthesise bold or oblique.
 */
export function fontFaceFor(family: ShippedFamily, weight: number, style: string): FontFace {
  const own = fontFaces.filter((face) => face.family === family);
  const wantWeight = weight >= 600 ? 700 : 400;
  const wantStyle = style === 'italic' ? 'italic' : 'normal';
  return (
    own.find((face) => face.weight === wantWeight && face.style === wantStyle) ??
    own.find((face) => face.weight === wantWeight && face.style === 'normal') ??
    own.find((face) => face.style === wantStyle) ??
    (own[0] as FontFace)
  );
}

/** Line height per family, as a factor of the font size (Bebas Neue and Anton are capitals-only tight). */
export function lineHeightFactor(family: ShippedFamily): number {
  return family === 'Bebas Neue' || family === 'Anton' ? 0.95 : 1.15;
}

/** Generic CSS fallback after the shipped family, for the browser only. */
export function cssFallback(family: ShippedFamily): string {
  if (family === 'Tinos' || family === 'Gelasio') return 'serif';
  if (family === 'Cousine') return 'monospace';
  return 'sans-serif';
}
