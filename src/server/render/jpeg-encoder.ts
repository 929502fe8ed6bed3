import sharp from 'sharp';

/**
 * The JPEG download (ADR 024): opaque RGBA pixels as a baseline JPEG, sRGB with the sRGB profile
 * embedded, 4:4:4 chroma (no colour bleeding on the edges of text and logos), at a quality that
 * keeps small text crisp. sharp encodes on libuv's thread pool, so the main thread only hands the
 * pixels over and gets the bytes back.
 */
export const JPEG_QUALITY = 90;

export async function encodeJpeg(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', mozjpeg: false })
    .withIccProfile('srgb')
    .toBuffer();
}
