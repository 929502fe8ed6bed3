import sharp from 'sharp';

/**
 * The JPEG of a post (ADR 024, docs/export.md), written on the render thread that drew it: a
 * baseline JPEG of the whole picture by sharp (libjpeg-turbo), sRGB with the sRGB profile
 * embedded, 4:4:4 chroma (no colour bleeding on the edges of text and logos), at a quality that
 * keeps small text crisp.
 */
export const JPEG_QUALITY = 90;

/** What the JPEG's bytes depend on besides the pixels (part of its ETag, export-conditions.ts). */
export const JPEG_SETTINGS = `q${JPEG_QUALITY}-444-srgb-app2-std-huffman`;

/**
 * sharp's compact sRGB profile (480 bytes), taken once per thread. The pixels already are sRGB:
 * asking sharp to attach the profile would run a colour transform over every pixel (measured:
 * over 100 ms at 2160x2700) that changes nothing, so the profile is written into the file as its
 * APP2 segment.
 */
let srgbProfile: Promise<Buffer> | null = null;

function profile(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .jpeg()
    .withIccProfile('srgb')
    .toBuffer()
    .then(async (tiny) => {
      const icc = (await sharp(tiny).metadata()).icc;
      if (!icc) throw new Error('sharp gave no sRGB profile');
      return icc;
    });
  return srgbProfile;
}

/** The JPEG with an ICC profile segment (APP2, ICC_PROFILE, one chunk) after its JFIF header. */
export function withIccSegment(jpeg: Buffer, icc: Buffer): Buffer {
  const marker = Buffer.from('ICC_PROFILE\0', 'latin1');
  const length = 2 + marker.length + 2 + icc.length;
  if (length > 0xffff) throw new Error('ICC profile too large for one segment');
  const segment = Buffer.alloc(2 + length);
  segment.writeUInt16BE(0xffe2, 0);
  segment.writeUInt16BE(length, 2);
  marker.copy(segment, 4);
  segment[4 + marker.length] = 1;
  segment[5 + marker.length] = 1;
  icc.copy(segment, 6 + marker.length);
  // SOI, then APP0 (JFIF) when there is one: the profile follows it.
  let at = 2;
  if (jpeg.readUInt16BE(2) === 0xffe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), segment, jpeg.subarray(at)]);
}

/** The JPEG of opaque RGBA pixels. */
export async function encodeJpeg(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  if (rgba.length < width * height * 4) throw new Error('encodeJpeg: size and pixels differ');
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, width * height * 4);
  const [jpeg, icc] = await Promise.all([
    sharp(pixels, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .jpeg({
        quality: JPEG_QUALITY,
        chromaSubsampling: '4:4:4',
        mozjpeg: false,
        // The standard tables: the optimised ones save a few per cent of bytes for more CPU.
        optimiseCoding: false,
      })
      .toBuffer(),
    profile(),
  ]);
  return withIccSegment(jpeg, icc);
}
