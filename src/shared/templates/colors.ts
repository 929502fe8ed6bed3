/**
 * Template colours: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `transparent` and
 * `none`. The renderer writes every colour as `#rrggbb` plus an opacity, which browsers and resvg
 * read alike.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1 */
  a: number;
}

const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional =
  /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i;

export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  if (text === 'none' || text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const h = hex.exec(text);
  if (h) {
    let digits = h[1] as string;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const f = functional.exec(text);
  if (f) {
    const [r, g, b] = [f[1], f[2], f[3]].map(Number) as [number, number, number];
    if (r > 255 || g > 255 || b > 255) return null;
    return { r, g, b, a: f[4] === undefined ? 1 : Number(f[4]) };
  }
  return null;
}

export function isColor(value: string): boolean {
  return parseColor(value) !== null;
}

export function toHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  const part = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Mixes `color` towards `other` by `amount` (0 keeps color, 1 gives other). */
export function mix(color: Rgba, other: Rgba, amount: number): Rgba {
  const t = Math.max(0, Math.min(1, amount));
  return {
    r: color.r + (other.r - color.r) * t,
    g: color.g + (other.g - color.g) * t,
    b: color.b + (other.b - color.b) * t,
    a: color.a + (other.a - color.a) * t,
  };
}
