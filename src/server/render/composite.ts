/**
 * Draws resvg's overlay (premultiplied RGBA) over an opaque RGBA base, in place. Rows without
 * any overlay pixel are skipped, which is most of a post. Result: out = src + dst * (1 - srcA).
 * The overlay may cover only some columns of the base (`columns`, its width their count).
 * With `under` (the same size as `base`), what lies under the overlay is read from there: each
 * row the overlay draws on is first copied from `under` whole, the others are left alone (an
 * export then reads them from `under` itself, ADR 017). Returns one flag per row: 1 where the
 * overlay has a pixel.
 */
export function compositeOver(
  base: Uint8Array,
  overlay: Uint8Array,
  width: number,
  height: number,
  under?: Uint8Array,
  columns: { firstColumn: number; endColumn: number } = { firstColumn: 0, endColumn: width },
): Uint8Array {
  const { firstColumn, endColumn } = columns;
  const overlayWidth = endColumn - firstColumn;
  if (
    firstColumn < 0 ||
    endColumn > width ||
    overlay.length !== overlayWidth * height * 4 ||
    base.length !== width * height * 4 ||
    (under && under.length !== base.length)
  ) {
    throw new Error('compositeOver: sizes differ');
  }
  const touched = new Uint8Array(height);
  // 32-bit views read and write a pixel at once (little-endian: alpha is the top byte); they
  // need aligned buffers.
  const aligned = overlay.byteOffset % 4 === 0 ? overlay : Uint8Array.from(overlay);
  const src32 = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  const target = base.byteOffset % 4 === 0 ? base : new Uint8Array(base);
  const dst32 = new Uint32Array(target.buffer, target.byteOffset, target.length >> 2);
  for (let y = 0; y < height; y++) {
    const rowStart = y * overlayWidth;
    const rowEnd = rowStart + overlayWidth;
    let first = rowStart;
    while (first < rowEnd && src32[first] === 0) first++;
    if (first === rowEnd) continue;
    touched[y] = 1;
    if (under) target.set(under.subarray(y * width * 4, (y + 1) * width * 4), y * width * 4);
    let last = rowEnd - 1;
    while (src32[last] === 0) last--;
    // The base pixel under overlay pixel p.
    const shift = y * width + firstColumn - rowStart;
    for (let p = first; p <= last; p++) {
      const over = src32[p]!;
      const a = over >>> 24;
      if (a === 0) continue;
      if (a === 255) {
        dst32[p + shift] = over;
        continue;
      }
      dst32[p + shift] = blendOver(over, dst32[p + shift]!);
    }
  }
  if (target !== base) base.set(target);
  return touched;
}

/**
 * A premultiplied pixel over an opaque one (both little-endian RGBA as 32-bit numbers): the
 * overlay plus the base times what the overlay leaves, rounded (x / 255 rounded is
 * ((x + 128) + ((x + 128) >> 8)) >> 8 for every x up to 255 * 255). Red and blue are worked on
 * together, 16 bits each: no product carries into the other, and no channel of the sum passes
 * 255 (the overlay's is at most its alpha).
 */
export function blendOver(over: number, under: number): number {
  const keep = 255 - (over >>> 24);
  const rb = Math.imul(under & 0xff00ff, keep) + 0x800080;
  const g = Math.imul((under >>> 8) & 255, keep) + 128;
  return (
    ((over & 0xffffff) +
      (((rb + ((rb >>> 8) & 0xff00ff)) >>> 8) & 0xff00ff) +
      ((((g + (g >>> 8)) >>> 8) & 255) << 8)) |
    0xff000000
  );
}

/** An opaque canvas of one colour. */
export function solidRgba(width: number, height: number, hex: string): Buffer {
  const buffer = Buffer.alloc(width * height * 4);
  fillSolid(buffer, hex);
  return buffer;
}

/** Paints an RGBA canvas in one opaque colour, in place. */
export function fillSolid(target: Uint8Array, hex: string): void {
  const value = parseInt(hex.replace('#', '').slice(0, 6), 16);
  const pixel = Buffer.from([(value >> 16) & 255, (value >> 8) & 255, value & 255, 255]);
  Buffer.from(target.buffer, target.byteOffset, target.byteLength).fill(pixel);
}

/**
 * Darkens rows of an opaque RGBA canvas as black overlays would (`Shade`s of the post), one
 * multiply per pixel instead of a gradient fill and a blend.
 */
export function applyShades(
  rgba: Uint8Array,
  width: number,
  height: number,
  scale: number,
  shades: readonly { y: number; height: number; top: number; bottom: number }[],
): void {
  if (shades.length === 0) return;
  for (let row = 0; row < height; row++) {
    const y = (row + 0.5) / scale;
    let keep = 1;
    for (const shade of shades) {
      if (y < shade.y || y > shade.y + shade.height) continue;
      const t = shade.height > 0 ? (y - shade.y) / shade.height : 0;
      keep *= 1 - (shade.top + (shade.bottom - shade.top) * t);
    }
    if (keep >= 1) continue;
    const factor = Math.max(0, keep);
    const end = (row + 1) * width * 4;
    for (let i = row * width * 4; i < end; i += 4) {
      rgba[i] = (rgba[i] as number) * factor + 0.5;
      rgba[i + 1] = (rgba[i + 1] as number) * factor + 0.5;
      rgba[i + 2] = (rgba[i + 2] as number) * factor + 0.5;
    }
  }
}
