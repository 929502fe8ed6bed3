import sharp from 'sharp';
import { AppError } from '#server/http/app-error.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import { aspectWithin } from '#shared/images/drawing-bounds.ts';

type Sharp = ReturnType<typeof sharp>;

/**
 * An uploaded picture encoded anew from its decoded pixels, for storing a user's file: only
 * PNG, JPEG and WebP are taken, judged by their magic numbers whatever the name or declared type
 * says (SVG can carry scripts, GIF animations). Nothing the sender put around the pixels (bytes
 * after the image end, metadata, EXIF) survives; the orientation is applied, transparency kept.
 */
export const reencodableTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ReencodableType = (typeof reencodableTypes)[number];

export interface ReencodedImage {
  contentType: ReencodableType;
  extension: 'png' | 'jpg' | 'webp';
  data: Buffer;
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
}

/** The file extension a re-encoded picture is stored with. */
export const reencodedExtensions: Record<ReencodableType, ReencodedImage['extension']> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function isReencodable(type: string | null): type is ReencodableType {
  return (reencodableTypes as readonly (string | null)[]).includes(type);
}

/** What a picture that sharp could not decode is refused with: too large, or unreadable. */
export function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message)
    ? AppError.of(400, 'IMAGE_DIMENSIONS_TOO_LARGE')
    : AppError.of(400, 'IMAGE_UNREADABLE');
}

/**
 * The picture's header, read before any pixel is decoded: refused (400) when it has more pixels
 * than `options.limitInputPixels`, an aspect beyond drawing-bounds.ts (a sliver, no logo or
 * background) or cannot be read.
 */
export async function checkedHeader(
  bytes: Uint8Array,
  options: { limitInputPixels: number; failOn: 'error' },
) {
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.width * meta.height > options.limitInputPixels) {
      throw AppError.of(400, 'IMAGE_DIMENSIONS_TOO_LARGE');
    }
    if (!aspectWithin(meta)) throw AppError.of(400, 'IMAGE_ASPECT_TOO_EXTREME');
    return meta;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw decodeFailure(error);
  }
}

/** The same format as sent, at a quality a logo or photo keeps its look at. */
export function encodeAsSent(image: Sharp, type: ReencodableType): Sharp {
  switch (type) {
    case 'image/png':
      return image.png({ compressionLevel: 6 });
    case 'image/jpeg':
      return image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    case 'image/webp':
      return image.webp({ quality: 90, alphaQuality: 100 });
  }
}

/**
 * Refuses anything but PNG, JPEG and WebP (400 INVALID_FILE_TYPE), a picture over `maxPixels`
 * or of an aspect beyond the bounds (checked in the header before any pixel is decoded) and one
 * that does not decode whole. With
 * `maxSide`, a larger picture is scaled down to fit a square of that side while it is decoded
 * (a JPEG at a half, quarter or eighth of its size when that is enough), never enlarged.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  { maxPixels, maxSide }: { maxPixels: number; maxSide?: number },
): Promise<ReencodedImage> {
  const contentType = sniffImageType(bytes);
  if (!isReencodable(contentType)) throw AppError.of(400, 'INVALID_FILE_TYPE');
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  await checkedHeader(bytes, options);
  try {
    let image = sharp(bytes, options).autoOrient();
    if (maxSide !== undefined) {
      image = image.resize({
        width: maxSide,
        height: maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const { data, info } = await encodeAsSent(image, contentType).toBuffer({
      resolveWithObject: true,
    });
    return {
      contentType,
      extension: reencodedExtensions[contentType],
      data,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}
