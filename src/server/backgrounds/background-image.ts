import sharp, { type Sharp } from 'sharp';
import { AppError } from '#server/http/app-error.ts';
import { sniffImageType } from '#server/images/image-type.ts';
import {
  BACKGROUND_MAX_PIXELS,
  BACKGROUND_THUMBNAIL_WIDTH,
  backgroundContentTypes,
  type BackgroundContentType,
} from '#shared/backgrounds/background.schema.ts';

/** An uploaded background checked by its bytes and decoded once, with its thumbnail made. */
export interface PreparedBackground {
  contentType: BackgroundContentType;
  extension: 'jpg' | 'png' | 'webp';
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
  /**
   * The image to store: encoded anew from its decoded pixels, upright, without metadata. Nothing
   * the sender put around the pixels (a script after the image end, padding, EXIF) is kept.
   */
  data: Buffer;
  /** 400 px wide JPEG, quality 80. */
  thumbnail: Buffer;
}

const extensions: Record<BackgroundContentType, PreparedBackground['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// A sliver of a panorama would give a thumbnail kilometres high; keep it at most 4:1 tall.
const THUMBNAIL_MAX_HEIGHT = BACKGROUND_THUMBNAIL_WIDTH * 4;

function isBackgroundType(type: string | null): type is BackgroundContentType {
  return (backgroundContentTypes as readonly (string | null)[]).includes(type);
}

function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message)
    ? AppError.of(400, 'IMAGE_DIMENSIONS_TOO_LARGE')
    : AppError.of(400, 'IMAGE_UNREADABLE');
}

/**
 * Takes JPEG, PNG and WebP by their magic numbers, whatever the file name or declared type says
 * (SVG and GIF are refused: scripts and animations have no place in a post background). The
 * header's size is checked before any pixel is decoded; then the whole image is decoded once
 * for the thumbnail, which also proves it is readable.
 */
export async function prepareBackground(bytes: Uint8Array): Promise<PreparedBackground> {
  const contentType = sniffImageType(bytes);
  if (!isBackgroundType(contentType)) throw AppError.of(400, 'INVALID_FILE_TYPE');
  const options = { limitInputPixels: BACKGROUND_MAX_PIXELS, failOn: 'error' } as const;
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.width * meta.height > BACKGROUND_MAX_PIXELS) {
      throw AppError.of(400, 'IMAGE_DIMENSIONS_TOO_LARGE');
    }
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw decodeFailure(error);
  }
  try {
    const [data, thumbnail] = await Promise.all([
      reencode(sharp(bytes, options).autoOrient(), contentType).toBuffer(),
      sharp(bytes, options)
        .autoOrient()
        .resize({ width: BACKGROUND_THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ]);
    return { contentType, extension: extensions[contentType], width, height, data, thumbnail };
  } catch (error) {
    throw decodeFailure(error);
  }
}

/** The same format as sent, at a quality a photo background keeps its look at. */
function reencode(image: Sharp, type: BackgroundContentType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    case 'image/png':
      return image.png({ compressionLevel: 6 });
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}
