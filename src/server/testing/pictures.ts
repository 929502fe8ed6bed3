import sharp, { type Sharp } from 'sharp';

/** A colour as sharp takes it: `#rrggbb`, or channels with an alpha for a see-through picture. */
export type PictureColour = string | { r: number; g: number; b: number; alpha?: number };

/**
 * A picture of one colour for the tests to encode (`.jpeg()`, `.png()`, `.raw()`); four channels
 * keep the colour's alpha.
 */
export function plainPicture(
  width: number,
  height: number,
  colour: PictureColour,
  channels: 3 | 4 = 3,
): Sharp {
  return sharp({ create: { width, height, channels, background: colour } });
}

/** The plain picture as a JPEG at sharp's default quality: the upload tests' photo. */
export function plainJpeg(width: number, height: number, colour: PictureColour): Promise<Buffer> {
  return plainPicture(width, height, colour).jpeg().toBuffer();
}

/**
 * Gaussian noise over `colour` (sigma 40 unless told): a photo-like picture that the encoders
 * cannot shrink to nothing and whose bands all differ.
 */
export function noisyPicture(
  width: number,
  height: number,
  colour: PictureColour,
  {
    mean = 110,
    sigma = 40,
    channels = 3,
  }: { mean?: number; sigma?: number; channels?: 3 | 4 } = {},
): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: colour,
      noise: { type: 'gaussian', mean, sigma },
    },
  });
}
