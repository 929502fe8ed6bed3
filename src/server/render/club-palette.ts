import sharp from 'sharp';
import { toHex } from '#shared/templates/colors.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';

/**
 * The dominant colours of a club logo, for the 'club' theme: the most frequent clearly coloured
 * shade is the primary, the most frequent one of another hue the secondary. Whites, blacks and
 * greys (backgrounds, outlines, lettering) do not count; a logo without colour gets the fallback.
 */
interface Bucket {
  count: number;
  r: number;
  g: number;
  b: number;
}

function hue(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export async function paletteFromLogo(image: Uint8Array): Promise<ClubPalette> {
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
    .resize(64, 64, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, Bucket>();
  let opaque = 0;
  for (let i = 0; i < info.width * info.height; i++) {
    const o = i * info.channels;
    if ((data[o + 3] as number) < 200) continue;
    opaque++;
    const r = data[o] as number;
    const g = data[o + 1] as number;
    const b = data[o + 2] as number;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const saturation = max === 0 ? 0 : (max - min) / max;
    if (max < 40 || saturation < 0.25 || (max > 235 && saturation < 0.3)) continue;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bucket.count++;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  // Merge neighbouring shades (anti-aliased edges, gradients) into their colour family.
  const families: Bucket[] = [];
  for (const bucket of [...buckets.values()].sort((a, b) => b.count - a.count)) {
    const [r, g, b] = [bucket.r / bucket.count, bucket.g / bucket.count, bucket.b / bucket.count];
    const family = families.find((f) => {
      const [fr, fg, fb] = [f.r / f.count, f.g / f.count, f.b / f.count];
      return Math.abs(fr - r) + Math.abs(fg - g) + Math.abs(fb - b) < 90;
    });
    if (family) {
      family.count += bucket.count;
      family.r += bucket.r;
      family.g += bucket.g;
      family.b += bucket.b;
    } else families.push({ ...bucket });
  }
  families.sort((a, b) => b.count - a.count);
  const primary = families[0];
  // A speck of colour in a black-and-white logo is no club colour.
  if (!primary || primary.count < opaque * 0.04) return fallbackPalette;
  const average = (f: Bucket) => ({ r: f.r / f.count, g: f.g / f.count, b: f.b / f.count });
  const p = average(primary);
  const second = families.slice(1).find((f) => {
    const c = average(f);
    return (
      f.count >= primary.count * 0.08 && hueDistance(hue(c.r, c.g, c.b), hue(p.r, p.g, p.b)) > 30
    );
  });
  return { primary: toHex(p), secondary: second ? toHex(average(second)) : '#ffffff' };
}
