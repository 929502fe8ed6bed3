import type { Bounds } from '#shared/geometry/path-data.ts';
import type { LineElement } from '#shared/templates/template-schema.ts';

/**
 * The box a line is handled by in the editor: its two ends, widened by half its stroke on every
 * side, so a level line still has a height to be grabbed and a box to snap.
 */
export function lineBounds(
  line: Pick<LineElement, 'x' | 'y' | 'dx' | 'dy' | 'strokeWidth'>,
): Bounds {
  const pad = line.strokeWidth / 2;
  const left = Math.min(line.x, line.x + line.dx);
  const top = Math.min(line.y, line.y + line.dy);
  return {
    x: left - pad,
    y: top - pad,
    width: Math.abs(line.dx) + 2 * pad,
    height: Math.abs(line.dy) + 2 * pad,
  };
}
