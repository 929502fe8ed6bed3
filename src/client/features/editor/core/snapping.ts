import type { Box } from '#client/features/editor/core/geometry.ts';
import type { Size } from '#client/features/editor/core/viewport.ts';

/**
 * Snapping of a moving box to the canvas (edges and centre) and to other elements (edges and
 * centres), on each axis separately, within a threshold in canvas pixels. What it snapped to comes
 * back as guides: lines the canvas draws across the aligned boxes.
 */
export interface Guide {
  /** 'x': a vertical line at x = position; 'y': a horizontal line at y = position. */
  axis: 'x' | 'y';
  position: number;
  from: number;
  to: number;
}

interface Line {
  position: number;
  /** Extent along the other axis, for drawing the guide. */
  from: number;
  to: number;
}

function lines(box: Box, axis: 'x' | 'y'): Line[] {
  const [start, size, crossStart, crossSize] =
    axis === 'x' ? [box.x, box.width, box.y, box.height] : [box.y, box.height, box.x, box.width];
  return [start, start + size / 2, start + size].map((position) => ({
    position,
    from: crossStart,
    to: crossStart + crossSize,
  }));
}

function snapAxis(
  moving: Box,
  targets: readonly Box[],
  axis: 'x' | 'y',
  threshold: number,
): { offset: number; guide: Guide | null } {
  let best: { offset: number; target: Line } | null = null;
  const sources = lines(moving, axis);
  for (const target of targets.flatMap((box) => lines(box, axis))) {
    for (const source of sources) {
      const offset = target.position - source.position;
      if (Math.abs(offset) <= threshold && (!best || Math.abs(offset) < Math.abs(best.offset))) {
        best = { offset, target };
      }
    }
  }
  if (!best) return { offset: 0, guide: null };
  const own = lines(moving, axis)[0] as Line;
  return {
    offset: best.offset,
    guide: {
      axis,
      position: best.target.position,
      from: Math.min(best.target.from, own.from),
      to: Math.max(best.target.to, own.to),
    },
  };
}

export function snapMove(
  moving: Box,
  others: readonly Box[],
  canvas: Size,
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const targets = [{ x: 0, y: 0, width: canvas.width, height: canvas.height }, ...others];
  const x = snapAxis(moving, targets, 'x', threshold);
  const y = snapAxis(moving, targets, 'y', threshold);
  return {
    dx: x.offset,
    dy: y.offset,
    guides: [x.guide, y.guide].filter((guide): guide is Guide => guide !== null),
  };
}

/**
 * Snapping of single edges (a resize moves one or two): each value snaps to the nearest line of the
 * canvas or another element on its axis. Answers the offsets and the guides.
 */
export function snapEdges(
  edges: { x?: number; y?: number },
  others: readonly Box[],
  canvas: Size,
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const targets = [{ x: 0, y: 0, width: canvas.width, height: canvas.height }, ...others];
  const result = { dx: 0, dy: 0, guides: [] as Guide[] };
  for (const axis of ['x', 'y'] as const) {
    const value = edges[axis];
    if (value === undefined) continue;
    const snapped = snapAxis({ x: value, y: value, width: 0, height: 0 }, targets, axis, threshold);
    if (!snapped.guide) continue;
    if (axis === 'x') result.dx = snapped.offset;
    else result.dy = snapped.offset;
    result.guides.push(snapped.guide);
  }
  return result;
}
