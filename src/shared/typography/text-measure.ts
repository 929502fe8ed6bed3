import { fontMetrics } from '#shared/typography/font-metrics.generated.ts';
import { fontFaceFor, type ShippedFamily } from '#shared/typography/font-map.ts';

/** Advance widths and pair kerning of one font face, in font units (generated from the TTF). */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  /** Every character the face covers, in code-point order; `advances` runs parallel. */
  chars: string;
  advances: number[];
  /** Two-character string -> advance adjustment. */
  kerning: Record<string, number>;
}

export interface TextStyle {
  family: ShippedFamily;
  weight: number;
  style: string;
  fontSize: number;
  letterSpacing?: number;
}

interface FaceIndex {
  metrics: FontMetrics;
  advance: Map<string, number>;
  fallbackAdvance: number;
}

const indexes = new Map<string, FaceIndex>();

function faceIndex(style: Pick<TextStyle, 'family' | 'weight' | 'style'>): FaceIndex {
  const file = fontFaceFor(style.family, style.weight, style.style).file;
  let index = indexes.get(file);
  if (!index) {
    const metrics = fontMetrics[file];
    if (!metrics) throw new Error(`no metrics for font ${file}`);
    const advance = new Map<string, number>();
    let i = 0;
    for (const char of metrics.chars) advance.set(char, metrics.advances[i++] ?? 0);
    // Characters a face lacks are drawn by another face; an average capital is a fair guess.
    const fallbackAdvance = advance.get('N') ?? metrics.unitsPerEm * 0.6;
    index = { metrics, advance, fallbackAdvance };
    indexes.set(file, index);
  }
  return index;
}

/** The advance width of a line of text in pixels, as SVG lays it out (kerning and letter spacing included). */
export function measureText(text: string, style: TextStyle): number {
  const { metrics, advance, fallbackAdvance } = faceIndex(style);
  let units = 0;
  let previous = '';
  let count = 0;
  for (const char of text) {
    units += advance.get(char) ?? fallbackAdvance;
    if (previous) units += metrics.kerning[previous + char] ?? 0;
    previous = char;
    count++;
  }
  return (units * style.fontSize) / metrics.unitsPerEm + (style.letterSpacing ?? 0) * count;
}

/**
 * The advance width of a line as `measureText` gives it, or null when the face lacks one of its
 * characters: another face draws that one, at a width not known here.
 */
export function measureCoveredText(text: string, style: TextStyle): number | null {
  const { advance } = faceIndex(style);
  for (const char of text) if (!advance.has(char)) return null;
  return measureText(text, style);
}

/** Height of capital letters above the baseline, in pixels. */
export function capHeight(
  style: Pick<TextStyle, 'family' | 'weight' | 'style' | 'fontSize'>,
): number {
  const { metrics } = faceIndex(style);
  return (metrics.capHeight * style.fontSize) / metrics.unitsPerEm;
}

/** How far a face's line box reaches above and below the baseline, in pixels. */
export function lineExtents(style: Pick<TextStyle, 'family' | 'weight' | 'style' | 'fontSize'>): {
  ascent: number;
  descent: number;
} {
  const { metrics } = faceIndex(style);
  const scale = style.fontSize / metrics.unitsPerEm;
  return { ascent: metrics.ascender * scale, descent: Math.abs(metrics.descender) * scale };
}
