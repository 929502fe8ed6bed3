import type { Box } from '#shared/geometry/box.ts';
import {
  applyPoint,
  numbersIn,
  rectSegments,
  segmentsBox,
  transformSegments,
  type Matrix,
  type Segment,
} from '#shared/geometry/svg-geometry.ts';
import { decodeRefusal, SVG_INNER_IMAGE_MAX_PIXELS } from '#shared/images/drawing-bounds.ts';
import { dataImageSize } from '#shared/images/raster-size.ts';
import { shapeSegments } from '#shared/templates/svg-import-elements.ts';
import { length, type Style } from '#shared/templates/svg-import-styles.ts';
import { localName, type XmlElement, type XmlNode } from '#shared/templates/svg-xml.ts';

/**
 * What one drawn element of an SVG logo costs resvg (svg-logo-cost.ts walks the file and adds
 * what groups, masks, clips and patterns cost on top): its fill and stroke by the pixels they
 * cover, its edges by how far they run down the picture, its dashes, its glyphs, its pictures.
 * The weights are milliseconds of one core of the bench machine (2 shared cores, busy), per
 * element, per megapixel or per piece, measured on logos of 2048x2048 px (ADR 050).
 */
export const svgDrawWeights = {
  /** The picture itself, per megapixel: allocated, cleared, fonts loaded (empty: 27 ms). */
  picture: 6,
  /** Each drawn element: its own pass (5000 small paths: 330 ms). */
  element: 0.07,
  /** A plain fill, per megapixel inside the picture (100 full rects: 176 ms). */
  fill: 0.45,
  /** A stroke, per megapixel of the band it paints. */
  stroke: 1.5,
  /**
   * Edges crowding the same rows: resvg sorts a path's edges on every row it fills, so a path
   * whose edges run n times down the picture costs about n squared rows (a zigzag of 1000
   * edges across 2048 rows: 1.5 s; of 4000: 23 s). Per pixel of vertical run, squared, per row.
   */
  crowd: 1e-6,
  /** A stroke's outline crowds less than a fill of the same path (a zigzag of 4000: 3 s). */
  strokeCrowd: 0.1,
  /** Each dash of a dashed stroke (141,000 dashes: 390 ms). */
  dash: 0.003,
  /** A gradient: per use, and per megapixel it paints (100 full rects: 5.2 s). */
  gradientUse: 0.15,
  gradient: 13,
  /** A glyph laid out: shaped and outlined (5000 texts of 40 glyphs: 1.8 s). */
  glyph: 0.011,
  /** Glyphs of one text element against each other (200,000 in one text: 26 s). */
  glyphPairs: 6e-7,
  /** Spans of one text element against each other (4000 tspans: 5.1 s). */
  spanPairs: 3.2e-4,
  /** A glyph drawn: a fixed part, and per pixel of its height (2000 glyphs of 410 px: 2.4 s). */
  glyphDraw: 0.1,
  glyphPerPixel: 0.0035,
  /** A picture inside the logo: decoded (per source megapixel) and drawn (per megapixel). */
  imageDecode: 60,
  imageDraw: 2,
} as const;

const w = svgDrawWeights;

/** What the walk of the file (svg-logo-cost.ts) keeps while it adds up. */
export interface CostWalk {
  byId: ReadonlyMap<string, XmlElement>;
  /** A picture inside the logo that may not be decoded: the logo is refused whatever it costs. */
  innerImageRefused: boolean;
}

/** Where an element is drawn: user units to pixels, or null when it cannot be read. */
export type Placement = Matrix | null;

export interface Drawn {
  cost: number;
  /** Its box in pixels (beyond the picture too); null: nothing drawn. */
  box: Box | null;
}

/**
 * Where pixels are drawn, in pixels of the picture: the picture itself, or the part of it a
 * mask, clip or pattern tile draws its content into.
 */
export type Area = Box;

/** Megapixels of the part of `box` inside `area`; the whole area without a box. */
export function insideMp(box: Box | null, area: Area): number {
  if (!box) return (area.width * area.height) / 1e6;
  const width = Math.min(box.x + box.width, area.x + area.width) - Math.max(box.x, area.x);
  const height = Math.min(box.y + box.height, area.y + area.height) - Math.max(box.y, area.y);
  return (Math.max(0, width) * Math.max(0, height)) / 1e6;
}

/** The part of `box` inside `area` (an empty box when they do not meet). */
export function within(box: Box | null, area: Area): Area {
  if (!box) return area;
  const x = Math.max(box.x, area.x);
  const y = Math.max(box.y, area.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(box.x + box.width, area.x + area.width) - x),
    height: Math.max(0, Math.min(box.y + box.height, area.y + area.height) - y),
  };
}

/** How much the matrix stretches x and y (as resvg sizes pattern tiles and layers by). */
export function stretch(m: Matrix): { sx: number; sy: number } {
  return { sx: Math.hypot(m[0], m[1]), sy: Math.hypot(m[2], m[3]) };
}

/** The larger stretch: a length in user units is at most this many pixels. */
export function maxStretch(m: Matrix): number {
  const { sx, sy } = stretch(m);
  return Math.max(sx, sy);
}

export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

function grown(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** The id a paint or reference names (`url(#id)`), or null. */
export function referencedId(value: string | undefined): string | null {
  return /^url\(\s*['"]?#([\w.-]+)['"]?\s*\)/.exec(value?.trim() ?? '')?.[1] ?? null;
}

/** How far the segments run down the area (rows crossed, within it), and how long they are. */
function runs(segments: Segment[], area: Area): { rows: number; length: number } {
  const clamp = (y: number) => Math.min(area.y + area.height, Math.max(area.y, y));
  let rows = 0;
  let total = 0;
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  const to = (nx: number, ny: number) => {
    rows += Math.abs(clamp(ny) - clamp(y));
    total += Math.hypot(nx - x, ny - y);
    [x, y] = [nx, ny];
  };
  for (const s of segments) {
    if (s.c === 'Z') {
      to(startX, startY);
      continue;
    }
    if (s.c === 'M') {
      // A fill closes every subpath: the edge back to its start is drawn too.
      to(startX, startY);
      [x, y, startX, startY] = [s.p[0], s.p[1], s.p[0], s.p[1]];
      continue;
    }
    // Curves by their control polygon: never shorter than the curve.
    for (let i = 0; i < s.p.length; i += 2) to(s.p[i]!, s.p[i + 1]!);
  }
  to(startX, startY);
  return { rows, length: total };
}

/** An outline that cannot be read may run down the whole area once per point it names. */
function unreadRun(element: XmlElement, area: Area): { rows: number; length: number } {
  const points = numbersIn(element.attributes.get('d') ?? element.attributes.get('points') ?? '');
  return { rows: (Math.max(4, points.length) / 2) * area.height, length: Infinity };
}

/** A paint (`fill`, `stroke`): none, a plain colour, or a paint server the walk costs. */
export function paintOf(value: string | undefined, fallback: 'black' | 'none'): string | null {
  const text = value?.trim() ?? fallback;
  return text === 'none' || text === 'transparent' ? null : text;
}

/** The cost of a gradient painting `mp` megapixels; patterns are costed by the walk. */
export function gradientCost(paint: string, walk: CostWalk, mp: number): number {
  const server = walk.byId.get(referencedId(paint) ?? '');
  return server && /Gradient$/.test(localName(server)) ? w.gradientUse + w.gradient * mp : 0;
}

/** The style of a drawn element: computed, and the dash pattern it inherits. */
export interface DrawnStyle {
  style: Style;
  dasharray: string | undefined;
}

/** A shape's fill and stroke, by its outline in pixels (the whole area when unreadable). */
export function shapeCost(
  element: XmlElement,
  name: string,
  { style, dasharray }: DrawnStyle,
  m: Placement,
  area: Area,
): Drawn {
  const segments = m ? shapeSegments(element, name) : null;
  const moved = segments && m ? transformSegments(segments, m) : null;
  const box = moved ? segmentsBox(moved) : null;
  const run = moved ? runs(moved, area) : unreadRun(element, area);
  // Every row a path fills sorts its edges: rows crossed, squared, over the area's rows.
  const crowd = (rows: number) => (area.height > 0 ? (w.crowd * rows * rows) / area.height : 0);
  const fill = name === 'line' ? null : paintOf(style.get('fill'), 'black');
  const stroke = paintOf(style.get('stroke'), 'none');
  let cost = w.element;
  if (fill) cost += w.fill * insideMp(box, area) + crowd(run.rows);
  const width = length(style.get('stroke-width'), 1) * (m ? maxStretch(m) : area.height);
  const strokeBox = box && stroke && width > 0 ? grown(box, width / 2) : box;
  if (stroke && width > 0) {
    const band = Math.min(insideMp(strokeBox, area), (run.length * width) / 1e6);
    cost += w.stroke * band + w.strokeCrowd * crowd(2 * run.rows);
    cost += w.dash * dashes(dasharray, run.length, m);
  }
  return { cost, box: strokeBox };
}

/** How many dashes a dashed stroke of `pathLength` pixels is cut into (unknown: Infinity). */
function dashes(dasharray: string | undefined, pathLength: number, m: Placement): number {
  const values = numbersIn(dasharray ?? '');
  const sum = values.reduce((total, v) => total + v, 0);
  // resvg draws an empty or invalid pattern as a plain stroke.
  if (values.length === 0 || values.some((v) => v < 0) || !(sum > 0)) return 0;
  if (!m || !Number.isFinite(pathLength)) return Infinity;
  const { sx, sy } = stretch(m);
  const period = sum * (values.length % 2 ? 2 : 1) * Math.min(sx, sy);
  return period > 0 ? pathLength / period : Infinity;
}

/** Font size in user units of an element, given its parent's (svg-logo-cost.ts resolves it). */
export type FontSizeOf = (node: XmlElement, parent: number) => number;

/** The glyphs and spans of a text element, and the largest font size in user units. */
function textParts(element: XmlElement, own: number, fontSize: FontSizeOf) {
  let glyphs = 0;
  let spans = 0;
  let largest = own;
  let placed = false;
  const visit = (node: XmlNode, parent: number) => {
    if (node.kind === 'text') {
      glyphs += [...node.text].filter((c) => c.trim() !== '').length;
      return;
    }
    if (localName(node) !== 'tspan') return;
    const size = fontSize(node, parent);
    spans++;
    largest = Math.max(largest, size);
    placed ||= ['x', 'y', 'dx', 'dy'].some((key) => node.attributes.has(key));
    for (const child of node.children) visit(child, size);
  };
  for (const child of element.children) visit(child, own);
  return { glyphs, spans, largest, placed };
}

/**
 * A text element: its glyphs laid out and drawn (each by its height), its spans, and a box
 * around its first place wide enough for every glyph (the whole picture when spans move).
 */
export function textCost(
  element: XmlElement,
  style: Style,
  m: Placement,
  area: Area,
  size: { own: number; of: FontSizeOf },
): Drawn {
  const { glyphs, spans, largest, placed } = textParts(element, size.own, size.of);
  if (glyphs === 0) return { cost: w.element, box: null };
  const side = Math.max(area.width, area.height);
  const px = m ? largest * maxStretch(m) : side;
  const fill = paintOf(style.get('fill'), 'black');
  const stroke = paintOf(style.get('stroke'), 'none');
  const draw = glyphs * (w.glyphDraw + w.glyphPerPixel * Math.min(px, side));
  const cost =
    w.element +
    glyphs * w.glyph +
    w.glyphPairs * glyphs * glyphs +
    w.spanPairs * spans * spans +
    (fill ? draw : 0) +
    (stroke ? draw : 0);
  if (!m || placed) return { cost, box: area };
  const first = (key: string) => numbersIn(element.attributes.get(key) ?? '')[0] ?? 0;
  const [x, y] = applyPoint(m, first('x'), first('y'));
  const half = glyphs * px * 0.7;
  return { cost, box: { x: x - half, y: y - px * 1.2, width: 2 * half, height: px * 1.5 } };
}

/** A picture inside the logo: only inline PNG, JPEG, GIF or WebP are kept by the cleaning. */
export function imageCost(element: XmlElement, m: Placement, area: Area, walk: CostWalk): Drawn {
  const href = element.attributes.get('href');
  // The cleaning dropped a reference it does not keep: nothing is drawn.
  if (!href) return { cost: 0, box: null };
  const size = dataImageSize(href);
  if (!size || decodeRefusal(size, SVG_INNER_IMAGE_MAX_PIXELS)) {
    walk.innerImageRefused = true;
    return { cost: 0, box: null };
  }
  const a = (key: string, fallback: number) => length(element.attributes.get(key), fallback);
  const outline = rectSegments(
    a('x', 0),
    a('y', 0),
    a('width', size.width),
    a('height', size.height),
  );
  const moved = m ? segmentsBox(transformSegments(outline, m)) : null;
  const box = moved ?? area;
  const cost =
    w.element +
    (w.imageDecode * size.width * size.height) / 1e6 +
    w.imageDraw * insideMp(box, area);
  return { cost, box };
}
