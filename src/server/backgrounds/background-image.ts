import sharp from 'sharp';
import { AppError } from '#server/http/app-error.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import {
  checkedHeader,
  decodeFailure,
  encodeAsSent,
  isReencodable,
  reencodedExtensions,
} from '#server/images/reencoded-image.ts';
import {
  BACKGROUND_MAX_PIXELS,
  BACKGROUND_THUMBNAIL_WIDTH,
  type BackgroundContentType,
} from '#shared/backgrounds/background.schema.ts';

/** An uploaded background checked by its bytes and decoded once, with its thumbnail made. */
export interface PreparedBackground {
  contentType: BackgroundContentType;
  extension: 'jpg' | 'png' | 'webp';
  /** Of the picture kept: as shown (after the EXIF orientation), scaled to storedSize. */
  width: number;
  height: number;
  /**
   * The image to store: encoded anew from its decoded pixels, upright, without metadata. Nothing
   * the sender put around the pixels (a script after the image end, padding, EXIF) is kept.
   * At most BACKGROUND_STORED_SHORT_SIDE on its short side.
   */
  data: Buffer;
  /** 400 px wide JPEG, quality 80. */
  thumbnail: Buffer;
}

// A sliver of a panorama would give a thumbnail kilometres high; keep it at most 4:1 tall.
const THUMBNAIL_MAX_HEIGHT = BACKGROUND_THUMBNAIL_WIDTH * 4;

/**
 * The largest picture kept: a post is drawn at most 2160x2700 (4:5 at scale 2), cover-fitted, so
 * a short side of 2700 px covers every format without enlarging, and a long side of 5400 px
 * keeps a 2:1 panorama whole. A phone photo of 48 megapixels is kept at about 9.
 */
export const BACKGROUND_STORED_SHORT_SIDE = 2700;
export const BACKGROUND_STORED_LONG_SIDE = 5400;

/** The size a picture of `width` x `height` (as shown) is kept at: never enlarged. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(
    1,
    BACKGROUND_STORED_SHORT_SIDE / Math.min(width, height),
    BACKGROUND_STORED_LONG_SIDE / Math.max(width, height),
  );
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Takes JPEG, PNG and WebP by their magic numbers, whatever the file name or declared type says
 * (SVG and GIF are refused: scripts and animations have no place in a post background). The
 * header's size is checked before any pixel is decoded; then the picture is decoded once,
 * scaled down to what a post can show while it is read (a JPEG is decoded at a half, quarter or
 * eighth of its size when that is enough), and encoded; the thumbnail is made from that smaller
 * picture. All of it runs in sharp on libuv's thread pool, none on the main thread.
 */
export async function prepareBackground(bytes: Uint8Array): Promise<PreparedBackground> {
  const contentType = sniffImageType(bytes);
  // The backgrounds take what every upload takes: JPEG, PNG and WebP.
  if (!isReencodable(contentType)) throw AppError.of(400, 'INVALID_FILE_TYPE');
  const options = { limitInputPixels: BACKGROUND_MAX_PIXELS, failOn: 'error' } as const;
  const shown = (await checkedHeader(bytes, options)).autoOrient;
  try {
    const target = storedSize(shown.width, shown.height);
    let image = sharp(bytes, options).autoOrient();
    if (target.width !== shown.width || target.height !== shown.height) {
      image = image.resize(target.width, target.height, { fit: 'fill' });
    }
    const { data, info } = await encodeAsSent(image, contentType).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(data, { failOn: 'error' })
      .resize({ width: BACKGROUND_THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return {
      contentType,
      extension: reencodedExtensions[contentType],
      width: info.width,
      height: info.height,
      data,
      thumbnail,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}
