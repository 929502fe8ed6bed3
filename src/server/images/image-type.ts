/** The image formats the fetcher hands on: what resvg and sharp can take and browsers show. */
export const imageContentTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/avif',
] as const;

export type ImageContentType = (typeof imageContentTypes)[number];

/** The image type a Content-Type header declares, or null when it is not one of ours. */
export function declaredImageType(header: string | undefined): ImageContentType | null {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  // Old servers still say image/jpg or image/pjpeg for plain JPEG.
  if (mediaType === 'image/jpg' || mediaType === 'image/pjpeg') return 'image/jpeg';
  return imageContentTypes.find((type) => type === mediaType) ?? null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  // Major brand at 8, minor version at 12, compatible brands from 16 on.
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset)) {
      return true;
    }
  }
  return false;
}

// Anything XML allows before the root element: declaration, processing instructions, comments,
// a doctype (with an internal subset) and white space.
const svgProlog = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/;

function isSvg(bytes: Uint8Array): boolean {
  // The prolog of a real SVG is short; a root element further in is not worth looking for.
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  for (let match = svgProlog.exec(text); match; match = svgProlog.exec(text)) {
    text = text.slice(match[0].length);
  }
  return /^\s*<svg[\s>/]/.test(text);
}

/**
 * The image type the bytes themselves show (magic numbers, or an svg root element), whatever
 * the server claimed. Null for anything else, such as an HTML page.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
}
