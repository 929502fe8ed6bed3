/**
 * What a publication reads of its MP4 (ADR 065): the picture's size, from the track header
 * (`moov/trak/tkhd`) of the file the export service made. Bounded by the file: each box is read
 * once, a box that claims more than the file has ends the walk.
 */

const containers = new Set(['moov', 'trak']);

/**
 * The boxes of `bytes` between `start` and `end`, in order: their type, where each starts, where
 * its body lies and where it ends. The walk stops at a box that claims more than there is.
 */
export function* mp4Boxes(bytes: Buffer, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at, body: at + header, end: at + size };
    at += size;
  }
}

/** The size of the MP4's picture (its first track with one), or null for what is no MP4. */
export function mp4Size(bytes: Buffer): { width: number; height: number } | null {
  const first = mp4Boxes(bytes, 0, bytes.length).next();
  if (first.done || first.value.type !== 'ftyp') return null;
  const walk = (start: number, end: number): { width: number; height: number } | null => {
    for (const box of mp4Boxes(bytes, start, end)) {
      if (containers.has(box.type)) {
        const found = walk(box.body, box.end);
        if (found) return found;
      } else if (box.type === 'tkhd' && box.end - box.body >= 84) {
        // Width and height close the track header, as 16.16 fixed-point numbers.
        const width = bytes.readUInt32BE(box.end - 8) / 65_536;
        const height = bytes.readUInt32BE(box.end - 4) / 65_536;
        if (width > 0 && height > 0) return { width, height };
      }
    }
    return null;
  };
  return walk(0, bytes.length);
}
