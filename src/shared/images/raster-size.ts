import type { PixelSize } from '#shared/images/drawing-bounds.ts';

/**
 * The width and height a PNG, JPEG, GIF or WebP declares in its header, read without decoding a
 * pixel (for pictures inside an SVG, which resvg would decode at that size). Null when the bytes
 * are none of these or the header cannot be read; a caller then treats the picture as unusable.
 */
export function rasterSize(bytes: Uint8Array): PixelSize | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return pngSize(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegSize(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gifSize(bytes);
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 4) === 'WEBP') {
    return webpSize(bytes);
  }
  return null;
}

/** The size an inline picture (`data:image/...;base64,...`) declares, or null. */
export function dataImageSize(href: string): PixelSize | null {
  const payload = /^data:image\/[a-z]+;base64,([A-Za-z0-9+/]*={0,2})$/.exec(href.trim())?.[1];
  if (!payload) return null;
  try {
    return rasterSize(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

function sized(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** IHDR is the first chunk: width and height at 16 and 20. */
function pngSize(b: Uint8Array): PixelSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** The first start-of-frame segment (SOF0-SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(b: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return sized(u16be(b, at + 7), u16be(b, at + 5));
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** The logical screen's size; a frame of a GIF is never larger in what resvg decodes. */
function gifSize(b: Uint8Array): PixelSize | null {
  return b.length < 10 ? null : sized(u16le(b, 6), u16le(b, 8));
}

/** Lossy (VP8), lossless (VP8L) or extended (VP8X) WebP. */
function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30) return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && b.length >= 30) {
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  return null;
}
