import {
  applyPoint,
  ellipseSegments,
  isAxisAligned,
  numbersIn,
  parsePathData,
  polySegments,
  rectSegments,
  scaleOf,
  segmentsBox,
  segmentsToPathData,
  transformSegments,
  type Matrix,
  type Segment,
} from '#shared/geometry/svg-geometry.ts';
import { decodeRefusal } from '#shared/images/drawing-bounds.ts';
import { dataImageSize } from '#shared/images/raster-size.ts';
import { cleanText } from '#shared/templates/svg-sanitise.ts';
import { localName, type XmlElement, type XmlNode } from '#shared/templates/svg-xml.ts';
import { templateElementSchema, type TemplateElement } from '#shared/templates/template-schema.ts';
import {
  computedStyle,
  fraction,
  fontFamily,
  fontWeight,
  length,
  toColor,
  type Rule,
  type Style,
} from '#shared/templates/svg-import-styles.ts';

/** To the hundredth of a pixel, as the import writes places and sizes. */
const rounded = (n: number) => Math.round(n * 100) / 100;

/** A box as an element's place and size: to the hundredth, no side over the schema's 8000. */
function placed(box: { x: number; y: number; width: number; height: number }) {
  return {
    x: rounded(box.x),
    y: rounded(box.y),
    width: Math.min(8000, rounded(box.width)),
    height: Math.min(8000, rounded(box.height)),
  };
}

/** How the SVG import reads each drawn element (shapes, text, images) into template elements. */
export interface SvgImportCounts {
  text: number;
  images: number;
  rectangles: number;
  paths: number;
  /** Gradients and patterns: never imported. */
  patterns: number;
}

export interface Context {
  matrix: Matrix;
  style: Style;
  opacity: number;
}

export interface Walk {
  rules: Rule[];
  gradients: Map<string, string>;
  /** The file's canvas in output coordinates. */
  drawing: { x: number; y: number; width: number; height: number };
  background: string | null;
  found: SvgImportCounts;
  imported: SvgImportCounts;
  elements: TemplateElement[];
  visited: number;
}

export const notDrawn = new Set([
  'defs',
  'style',
  'clipPath',
  'mask',
  'symbol',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
]);

export function paint(
  value: string | undefined,
  fallback: string | null,
  walk: Walk,
): string | null {
  if (value === undefined) return fallback;
  const reference = /^url\(\s*['"]?#([\w.-]+)['"]?\s*\)/.exec(value.trim());
  if (reference) return walk.gradients.get(reference[1] ?? '') ?? '#cccccc';
  const color = toColor(value);
  if (color === 'none' || color === 'transparent') return 'none';
  return color ?? fallback;
}

export const coordinateOk = (n: number) => Number.isFinite(n) && n >= -4000 && n <= 8000;

export function push(
  walk: Walk,
  element: Record<string, unknown>,
  kind: keyof SvgImportCounts,
): void {
  const parsed = templateElementSchema.safeParse({
    id: `svg-${walk.elements.length + 1}`,
    ...element,
  });
  if (!parsed.success) return;
  walk.elements.push(parsed.data);
  walk.imported[kind]++;
}

export function opacityOf(value: number): { opacity?: number } {
  return value < 0.999 ? { opacity: Math.round(value * 1000) / 1000 } : {};
}

export function strokeOf(style: Style, m: Matrix, walk: Walk): Record<string, unknown> {
  const stroke = paint(style.get('stroke'), null, walk);
  if (!stroke || stroke === 'none') return {};
  const width = length(style.get('stroke-width'), 1) * scaleOf(m);
  if (!(width > 0)) return {};
  return { stroke, strokeWidth: Math.min(200, Math.round(width * 100) / 100) };
}

export function shapeSegments(element: XmlElement, name: string): Segment[] | null {
  const a = (key: string) => length(element.attributes.get(key), 0);
  switch (name) {
    case 'rect': {
      const [w, h] = [a('width'), a('height')];
      if (!(w > 0 && h > 0)) return null;
      const rxRaw = element.attributes.get('rx');
      const ryRaw = element.attributes.get('ry');
      const rx = length(rxRaw ?? ryRaw, 0);
      const ry = length(ryRaw ?? rxRaw, 0);
      return rectSegments(a('x'), a('y'), w, h, rx, ry);
    }
    case 'circle': {
      const r = a('r');
      return r > 0 ? ellipseSegments(a('cx'), a('cy'), r, r) : null;
    }
    case 'ellipse': {
      const [rx, ry] = [a('rx'), a('ry')];
      return rx > 0 && ry > 0 ? ellipseSegments(a('cx'), a('cy'), rx, ry) : null;
    }
    case 'line':
      return polySegments([a('x1'), a('y1'), a('x2'), a('y2')], false);
    case 'polyline':
    case 'polygon': {
      const points = numbersIn(element.attributes.get('points') ?? '');
      return points.length >= 4 ? polySegments(points, name === 'polygon') : null;
    }
    case 'path': {
      const d = element.attributes.get('d') ?? '';
      return d.length <= 200_000 ? parsePathData(d) : null;
    }
    default:
      return null;
  }
}

/** Covers 90% or more of the file's canvas from its origin (wherever a fit placed it). */
export function isBackground(
  walk: Walk,
  box: { x: number; y: number; width: number; height: number },
) {
  const { x, y, width, height } = walk.drawing;
  const atOrigin = box.x <= x + width * 0.01 && box.y <= y + height * 0.01;
  return atOrigin && box.width * box.height >= 0.9 * width * height;
}

export function shape(element: XmlElement, name: string, context: Context, walk: Walk): void {
  const kind = name === 'rect' ? 'rectangles' : 'paths';
  walk.found[kind]++;
  const { matrix: m, style } = context;
  const segments = shapeSegments(element, name);
  if (!segments || segments.length === 0) return;
  const fill = paint(style.get('fill'), name === 'line' ? 'none' : '#000000', walk) ?? '#000000';
  const opacity =
    context.opacity *
    fraction(style.get('opacity')) *
    (fill === 'none' ? fraction(style.get('stroke-opacity')) : fraction(style.get('fill-opacity')));
  const stroke = strokeOf(style, m, walk);
  const moved = transformSegments(segments, m);
  const box = segmentsBox(moved);
  if (!box) return;

  if (name === 'rect' && isBackground(walk, box)) {
    if (walk.background === null && fill !== 'none' && walk.elements.length === 0) {
      walk.background = fill;
    }
    return;
  }
  if (fill === 'none' && !stroke.stroke) return;

  if (name === 'rect' && isAxisAligned(m) && m[0] > 0 && m[3] > 0) {
    const rxRaw = element.attributes.get('rx');
    const ryRaw = element.attributes.get('ry');
    const rx = length(rxRaw ?? ryRaw, 0) * m[0];
    const ry = length(ryRaw ?? rxRaw, 0) * m[3];
    if (!coordinateOk(box.x) || !coordinateOk(box.y)) return;
    push(
      walk,
      {
        type: 'rect',
        ...placed(box),
        fill,
        ...stroke,
        ...(rx > 0 ? { rx: Math.min(4000, rounded(rx)) } : {}),
        ...(ry > 0 ? { ry: Math.min(4000, rounded(ry)) } : {}),
        ...opacityOf(opacity),
      },
      'rectangles',
    );
    return;
  }
  if (!coordinateOk(box.x) || !coordinateOk(box.y)) return;
  const x = rounded(box.x);
  const y = rounded(box.y);
  push(
    walk,
    {
      type: 'path',
      x,
      y,
      pathData: segmentsToPathData(moved, x, y),
      fill,
      ...stroke,
      ...opacityOf(opacity),
    },
    // A rect that had to become a path (rotated) still counts as a rectangle.
    kind,
  );
}

export interface Run {
  x: number;
  y: number;
  content: string;
  style: Style;
}

export function textRuns(element: XmlElement, style: Style, rules: Rule[]): Run[] {
  const first = (key: string, el: XmlElement) => numbersIn(el.attributes.get(key) ?? '')[0];
  const runs: Run[] = [];
  let current: Run = {
    x: first('x', element) ?? 0,
    y: first('y', element) ?? 0,
    content: '',
    style,
  };
  const visit = (node: XmlNode, nodeStyle: Style) => {
    if (node.kind === 'text') {
      current.content += node.text;
      return;
    }
    if (localName(node) !== 'tspan') return;
    const spanStyle = computedStyle(node, nodeStyle, rules);
    const x = first('x', node);
    const y = first('y', node);
    if (x !== undefined || y !== undefined) {
      runs.push(current);
      current = { x: x ?? current.x, y: y ?? current.y, content: '', style: spanStyle };
    } else if (current.content.trim() === '') current.style = spanStyle;
    for (const child of node.children) visit(child, spanStyle);
  };
  for (const child of element.children) visit(child, style);
  runs.push(current);
  return runs.filter((run) => run.content.trim() !== '');
}

export function text(element: XmlElement, context: Context, walk: Walk): void {
  const runs = textRuns(element, context.style, walk.rules);
  walk.found.text += Math.max(1, runs.length);
  const m = context.matrix;
  for (const run of runs) {
    const style = run.style;
    const [x, y] = applyPoint(m, run.x, run.y);
    if (!coordinateOk(x) || !coordinateOk(y)) continue;
    const family = style.get('font-family');
    const anchor = style.get('text-anchor');
    const fill = paint(style.get('fill'), '#000000', walk) ?? '#000000';
    const size = length(style.get('font-size'), 16) * scaleOf(m);
    const spacing = length(style.get('letter-spacing'), 0) * scaleOf(m);
    const opacity =
      context.opacity * fraction(style.get('opacity')) * fraction(style.get('fill-opacity'));
    push(
      walk,
      {
        type: 'text',
        x: Math.round(x * 100) / 100,
        y: Math.round(y * 100) / 100,
        content: cleanText(run.content.replace(/\s+/g, ' ').trim()).slice(0, 500),
        fontSize: Math.min(1000, Math.max(1, Math.round(size * 100) / 100)),
        fontFamily: fontFamily(family),
        fill: fill === 'none' ? 'transparent' : fill,
        fontWeight: fontWeight(style.get('font-weight'), family),
        fontStyle: /italic|oblique/i.test(style.get('font-style') ?? '') ? 'italic' : 'normal',
        letterSpacing: Math.min(500, Math.max(-100, Math.round(spacing * 100) / 100)),
        textAnchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
        ...opacityOf(opacity),
      },
      'text',
    );
  }
}

export function image(element: XmlElement, context: Context, walk: Walk): void {
  walk.found.images++;
  const href = element.attributes.get('href');
  if (!href) return;
  // A picture the export would leave out (drawing-bounds.ts) is not imported either.
  const size = dataImageSize(href);
  if (!size || decodeRefusal(size)) return;
  const a = (key: string) => length(element.attributes.get(key), 0);
  const [w, h] = [a('width'), a('height')];
  if (!(w > 0 && h > 0)) return;
  const box = segmentsBox(transformSegments(rectSegments(a('x'), a('y'), w, h), context.matrix));
  if (!box || !coordinateOk(box.x) || !coordinateOk(box.y)) return;
  push(
    walk,
    {
      type: 'image',
      ...placed(box),
      href,
      ...opacityOf(context.opacity * fraction(context.style.get('opacity'))),
    },
    'images',
  );
}
