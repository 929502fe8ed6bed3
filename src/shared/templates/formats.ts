/**
 * Post formats and their canvas sizes (docs/product.md sections 3 and 9, plus the 9:16 story).
 * Exports are rasterised at `exportScale` (2160x2700 for 4:5).
 */
export const formats = ['4:5', '1:1', '1100:800', '9:16'] as const;
export type Format = (typeof formats)[number];

export const defaultFormat: Format = '4:5';

export const canvasSizes: Record<Format, { width: number; height: number }> = {
  '4:5': { width: 1080, height: 1350 },
  '1:1': { width: 1080, height: 1080 },
  '1100:800': { width: 1100, height: 800 },
  '9:16': { width: 1080, height: 1920 },
};

export const exportScale = 2;

export function isFormat(value: unknown): value is Format {
  return typeof value === 'string' && (formats as readonly string[]).includes(value);
}

/** Canvas size of a stored format; anything unknown is square, as the specification says. */
export function canvasSize(format: string | null | undefined): { width: number; height: number } {
  return isFormat(format) ? canvasSizes[format] : canvasSizes['1:1'];
}
