import type { Box } from '#shared/geometry/box.ts';

export type { Box } from '#shared/geometry/box.ts';

/** Boxes and points in canvas pixels, and the handles of a box. */
export interface Point {
  x: number;
  y: number;
}

export function unionOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function containsPoint(box: Box, point: Point, tolerance = 0): boolean {
  return (
    point.x >= box.x - tolerance &&
    point.x <= box.x + box.width + tolerance &&
    point.y >= box.y - tolerance &&
    point.y <= box.y + box.height + tolerance
  );
}

export function intersects(a: Box, b: Box): boolean {
  return (
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
  );
}

/** The box spanned by two corners, whichever way it was dragged. */
export function boxFromCorners(a: Point, b: Point): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** The eight resize handles: corners and edge midpoints, by compass direction. */
export const handleIds = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type HandleId = (typeof handleIds)[number];

/** Where a handle sits on a box, as fractions of its width and height. */
export const handleAnchors: Record<HandleId, Point> = {
  nw: { x: 0, y: 0 },
  n: { x: 0.5, y: 0 },
  ne: { x: 1, y: 0 },
  e: { x: 1, y: 0.5 },
  se: { x: 1, y: 1 },
  s: { x: 0.5, y: 1 },
  sw: { x: 0, y: 1 },
  w: { x: 0, y: 0.5 },
};

export function handlePoint(box: Box, handle: HandleId): Point {
  const anchor = handleAnchors[handle];
  return { x: box.x + anchor.x * box.width, y: box.y + anchor.y * box.height };
}

export const isCorner = (handle: HandleId) => handle.length === 2;

/**
 * The box after dragging one handle by (dx, dy): the opposite side stays put. With `keepAspect`
 * the box keeps its proportions (edge handles grow the other side about its centre). A box is
 * never smaller than one pixel and never turns inside out.
 */
export function resizeBox(
  box: Box,
  handle: HandleId,
  dx: number,
  dy: number,
  keepAspect: boolean,
): Box {
  const anchor = handleAnchors[handle];
  let left = box.x;
  let top = box.y;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  if (anchor.x === 0) left = Math.min(left + dx, right - 1);
  if (anchor.x === 1) right = Math.max(right + dx, left + 1);
  if (anchor.y === 0) top = Math.min(top + dy, bottom - 1);
  if (anchor.y === 1) bottom = Math.max(bottom + dy, top + 1);
  let width = right - left;
  let height = bottom - top;
  if (keepAspect && box.width > 0 && box.height > 0) {
    const ratio = box.width / box.height;
    if (anchor.y === 0.5) height = width / ratio;
    else if (anchor.x === 0.5) width = height * ratio;
    else if (width / box.width > height / box.height) height = width / ratio;
    else width = height * ratio;
    // The fixed side or corner stays where it was.
    left = anchor.x === 0 ? right - width : anchor.x === 1 ? left : box.x + (box.width - width) / 2;
    top =
      anchor.y === 0 ? bottom - height : anchor.y === 1 ? top : box.y + (box.height - height) / 2;
  }
  return { x: left, y: top, width, height };
}
