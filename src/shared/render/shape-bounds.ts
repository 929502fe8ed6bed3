import type { Bounds } from '#shared/geometry/path-data.ts';
import { lineEndsBounds } from '#shared/templates/element-bounds.ts';
import type { LineElement } from '#shared/templates/template-schema.ts';

/**
 * The box a line is handled by in the editor: its two ends, widened by half its stroke on every
 * side, so a level line still has a height to be grabbed and a box to snap.
 */
export function lineBounds(
  line: Pick<LineElement, 'x' | 'y' | 'dx' | 'dy' | 'strokeWidth'>,
): Bounds {
  const pad = line.strokeWidth / 2;
  const ends = lineEndsBounds(line);
  return {
    x: ends.x - pad,
    y: ends.y - pad,
    width: ends.width + 2 * pad,
    height: ends.height + 2 * pad,
  };
}
