import type { RenderedPost } from '#shared/render/render-post.ts';
import { el, serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';

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

/** Canvas units around each node, and the gap below which two bands become one. */
const pad = 4;
const mergeGap = 48;

/**
 * Vertical extent of a node in canvas units, generous for text (ascenders, accents,
 * descenders); null for anything it cannot tell, which then spans the whole canvas.
 */
export function extent(node: SvgNode): [number, number] | null {
  const number = (value: string | number | undefined) =>
    value === undefined ? NaN : Number(value);
  if (node.tag === 'text') {
    const size = number(node.attrs['font-size']);
    const ys = [
      number(node.attrs.y),
      ...(node.children ?? []).map((child) => number(child.attrs.y)),
    ];
    const known = ys.filter(Number.isFinite);
    if (!Number.isFinite(size) || known.length === 0) return null;
    return [Math.min(...known) - 1.2 * size, Math.max(...known) + 0.5 * size];
  }
  if ((node.tag === 'image' || node.tag === 'rect') && !node.attrs.transform) {
    const y = number(node.attrs.y ?? 0);
    const height = number(node.attrs.height);
    const stroke = Number(node.attrs['stroke-width'] ?? 0) || 0;
    if (!Number.isFinite(y) || !Number.isFinite(height)) return null;
    return [y - stroke, y + height + stroke];
  }
  if (node.tag === 'ellipse' && !node.attrs.transform) {
    const cy = number(node.attrs.cy);
    const ry = number(node.attrs.ry);
    const stroke = Number(node.attrs['stroke-width'] ?? 0) || 0;
    if (!Number.isFinite(cy) || !Number.isFinite(ry)) return null;
    return [cy - ry - stroke, cy + ry + stroke];
  }
  if (node.tag === 'line' && !node.attrs.transform) {
    const y1 = number(node.attrs.y1);
    const y2 = number(node.attrs.y2);
    const stroke = Number(node.attrs['stroke-width'] ?? 0) || 0;
    if (!Number.isFinite(y1) || !Number.isFinite(y2)) return null;
    return [Math.min(y1, y2) - stroke, Math.max(y1, y2) + stroke];
  }
  return null;
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
): string {
  const top = band.firstRow / scale;
  const height = (band.endRow - band.firstRow) / scale;
  const children = post.defs.length > 0 ? [el('defs', {}, post.defs), ...band.nodes] : band.nodes;
  return serializeSvg(
    el('svg', { width: post.width, height, viewBox: `0 ${top} ${post.width} ${height}` }, children),
  );
}
