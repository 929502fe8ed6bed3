/**
 * How large a picture may be drawn or decoded, checked before any pixel exists (ADR 050). Every
 * path that rasterises a logo, an SVG or a picture asks here first: the logo upload and its trial
 * drawing, the image resolver of the export (logos, crests, template images, federation logos),
 * the background upload and the backdrop of an export, the SVG import of the editor. Whatever
 * the file says about its own size, the drawing gets a size from these bounds.
 *
 * - The aspect: a real logo is at most a wide sponsor banner (about 10:1); a picture longer than
 *   20 times its width (or the reverse) is no logo, and drawn to fit a post it would be a line.
 *   It is refused at upload (IMAGE_ASPECT_TOO_EXTREME) and left out of an export.
 * - The drawn size: a post shows an image at most 2048 px on its long side (at scale 2, larger
 *   than any logo slot of a 2160x2700 post); an SVG is always drawn fitted into that square or
 *   smaller, never at the size it declares, so at most 2048x2048 pixels (16 MB).
 * - The decoded size: a picture is decoded only when its header says at most 40 megapixels (the
 *   upload's limit), an image inside an SVG logo at most 4096x4096 (resvg decodes it whole).
 */

export interface PixelSize {
  width: number;
  height: number;
}

/** The long side may be at most this many times the short side. */
export const IMAGE_MAX_ASPECT = 20;

/** The longest side an image is drawn at in a post, in pixels. */
export const IMAGE_DRAWN_MAX_SIDE = 2048;

/** The most pixels of a picture decoded for a post (and the most an upload may have). */
export const IMAGE_SOURCE_MAX_PIXELS = 40_000_000;

/** The most pixels of a picture inside an SVG logo, which resvg decodes at full size. */
export const SVG_INNER_IMAGE_MAX_PIXELS = 4096 * 4096;

/** Long side over short side; Infinity for a side that is not positive. */
export function aspectOf({ width, height }: PixelSize): number {
  if (!(width > 0 && height > 0)) return Infinity;
  return Math.max(width, height) / Math.min(width, height);
}

/** Whether the size is a real one whose aspect a logo, picture or background may have. */
export function aspectWithin(size: PixelSize): boolean {
  return (
    Number.isFinite(size.width) &&
    Number.isFinite(size.height) &&
    aspectOf(size) <= IMAGE_MAX_ASPECT
  );
}

/**
 * The whole pixels a picture of `size` is drawn at to fit a square of `side`, its aspect kept
 * (enlarged or shrunk): each side at least 1 and at most `side`. Only for sizes within the aspect.
 */
export function fitInside(size: PixelSize, side: number): PixelSize {
  const scale = side / Math.max(size.width, size.height);
  return {
    width: Math.min(side, Math.max(1, Math.round(size.width * scale))),
    height: Math.min(side, Math.max(1, Math.round(size.height * scale))),
  };
}

/** Why a picture of `size` may not be decoded: too many pixels, or no sane aspect; null: it may. */
export function decodeRefusal(
  size: PixelSize,
  maxPixels = IMAGE_SOURCE_MAX_PIXELS,
): 'pixels' | 'aspect' | null {
  if (!aspectWithin(size)) return 'aspect';
  return size.width * size.height > maxPixels ? 'pixels' : null;
}
