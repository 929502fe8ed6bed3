import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseColor } from '#shared/templates/colors.ts';
import { fallbackPalette } from '#shared/themes/club-palette.ts';
import { paletteFromLogo } from '#server/render/club-palette.ts';

const logo = (svg: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">${svg}</svg>`),
  )
    .png()
    .toBuffer();

function near(actual: string, expected: string, tolerance = 30): boolean {
  const a = parseColor(actual)!;
  const b = parseColor(expected)!;
  return Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) <= tolerance;
}

describe('club colours from a logo', () => {
  it('takes the dominant colour as primary and another hue as secondary, ignoring white, black and grey', async () => {
    const png = await logo(
      '<rect width="200" height="200" fill="#ffffff"/><circle cx="100" cy="100" r="90" fill="#15803d"/><rect x="40" y="40" width="120" height="40" fill="#f97316"/><text x="100" y="150" font-size="40" fill="#111111">FC</text>',
    );
    const palette = await paletteFromLogo(png);
    expect(near(palette.primary, '#15803d'), palette.primary).toBe(true);
    expect(near(palette.secondary, '#f97316'), palette.secondary).toBe(true);
  });

  it('falls back for a logo without colour', async () => {
    const png = await logo(
      '<rect width="200" height="200" fill="#ffffff"/><circle cx="100" cy="100" r="80" fill="#222222"/>',
    );
    expect(await paletteFromLogo(png)).toEqual(fallbackPalette);
  });
});
