import type { SvgNode } from '#shared/render/svg-tree.ts';
import { textBoxes, type TextBox } from '#shared/render/testing/text-boxes.ts';

/**
 * For tests: how a drawn post uses its canvas, measured as a designer looks at it. Content is
 * what a reader reads or recognises: every line of text, every image (crests, logos) and every
 * disc (a crest's plate, a monogram); grounds, bands, cards and stripes are not content.
 */
export interface ContentBox {
  kind: 'text' | 'crest';
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LayoutMetrics {
  /** The tallest horizontal band of the readable area without any content, in px at 1x. */
  emptyBand: number;
  /** Where that band lies. */
  emptyFrom: number;
  /** The band from the last content to the foot of the readable area. */
  footBand: number;
  /** The tallest such band between the first and the last content (margins not counted). */
  innerBand: number;
  innerFrom: number;
  /** The smallest font size of any text on the post, in px at 1x. */
  smallestText: number;
  smallestTextWord: string;
  /** The least distance of any text from the canvas's left or right edge. */
  sideInset: number;
  sideInsetWord: string;
  /** The least gap between a text and a crest above or below it (sharing some width). */
  crestClearance: number;
  crestClearanceWord: string;
}

function crestBoxes(node: SvgNode): ContentBox[] {
  const a = node.attrs;
  const box = (): ContentBox => ({
    kind: 'crest',
    text: node.tag,
    left: Number(a.x),
    right: Number(a.x) + Number(a.width),
    top: Number(a.y),
    bottom: Number(a.y) + Number(a.height),
  });
  const own: ContentBox[] = [];
  if (node.tag === 'image') own.push(box());
  if (node.tag === 'rect' && a.rx !== undefined) {
    const w = Number(a.width);
    const h = Number(a.height);
    // A disc: a square whose corners are rounded to its middle.
    if (Math.abs(w - h) < 1 && Math.abs(Number(a.rx) * 2 - w) < 1) own.push(box());
  }
  return [...own, ...(node.children ?? []).flatMap(crestBoxes)];
}

/** Font sizes of every line of text, with its words. */
function textSizes(node: SvgNode, inherited?: string | number): { size: number; text: string }[] {
  const size = node.attrs['font-size'] ?? inherited;
  const own =
    node.text !== undefined && node.text.trim() !== ''
      ? [{ size: Number(size), text: node.text }]
      : [];
  return [...own, ...(node.children ?? []).flatMap((child) => textSizes(child, size))];
}

export function contentBoxes(svg: SvgNode): ContentBox[] {
  const texts = textBoxes(svg)
    .filter((box: TextBox) => box.text.trim() !== '' && box.color.a > 0)
    .map((box) => ({ kind: 'text' as const, ...box }));
  return [...texts, ...crestBoxes(svg)];
}

/**
 * The metrics of a post of `width` x `height` whose readable area runs from `top` to `bottom`
 * (the whole canvas for feed posts; between Instagram's controls on a story). Texts in
 * `notContent` (the product mark) fill no band: a post is not full because its mark is.
 */
export function layoutMetrics(
  svg: SvgNode,
  canvas: { width: number; top: number; bottom: number },
  notContent: readonly string[] = [],
): LayoutMetrics {
  const boxes = contentBoxes(svg).filter(
    (box) => box.kind !== 'text' || !notContent.includes(box.text),
  );
  const spans = boxes
    .map((b) => [Math.max(canvas.top, b.top), Math.min(canvas.bottom, b.bottom)] as const)
    .filter(([t, b]) => b > t)
    .sort((p, q) => p[0] - q[0]);
  let reached = canvas.top;
  let emptyBand = 0;
  let emptyFrom = canvas.top;
  let innerBand = 0;
  let innerFrom = canvas.top;
  spans.forEach(([top, bottom], i) => {
    if (top - reached > emptyBand) {
      emptyBand = top - reached;
      emptyFrom = reached;
    }
    if (i > 0 && top - reached > innerBand) {
      innerBand = top - reached;
      innerFrom = reached;
    }
    reached = Math.max(reached, bottom);
  });
  const footBand = Math.max(0, canvas.bottom - reached);
  if (footBand > emptyBand) {
    emptyBand = footBand;
    emptyFrom = reached;
  }
  let smallestText = Infinity;
  let smallestTextWord = '';
  for (const { size, text } of textSizes(svg)) {
    if (size < smallestText) {
      smallestText = size;
      smallestTextWord = text;
    }
  }
  const texts = boxes.filter((b) => b.kind === 'text');
  const crests = boxes.filter((b) => b.kind === 'crest');
  let sideInset = Infinity;
  let sideInsetWord = '';
  for (const t of texts) {
    const inset = Math.min(t.left, canvas.width - t.right);
    if (inset < sideInset) {
      sideInset = inset;
      sideInsetWord = t.text;
    }
  }
  let crestClearance = Infinity;
  let crestClearanceWord = '';
  for (const t of texts) {
    for (const c of crests) {
      if (t.right <= c.left || t.left >= c.right) continue;
      const gap = t.bottom <= c.top ? c.top - t.bottom : t.top >= c.bottom ? t.top - c.bottom : -1;
      if (gap >= 0 && gap < crestClearance) {
        crestClearance = gap;
        crestClearanceWord = t.text;
      }
    }
  }
  return {
    emptyBand,
    emptyFrom,
    footBand,
    innerBand,
    innerFrom,
    smallestText,
    smallestTextWord,
    sideInset,
    sideInsetWord,
    crestClearance,
    crestClearanceWord,
  };
}
