import { pathBounds, type Bounds } from '#shared/geometry/path-data.ts';
import type {
  LineElement,
  PathElement,
  TemplateElement,
} from '#shared/templates/template-schema.ts';

/** An element drawn in a box of its own: a shape or an image. */
export type BoxedElement = Extract<
  TemplateElement,
  { type: 'rect' | 'ellipse' | 'image' | 'api-image' }
>;

/** The box a shape or image is drawn in, its stroke not included. */
export function boxedBounds(element: BoxedElement): Bounds {
  return { x: element.x, y: element.y, width: element.width, height: element.height };
}

/** A path's box where it is placed; an empty box at its place when its data draws nothing. */
export function placedPathBounds(path: Pick<PathElement, 'x' | 'y' | 'pathData'>): Bounds {
  const bounds = pathBounds(path.pathData) ?? { x: 0, y: 0, width: 0, height: 0 };
  return { ...bounds, x: bounds.x + path.x, y: bounds.y + path.y };
}

/** The box between a line's two ends, its stroke not included. */
export function lineEndsBounds(line: Pick<LineElement, 'x' | 'y' | 'dx' | 'dy'>): Bounds {
  return {
    x: Math.min(line.x, line.x + line.dx),
    y: Math.min(line.y, line.y + line.dy),
    width: Math.abs(line.dx),
    height: Math.abs(line.dy),
  };
}
