import type { SvgNode } from '#shared/render/svg-tree.ts';
import { textBoxes, type TextBox } from '#shared/render/testing/text-boxes.ts';
import { parseColor } from '#shared/templates/colors.ts';

/**
 * For tests: texts a decoration cuts through, as a designer sees it. A decoration is a shape a
 * reader notices (a stripe, a blade, a band, a bar: at least a quarter opaque) that does not
 * cover the whole canvas; it may lie behind a text whole (a card, a chip, a band under the score)
 * or beside it, but its edge must not run through the text ('SPIELVORSCHAU' crossed by a red
 * stripe reads as two words).
 */
export interface DecorCut {
  text: string;
  /** The shape's tag and fill. */
  shape: string;
}

type Point = [number, number];

interface Shape {
  name: string;
  contains(point: Point): boolean;
}

const noticeable = 0.25;

function alphaOf(attrs: SvgNode['attrs']): number {
  const fill = String(attrs.fill ?? '#000000');
  if (fill === 'none' || fill.startsWith('url(')) return 0;
  const color = parseColor(fill);
  return (color?.a ?? 1) * Number(attrs['fill-opacity'] ?? 1) * Number(attrs.opacity ?? 1);
}

/** The corners of a path of straight lines ('M x y L x y ... Z', as the looks draw them). */
function polygon(d: string): Point[] {
  const numbers = d.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
  const points: Point[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
  return points;
}

function inPolygon([x, y]: Point, points: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function shapes(node: SvgNode, canvas: { width: number; height: number }): Shape[] {
  const a = node.attrs;
  const own: Shape[] = [];
  if (alphaOf(a) >= noticeable) {
    if (node.tag === 'rect') {
      const [x, y, w, h] = [a.x, a.y, a.width, a.height].map((v) => Number(v ?? 0)) as [
        number,
        number,
        number,
        number,
      ];
      const whole = x <= 0 && y <= 0 && x + w >= canvas.width && y + h >= canvas.height;
      if (!whole) {
        own.push({
          name: `rect ${String(a.fill)}`,
          contains: ([px, py]) => px >= x && px <= x + w && py >= y && py <= y + h,
        });
      }
    } else if (node.tag === 'path' && a.transform === undefined) {
      const points = polygon(String(a.d));
      if (points.length >= 3) {
        own.push({ name: `path ${String(a.fill)}`, contains: (p) => inPolygon(p, points) });
      }
    }
  }
  return [...own, ...(node.children ?? []).flatMap((child) => shapes(child, canvas))];
}

/** Points spread over a text's box (its cap height) every few pixels, a pixel inside its edges. */
function samples(box: TextBox): Point[] {
  const points: Point[] = [];
  const [left, right] = [box.left + 1, box.right - 1];
  const [top, bottom] = [box.top + 1, box.bottom - 1];
  if (right <= left || bottom <= top) return points;
  // A hairline or a rule of 2 px crosses a text between two rows of points further apart.
  const columns = Math.max(2, Math.ceil((right - left) / 6));
  const rows = Math.max(2, Math.ceil((bottom - top) / 1.5));
  for (let i = 0; i <= columns; i++) {
    for (let j = 0; j <= rows; j++) {
      points.push([left + ((right - left) * i) / columns, top + ((bottom - top) * j) / rows]);
    }
  }
  return points;
}

/** Every text whose box a decoration covers in part: the shape's edge runs through the text. */
export function decorCuts(svg: SvgNode): DecorCut[] {
  const canvas = { width: Number(svg.attrs.width), height: Number(svg.attrs.height) };
  const all = shapes(svg, canvas);
  const cuts: DecorCut[] = [];
  for (const box of textBoxes(svg)) {
    if (box.text.trim() === '' || box.color.a === 0) continue;
    const points = samples(box);
    for (const shape of all) {
      const inside = points.filter((point) => shape.contains(point)).length;
      if (inside > 0 && inside < points.length) cuts.push({ text: box.text, shape: shape.name });
    }
  }
  return cuts;
}
