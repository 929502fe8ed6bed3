import { anchoredLeft } from '#shared/geometry/box.ts';
import type { Bounds } from '#shared/geometry/path-data.ts';
import { boxedBounds, lineEndsBounds, placedPathBounds } from '#shared/templates/element-bounds.ts';
import { canvasSize, exportScale } from '#shared/templates/formats.ts';
import type { SvgConfig, TemplateElement } from '#shared/templates/template-schema.ts';

/**
 * What a template costs to draw, estimated before anything is drawn (ADR 022). The server
 * checks it when a template is saved and again before a stored one is exported, so no template
 * can ask the rasteriser for seconds of work or gigabytes of memory.
 *
 * resvg's time grows with the pixels it paints, and some effects cost far more per pixel than a
 * plain fill: an element with `opacity` is drawn into a layer of its own as large as its whole
 * box (inside the canvas or not) and then blended; a gradient is computed per pixel. The weights
 * below are resvg's CPU time per megapixel of export pixels (scale 2), measured on the bench
 * machine; the estimate is in milliseconds of one core.
 */
export const drawCostWeights = {
  /** Every element: parsing, layout, its own pass. */
  element: 0.2,
  /** A plain fill, per megapixel inside the canvas. */
  fill: 0.6,
  /** A gradient fill, per megapixel inside the canvas. */
  gradient: 14,
  /** A stroke, per megapixel of the band it paints (perimeter times width). */
  stroke: 1.5,
  /** An opacity layer: blending per megapixel inside the canvas ... */
  layer: 8.7,
  /** ... and allocating and clearing it, per megapixel of the element's whole box. */
  layerBox: 2.8,
  /** An image: decoded, scaled and inlined, then drawn; per megapixel of its drawn size. */
  image: 47,
} as const;

/** The most an accepted template may cost, in estimated milliseconds of one core. */
export const templateDrawBudget = 600;

/** Images are prepared at most this many pixels wide or high (the image resolver's cap). */
const imageSideCap = 2048;

/** How far an element's box may reach past the canvas, in canvas widths and heights. */
export const canvasReach = 1;

export interface ElementCost {
  /** Index in `config.elements`. */
  index: number;
  cost: number;
}

export interface TemplateCostProblem {
  /** The place in the config ('elements.3'). */
  path: string;
  code: 'TEMPLATE_TOO_COSTLY' | 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS';
}

export interface TemplateCost {
  /** Estimated milliseconds of one core for the whole template. */
  total: number;
  elements: ElementCost[];
}

/** The box an element covers in canvas units, its stroke not included; null for text. */
function boxOf(element: TemplateElement): Bounds | null {
  switch (element.type) {
    case 'rect':
    case 'ellipse':
    case 'image':
    case 'api-image':
      return boxedBounds(element);
    case 'line':
      return lineEndsBounds(element);
    case 'path':
      return placedPathBounds(element);
    default:
      return null;
  }
}

/** A text's box: as wide as it may be set, as high as its lines. */
function textBox(
  element: Extract<TemplateElement, { type: 'text' | 'api-text' }>,
  canvas: { width: number },
): Bounds {
  const width = Math.min(element.maxWidth ?? canvas.width, canvas.width);
  const x = anchoredLeft(element.x, element.textAnchor, width);
  const lines = element.maxLines ?? 1;
  const height = element.fontSize * (1.2 * lines + 0.3);
  return { x, y: element.y - element.fontSize, width, height };
}

function grow(box: Bounds, by: number): Bounds {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** Export megapixels of a box, and of its part inside the canvas. */
function megapixels(box: Bounds, canvas: { width: number; height: number }) {
  const toMp = exportScale * exportScale * 1e-6;
  const inside =
    Math.max(0, Math.min(box.x + box.width, canvas.width) - Math.max(box.x, 0)) *
    Math.max(0, Math.min(box.y + box.height, canvas.height) - Math.max(box.y, 0));
  return { whole: box.width * box.height * toMp, inside: inside * toMp };
}

/** The estimated drawing cost of one element on a canvas. */
export function elementDrawCost(
  element: TemplateElement,
  canvas: { width: number; height: number },
): number {
  const w = drawCostWeights;
  const shape = boxOf(element);
  const strokeWidth =
    element.type === 'line'
      ? element.strokeWidth
      : (element.type === 'rect' || element.type === 'path' || element.type === 'ellipse') &&
          element.stroke
        ? (element.strokeWidth ?? 0)
        : 0;
  const box =
    shape === null
      ? textBox(element as Extract<TemplateElement, { type: 'text' | 'api-text' }>, canvas)
      : grow(shape, strokeWidth / 2);
  const area = megapixels(box, canvas);
  // A line paints only its stroke (below), not the box it spans.
  let cost = w.element + (element.type === 'line' ? 0 : area.inside * w.fill);
  if (element.type === 'rect' && element.gradient) cost += area.inside * w.gradient;
  if (strokeWidth > 0 && shape) {
    const perimeter =
      element.type === 'line'
        ? Math.hypot(element.dx, element.dy)
        : 2 * (shape.width + shape.height);
    const band = megapixels(
      { x: 0, y: 0, width: perimeter, height: strokeWidth },
      { width: Infinity, height: Infinity },
    );
    cost += Math.min(band.whole, area.inside) * w.stroke;
  }
  if (element.opacity !== undefined && element.opacity < 1) {
    cost += area.inside * w.layer + area.whole * w.layerBox;
  }
  if ((element.type === 'image' || element.type === 'api-image') && shape) {
    const side = Math.min(imageSideCap, Math.max(shape.width, shape.height) * exportScale);
    const ratio = Math.min(shape.width, shape.height) / Math.max(shape.width, shape.height, 1);
    cost += side * side * ratio * 1e-6 * w.image;
  }
  return cost;
}

/** The estimated drawing cost of a template, in all and per element. */
export function templateDrawCost(config: SvgConfig): TemplateCost {
  const canvas = canvasSize(config.format);
  const elements = config.elements.map((element, index) => ({
    index,
    cost: elementDrawCost(element, canvas),
  }));
  return { total: elements.reduce((sum, element) => sum + element.cost, 0), elements };
}

/**
 * What a template may not ask for, per element: a box reaching more than a canvas beyond any
 * edge (TEMPLATE_ELEMENT_OUT_OF_BOUNDS), and, when the whole costs more than the budget, the
 * costliest elements whose removal would bring it within (TEMPLATE_TOO_COSTLY).
 */
export function templateCostProblems(
  config: SvgConfig,
  budget = templateDrawBudget,
): TemplateCostProblem[] {
  const canvas = canvasSize(config.format);
  const problems: TemplateCostProblem[] = [];
  config.elements.forEach((element, index) => {
    const box = boxOf(element);
    if (!box) return;
    const reachX = canvasReach * canvas.width;
    const reachY = canvasReach * canvas.height;
    if (
      box.x < -reachX ||
      box.y < -reachY ||
      box.x + box.width > canvas.width + reachX ||
      box.y + box.height > canvas.height + reachY
    ) {
      problems.push({ path: `elements.${index}`, code: 'TEMPLATE_ELEMENT_OUT_OF_BOUNDS' });
    }
  });
  const { total, elements } = templateDrawCost(config);
  if (total > budget) {
    let left = total;
    const costliest = [...elements].sort((a, b) => b.cost - a.cost || a.index - b.index);
    for (const element of costliest) {
      if (left <= budget) break;
      left -= element.cost;
      problems.push({ path: `elements.${element.index}`, code: 'TEMPLATE_TOO_COSTLY' });
    }
  }
  return problems;
}
