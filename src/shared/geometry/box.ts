/** A rectangle on the canvas, in canvas pixels: a frame, a row, an element's or a path's box. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a text stands on its x: from it (start), centred on it (middle) or ending at it (end). */
export type TextAnchor = 'start' | 'middle' | 'end';

/** The left edge of a text `width` wide set at `x` by its anchor. */
export function anchoredLeft(x: number, anchor: TextAnchor, width: number): number {
  if (anchor === 'start') return x;
  if (anchor === 'end') return x - width;
  return x - width / 2;
}
