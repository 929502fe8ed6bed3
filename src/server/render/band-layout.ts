import type { RenderedPost } from '#shared/render/render-post.ts';
import { el, serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import { fontFaces, numericWeight, type ShippedFamily } from '#shared/typography/font-map.ts';
import { measureCoveredText } from '#shared/typography/text-measure.ts';

/**
 * Where resvg has to draw: the nodes of a layer grouped into horizontal bands of whole pixel
 * rows. resvg's cost grows with the canvas it fills, and an overlay is mostly empty, so each band
 * is drawn on its own and the rows between them are never touched.
 */
export interface BandRows {
  firstRow: number;
  endRow: number;
}

export interface Band extends BandRows {
  nodes: SvgNode[];
}

/** The pixel columns a band is drawn in: its nodes' horizontal extent, or the full width. */
export interface BandColumns {
  firstColumn: number;
  endColumn: number;
}

/** Canvas units around each node, and the gap below which two bands become one. */
const pad = 4;
const mergeGap = 48;

const number = (value: string | number | undefined) => (value === undefined ? NaN : Number(value));
const strokeOf = (node: SvgNode) => Number(node.attrs['stroke-width'] ?? 0) || 0;

/**
 * The points of a path drawn with absolute moves, lines and curves (a curve stays inside its
 * control points) as [xs, ys]; null for any other command (arcs, relative ones).
 */
function pathPoints(d: string): [number[], number[]] | null {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = '';
  let pair: number[] = [];
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      if (!/[MLCQSTZHV]/.test(token) || pair.length > 0) return null;
      command = token;
      continue;
    }
    const value = Number(token);
    if (command === 'H') xs.push(value);
    else if (command === 'V') ys.push(value);
    else if (command === '' || command === 'Z') return null;
    else if (pair.push(value) === 2) {
      xs.push(pair[0]!);
      ys.push(pair[1]!);
      pair = [];
    }
  }
  return pair.length === 0 ? [xs, ys] : null;
}

/**
 * What a group may say and still leave its children where their own attributes put them: no
 * transform or filter, and nothing they inherit that moves or widens them (a stroke width, a
 * font, an anchor, a spacing).
 */
const placeableGroupAttrs =
  /^(id|class|opacity|fill|fill-opacity|stroke-opacity|clip-path|mask|data-.*)$/;

/** The bounds of a group's children, when every one of them has bounds. */
function groupExtent(
  node: SvgNode,
  childExtent: (child: SvgNode) => [number, number] | null,
): [number, number] | null {
  if (!node.children?.length) return null;
  if (Object.keys(node.attrs).some((name) => !placeableGroupAttrs.test(name))) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const child of node.children) {
    const range = childExtent(child);
    if (!range) return null;
    low = Math.min(low, range[0]);
    high = Math.max(high, range[1]);
  }
  return [low, high];
}

/** The attributes that place a shape along each axis, and its points' coordinate. */
const axes = {
  x: { at: 'x', size: 'width', centre: 'cx', radius: 'rx', ends: ['x1', 'x2'], point: 0 },
  y: { at: 'y', size: 'height', centre: 'cy', radius: 'ry', ends: ['y1', 'y2'], point: 1 },
} as const;

/** A shape's extent along one axis in canvas units, its stroke included; null if unknown. */
function shapeSpan(node: SvgNode, axis: keyof typeof axes): [number, number] | null {
  if (node.attrs.transform) return null;
  const { at, size, centre, radius, ends, point } = axes[axis];
  const stroke = strokeOf(node);
  switch (node.tag) {
    case 'g':
      return groupExtent(node, axis === 'y' ? extent : columns);
    case 'rect':
    case 'image': {
      const start = number(node.attrs[at] ?? 0);
      const length = number(node.attrs[size]);
      if (!Number.isFinite(start) || !Number.isFinite(length)) return null;
      return [start - stroke, start + length + stroke];
    }
    case 'ellipse': {
      const c = number(node.attrs[centre]);
      const r = number(node.attrs[radius]);
      if (!Number.isFinite(c) || !Number.isFinite(r)) return null;
      return [c - r - stroke, c + r + stroke];
    }
    case 'line': {
      const a = number(node.attrs[ends[0]]);
      const b = number(node.attrs[ends[1]]);
      if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
      return [Math.min(a, b) - stroke, Math.max(a, b) + stroke];
    }
    case 'path': {
      const d = node.attrs.d;
      const values = typeof d === 'string' ? pathPoints(d)?.[point] : undefined;
      if (!values?.length) return null;
      // A stroke's corner reaches past the line by at most twice its width (miter limit 4).
      return [Math.min(...values) - 2 * stroke, Math.max(...values) + 2 * stroke];
    }
    default:
      return null;
  }
}

/**
 * Vertical extent of a node in canvas units, generous for text (ascenders, accents,
 * descenders); null for anything it cannot tell, which then spans the whole canvas.
 */
export function extent(node: SvgNode): [number, number] | null {
  if (node.tag !== 'text') return shapeSpan(node, 'y');
  const size = number(node.attrs['font-size']);
  const ys = [number(node.attrs.y), ...(node.children ?? []).map((child) => number(child.attrs.y))];
  const known = ys.filter(Number.isFinite);
  if (!Number.isFinite(size) || known.length === 0) return null;
  return [Math.min(...known) - 1.2 * size, Math.max(...known) + 0.5 * size];
}

/** The shipped family a text names first (`'Bebas Neue', sans-serif`), if it is one. */
function textFamily(value: string | number | undefined): ShippedFamily | null {
  const name = /^\s*'?([^',]+)'?/.exec(String(value ?? ''))?.[1]?.trim();
  return fontFaces.find((face) => face.family === name)?.family ?? null;
}

/** Horizontal extent of a text, from its lines' advance widths plus half an em each side. */
function textColumns(node: SvgNode): [number, number] | null {
  const family = textFamily(node.attrs['font-family']);
  const fontSize = number(node.attrs['font-size']);
  if (!family || !Number.isFinite(fontSize) || node.attrs.transform) return null;
  const style = {
    family,
    weight: numericWeight(node.attrs['font-weight']),
    style: String(node.attrs['font-style'] ?? 'normal'),
    fontSize,
    letterSpacing: Number(node.attrs['letter-spacing'] ?? 0) || 0,
  };
  const anchor = node.attrs['text-anchor'] ?? 'start';
  // Lines as the layout writes them: tspans with their own x and y, and no style of their own.
  const lines =
    node.text !== undefined
      ? [{ x: number(node.attrs.x), text: node.text }]
      : (node.children ?? []).map((child) => ({
          x: Object.keys(child.attrs).every((name) => name === 'x' || name === 'y')
            ? number(child.attrs.x)
            : NaN,
          text: child.tag === 'tspan' ? child.text : undefined,
        }));
  let low = Infinity;
  let high = -Infinity;
  for (const line of lines) {
    if (line.text === undefined || !Number.isFinite(line.x)) return null;
    const width = measureCoveredText(line.text, style);
    if (width === null) return null;
    const left =
      anchor === 'middle' ? line.x - width / 2 : anchor === 'end' ? line.x - width : line.x;
    // Glyphs reach past their advances (and an outline past them); a negative letter spacing
    // pulls the last one back less than its measure does.
    const reach = fontSize / 2 + Math.max(0, -style.letterSpacing) + strokeOf(node);
    low = Math.min(low, left - reach);
    high = Math.max(high, left + width + reach);
  }
  return lines.length > 0 ? [low, high] : null;
}

/**
 * Horizontal extent of a node in canvas units, generous for text (half an em beyond its advance
 * widths, for glyphs that reach past them); null for anything it cannot tell: a text in a face
 * that lacks one of its characters, a turned or filtered node, an unknown tag. Such a node spans
 * the width.
 */
export function columns(node: SvgNode): [number, number] | null {
  if (node.attrs.filter) return null;
  return node.tag === 'text' ? textColumns(node) : shapeSpan(node, 'x');
}

/** The whole pixel columns a band's nodes are drawn in (a few units around them). */
export function bandColumns(
  band: Band,
  canvasWidth: number,
  scale: number,
  columnCount: number,
): BandColumns {
  let low = Infinity;
  let high = -Infinity;
  for (const node of band.nodes) {
    const range = columns(node);
    if (!range) return { firstColumn: 0, endColumn: columnCount };
    low = Math.min(low, range[0] - pad);
    high = Math.max(high, range[1] + pad);
  }
  const firstColumn = Math.max(0, Math.floor(Math.max(0, low) * scale));
  const endColumn = Math.min(columnCount, Math.ceil(Math.min(canvasWidth, high) * scale));
  return endColumn > firstColumn ? { firstColumn, endColumn } : { firstColumn: 0, endColumn: 0 };
}

/** Nodes grouped into bands of whole pixel rows; bands closer than a few rows are merged. */
export function layerBands(
  nodes: SvgNode[],
  canvasHeight: number,
  scale: number,
  rows: number,
): Band[] {
  const placed = nodes
    .map((node) => {
      const [top, bottom] = extent(node) ?? [0, canvasHeight];
      return { node, top: Math.max(0, top - pad), bottom: Math.min(canvasHeight, bottom + pad) };
    })
    .filter((item) => item.bottom > item.top)
    .sort((a, b) => a.top - b.top);
  const groups: { top: number; bottom: number; items: typeof placed }[] = [];
  for (const item of placed) {
    const last = groups.at(-1);
    if (last && item.top <= last.bottom + mergeGap) {
      last.bottom = Math.max(last.bottom, item.bottom);
      last.items.push(item);
    } else groups.push({ top: item.top, bottom: item.bottom, items: [item] });
  }
  // Keep the drawing order of the layer inside each band.
  const order = new Map(nodes.map((node, index) => [node, index]));
  return groups.map((group) => ({
    firstRow: Math.max(0, Math.floor(group.top * scale)),
    endRow: Math.min(rows, Math.ceil(group.bottom * scale)),
    nodes: group.items
      .map((item) => item.node)
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
  }));
}

/**
 * A standalone SVG of one band: the full width, the band's rows, the post's shared defs. The
 * drawing threads keep a composited band by this text (ADR 036), so it is built the same way
 * wherever the post is laid out.
 */
export function bandSvg(
  post: Pick<RenderedPost, 'width' | 'defs'>,
  band: Band,
  scale: number,
  columns?: BandColumns,
): string {
  const top = band.firstRow / scale;
  const height = (band.endRow - band.firstRow) / scale;
  const left = columns ? columns.firstColumn / scale : 0;
  const width = columns ? (columns.endColumn - columns.firstColumn) / scale : post.width;
  const children = post.defs.length > 0 ? [el('defs', {}, post.defs), ...band.nodes] : band.nodes;
  return serializeSvg(
    el('svg', { width, height, viewBox: `${left} ${top} ${width} ${height}` }, children),
  );
}
