import { contrastRatio, mix, parseColor, toHex, type Rgba } from '#shared/templates/colors.ts';

/**
 * A club's colours for the 'club' theme, taken from the dominant colours of its logo (the server
 * reads the pixels) or the fallback when the logo gives none.
 */
export interface ClubPalette {
  primary: string;
  secondary: string;
}

/** Swiss red and a deep navy: what the club theme shows when a logo has no usable colour. */
export const fallbackPalette: ClubPalette = { primary: '#c8102e', secondary: '#0b1f3a' };

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };

export function rgbaOf(color: string): Rgba {
  return parseColor(color) ?? black;
}

export function darken(color: string, amount: number): string {
  return toHex(mix(rgbaOf(color), black, amount));
}

export function lighten(color: string, amount: number): string {
  return toHex(mix(rgbaOf(color), white, amount));
}

/** White or near-black, whichever reads better on the colour. */
export function readableOn(color: string): string {
  const c = rgbaOf(color);
  return contrastRatio(c, white) >= contrastRatio(c, { r: 17, g: 17, b: 17, a: 1 })
    ? '#ffffff'
    : '#111111';
}

export function contrast(a: string, b: string): number {
  return contrastRatio(rgbaOf(a), rgbaOf(b));
}
