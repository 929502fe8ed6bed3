import type { Box } from '#shared/geometry/box.ts';
import {
  applyPoint,
  multiply,
  parseTransform,
  type Matrix,
} from '#shared/geometry/svg-geometry.ts';
import { fitInside, IMAGE_DRAWN_MAX_SIDE, type PixelSize } from '#shared/images/drawing-bounds.ts';
import {
  gradientCost,
  imageCost,
  insideMp,
  paintOf,
  referencedId,
  shapeCost,
  stretch,
  svgDrawWeights,
  textCost,
  unionBox,
  within,
  type Area,
  type CostWalk,
  type Drawn,
  type Placement,
} from '#shared/logos/svg-logo-paint.ts';
import {
  computedStyle,
  fraction,
  parseRules,
  type Rule,
  type Style,
} from '#shared/templates/svg-import-styles.ts';
import { localName, textContent, type XmlElement } from '#shared/templates/svg-xml.ts';
import {
  boundingBoxMatrix,
  descendants,
  elementsById,
  fontSizeOf,
  property,
  viewBoxMatrix,
  viewportLength,
} from '#shared/logos/svg-logo-units.ts';

/**
 * What an SVG logo costs resvg to draw, estimated from the cleaned file before anything is drawn
 * (ADR 050), like a template's cost (ADR 022): at upload a logo over the budget is refused, at
 * export a logo stored before the rule is left out. The estimate is for the largest drawing a
 * post asks for (fitted into 2048x2048 px) and counts what the upload's trial drawing never saw:
 * text (glyphs, their size, their spans), transparency, masks, clips, gradients, patterns,
 * dashes, crowded edges and pictures inside the logo.
 */

/** The most a logo may cost drawn at its largest, in estimated milliseconds of one core. */
export const LOGO_SVG_DRAW_BUDGET_MS = 600;

/**
 * What groups and elements cost on top of what they draw, per use and per megapixel of their
 * box inside the picture: each is drawn into a layer of its own and blended (opacity), through a
 * drawn mask or clip, or filled from a tile drawn for each use (pattern). Measured like
 * svgDrawWeights: 100 canvas-sized uses of each at 2048x2048 and 1000 small ones.
 */
export const svgEffectWeights = {
  layer: { use: 0.45, perMp: 12.5 },
  mask: { use: 0.7, perMp: 31 },
  clip: { use: 0.55, perMp: 21 },
  pattern: { use: 0.3, perMp: 16, tilePerMp: 1.6 },
} as const;

/** Masks, clips and patterns referring to others this deep are refused (resvg draws each). */
const maxDepth = 4;
/** Elements walked, references counted each time: beyond it the logo costs too much. */
const maxVisited = 100_000;

export type SvgLogoRefusal = 'too-costly' | 'inner-image' | 'pattern-tile';

export interface SvgLogoCost {
  /** Estimated milliseconds of one core, drawn fitted into IMAGE_DRAWN_MAX_SIDE. */
  total: number;
  /** Why the logo may not be drawn, or null. */
  refusal: SvgLogoRefusal | null;
}

interface Walk extends CostWalk {
  canvas: Area;
  rules: Rule[];
  visited: number;
  patternRefused: boolean;
}

/**
 * Where the walk stands: placement, inherited style, dash pattern and font size (user units),
 * the viewport (user units) and the area drawn into, and how deep in references it is.
 */
interface Context {
  m: Placement;
  style: Style;
  dasharray: string | undefined;
  font: number;
  viewport: PixelSize;
  area: Area;
  depth: number;
}

const nothing: Drawn = { cost: 0, box: null };
const shapes = new Set(['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path']);
const containers = new Set(['svg', 'g']);

function walkChildren(element: XmlElement, context: Context, walk: Walk): Drawn {
  let cost = 0;
  let box: Box | null = null;
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    const drawn = walkElement(child, context, walk);
    cost += drawn.cost;
    box = unionBox(box, drawn.box);
  }
  return { cost, box };
}

/**
 * A mask's, clip's or pattern's content, drawn for each element that uses it into an area of
 * its own (the element's box, the tile).
 */
function referencedContent(
  element: XmlElement,
  context: Context,
  inner: { m: Placement; area: Area },
  walk: Walk,
): number {
  if (context.depth >= maxDepth) return Infinity;
  const style = computedStyle(element, new Map(), walk.rules);
  const at: Context = { ...context, ...inner, style, depth: context.depth + 1 };
  const content = walkChildren(element, at, walk);
  // A mask or clip may itself be masked or clipped.
  return content.cost + effects(element, style, at, content.box, walk);
}

/** What opacity, a mask and a clip of this element or group cost on top of what it draws. */
function effects(
  element: XmlElement,
  style: Style,
  context: Context,
  box: Box | null,
  walk: Walk,
): number {
  if (!box) return 0;
  const mp = insideMp(box, context.area);
  const e = svgEffectWeights;
  let cost = fraction(style.get('opacity')) < 1 ? e.layer.use + e.layer.perMp * mp : 0;
  for (const [name, kind, units] of [
    ['mask', 'mask', 'maskContentUnits'],
    ['clip-path', 'clipPath', 'clipPathUnits'],
  ] as const) {
    const target = walk.byId.get(referencedId(property(element, style, name)) ?? '');
    if (!target || localName(target) !== kind) continue;
    const weight = kind === 'mask' ? e.mask : e.clip;
    const area = within(box, context.area);
    const m =
      target.attributes.get(units) === 'objectBoundingBox'
        ? boundingBoxMatrix(box, context.area)
        : context.m;
    cost += weight.use + weight.perMp * mp + referencedContent(target, context, { m, area }, walk);
  }
  return cost;
}

/** A pattern's attributes and content, followed through `href` as SVG inherits them. */
function patternChain(pattern: XmlElement, walk: Walk): XmlElement[] {
  const chain = [pattern];
  for (let at = pattern; chain.length < maxDepth;) {
    const next = walk.byId.get((at.attributes.get('href') ?? '').replace(/^#/, ''));
    if (!next || chain.includes(next) || localName(next) !== 'pattern') break;
    chain.push(next);
    at = next;
  }
  return chain;
}

/** A paint by a pattern: its tile drawn for this use (bounded), then the fill from it. */
function patternCost(pattern: XmlElement, box: Box | null, context: Context, walk: Walk): number {
  const chain = patternChain(pattern, walk);
  const attribute = (name: string) =>
    chain.find((p) => p.attributes.has(name))?.attributes.get(name);
  const content = chain.find((p) => p.children.some((c) => c.kind === 'element')) ?? pattern;
  const transform = parseTransform(attribute('patternTransform'));
  if (!context.m || !transform) {
    walk.patternRefused = true;
    return 0;
  }
  const tileTransform = multiply(context.m, transform);
  const number = (name: string) => {
    const value = attribute(name)?.trim() ?? '0';
    const n = parseFloat(value) || 0;
    return value.endsWith('%') ? n / 100 : n;
  };
  const userSpace = attribute('patternUnits') === 'userSpaceOnUse';
  const b = box ?? context.area;
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map(number) as [
    number,
    number,
    number,
    number,
  ];
  // The tile in pixels as resvg sizes it: its size (user units or a share of the element's
  // box), stretched by where it is drawn.
  const { sx, sy } = stretch(userSpace ? tileTransform : transform);
  const tile = userSpace
    ? { width: width * sx, height: height * sy }
    : { width: width * b.width * sx, height: height * b.height * sy };
  if (!(tile.width > 0 && tile.height > 0)) return 0;
  // resvg allocates the tile whole, at the scale it is drawn: memory before any pixel.
  if (tile.width * tile.height > IMAGE_DRAWN_MAX_SIDE * IMAGE_DRAWN_MAX_SIDE) {
    walk.patternRefused = true;
    return 0;
  }
  const [ox, oy] = userSpace
    ? applyPoint(tileTransform, x, y)
    : [b.x + x * b.width, b.y + y * b.height];
  const area = { x: ox, y: oy, ...tile };
  const e = svgEffectWeights.pattern;
  const m =
    attribute('patternContentUnits') === 'objectBoundingBox'
      ? boundingBoxMatrix(b, context.area)
      : tileTransform;
  return (
    e.use +
    (e.tilePerMp * tile.width * tile.height) / 1e6 +
    e.perMp * insideMp(box, context.area) +
    referencedContent(content, context, { m, area }, walk)
  );
}

/** A fill or stroke by a gradient or pattern, over the element's box. */
function paintCost(paint: string | null, box: Box | null, context: Context, walk: Walk): number {
  if (!paint) return 0;
  const server = walk.byId.get(referencedId(paint) ?? '');
  if (server && localName(server) === 'pattern') return patternCost(server, box, context, walk);
  return gradientCost(paint, walk, insideMp(box, context.area));
}

/** The context of an element: its placement (a nested <svg> its own viewport too) and style. */
function contextOf(element: XmlElement, style: Style, parent: Context, walk: Walk): Context {
  const transform = parseTransform(property(element, style, 'transform'));
  let m = parent.m && transform ? multiply(parent.m, transform) : null;
  let viewport = parent.viewport;
  if (localName(element) === 'svg' && parent.depth >= 0) {
    const at = (key: string) => parseFloat(element.attributes.get(key) ?? '0') || 0;
    viewport = {
      width: viewportLength(element.attributes.get('width'), parent.viewport.width),
      height: viewportLength(element.attributes.get('height'), parent.viewport.height),
    };
    m =
      m && multiply(multiply(m, [1, 0, 0, 1, at('x'), at('y')]), viewBoxMatrix(element, viewport));
  }
  return {
    ...parent,
    m,
    style,
    dasharray: property(element, style, 'stroke-dasharray') ?? parent.dasharray,
    font: fontSizeOf(element, style, parent.font, walk.rules),
    viewport,
    depth: Math.max(0, parent.depth),
  };
}

/** What a shape, text or picture draws, with the gradients and patterns it is painted with. */
function drawnCost(element: XmlElement, name: string, context: Context, walk: Walk): Drawn {
  const { m, style, area } = context;
  if (name === 'image') return imageCost(element, m, area, walk);
  const own =
    name === 'text'
      ? textCost(element, style, m, area, {
          own: context.font,
          of: (node, size) =>
            fontSizeOf(node, computedStyle(node, style, walk.rules), size, walk.rules),
        })
      : shapeCost(element, name, context, m, area);
  const fill = name === 'line' ? null : paintOf(style.get('fill'), 'black');
  const stroke = paintOf(style.get('stroke'), 'none');
  const paints =
    paintCost(fill, own.box, context, walk) + paintCost(stroke, own.box, context, walk);
  return { cost: own.cost + paints, box: own.box };
}

function walkElement(element: XmlElement, parent: Context, walk: Walk): Drawn {
  if (++walk.visited > maxVisited) return { cost: Infinity, box: null };
  const name = localName(element);
  const container = containers.has(name);
  if (!container && !shapes.has(name) && name !== 'text' && name !== 'image') return nothing;
  const style = computedStyle(element, parent.style, walk.rules);
  if (style.get('display') === 'none') return nothing;
  const context = contextOf(element, style, parent, walk);
  const drawn = container
    ? walkChildren(element, context, walk)
    : drawnCost(element, name, context, walk);
  // A nested <svg> clips its content to its viewport.
  const nested = name === 'svg' && parent.depth >= 0 && drawn.box;
  const clip = nested
    ? svgEffectWeights.clip.use + svgEffectWeights.clip.perMp * insideMp(drawn.box, context.area)
    : 0;
  return {
    cost: drawn.cost + clip + effects(element, style, context, drawn.box, walk),
    box: drawn.box,
  };
}

/**
 * The estimated cost of drawing the cleaned logo `root` of intrinsic `size` (CSS pixels) fitted
 * into IMAGE_DRAWN_MAX_SIDE, and why it may not be drawn: over `budget`, a picture inside it
 * that may not be decoded (drawing-bounds.ts), or a pattern tile larger than such a drawing.
 */
export function svgLogoCost(
  root: XmlElement,
  size: PixelSize,
  budget = LOGO_SVG_DRAW_BUDGET_MS,
): SvgLogoCost {
  const canvas = { x: 0, y: 0, ...fitInside(size, IMAGE_DRAWN_MAX_SIDE) };
  const walk: Walk = {
    canvas,
    byId: elementsById(root),
    rules: parseRules(
      descendants(root)
        .filter((e) => localName(e) === 'style')
        .map(textContent),
    ),
    visited: 0,
    innerImageRefused: false,
    patternRefused: false,
  };
  const m: Matrix = root.attributes.has('viewBox')
    ? viewBoxMatrix(root, canvas)
    : [canvas.width / size.width, 0, 0, canvas.height / size.height, 0, 0];
  // A depth of -1 marks the root: its viewport is the picture, not a nested <svg>'s.
  const rootContext: Context = {
    m,
    style: new Map(),
    dasharray: undefined,
    font: 12,
    viewport: size,
    area: canvas,
    depth: -1,
  };
  const picture = (svgDrawWeights.picture * canvas.width * canvas.height) / 1e6;
  const total = picture + walkElement(root, rootContext, walk).cost;
  const refusal = walk.innerImageRefused
    ? 'inner-image'
    : walk.patternRefused
      ? 'pattern-tile'
      : total > budget
        ? 'too-costly'
        : null;
  return { total, refusal };
}
