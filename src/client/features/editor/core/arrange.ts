import { pathBounds, scalePathData } from '#shared/geometry/path-data.ts';
import { type LineElement, type TemplateElement } from '#shared/templates/template-schema.ts';
import {
  canvasOf,
  orderedElements,
  renumbered,
  translated,
  withElements,
  clampCoordinate,
  type EditorDocument,
} from '#client/features/editor/core/document.ts';
import { unionOf, type Box } from '#client/features/editor/core/geometry.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';
import type { AlignEdge, StatePatch } from '#client/features/editor/core/command-types.ts';
import { round, selected } from '#client/features/editor/core/command-support.ts';

/** Moving, layering, resizing and aligning elements: the arithmetic behind the arrange commands. */
export function moveBy(state: EditorState, ids: ReadonlySet<string>, dx: number, dy: number) {
  return withElements(state.doc, (element) => translated(element, dx, dy), ids);
}

/** Moves each element by its own offset. */
export function moveEach(state: EditorState, offsets: Map<string, { dx: number; dy: number }>) {
  return withElements(
    state.doc,
    (element) => {
      const offset = offsets.get(element.id);
      return offset ? translated(element, offset.dx, offset.dy) : element;
    },
    new Set(offsets.keys()),
  );
}

export function reordered(doc: EditorDocument, ordered: TemplateElement[]): EditorDocument {
  return { ...doc, elements: renumbered(ordered) };
}

/** Swaps each selected element with its neighbour above (or below) that is not selected. */
export function stepLayer(state: EditorState, direction: 1 | -1): StatePatch | null {
  const ordered = orderedElements(state.doc);
  const chosen = new Set(state.selection);
  let changed = false;
  const indexes = ordered.map((_, i) => i);
  if (direction === 1) indexes.reverse();
  for (const i of indexes) {
    const j = i + direction;
    const here = ordered[i];
    const there = ordered[j];
    if (!here || !there || !chosen.has(here.id) || chosen.has(there.id)) continue;
    ordered[i] = there;
    ordered[j] = here;
    changed = true;
  }
  return changed ? { doc: reordered(state.doc, ordered) } : null;
}

export function toEnd(state: EditorState, end: 'front' | 'back'): StatePatch | null {
  const ordered = orderedElements(state.doc);
  const chosen = new Set(state.selection);
  const picked = ordered.filter((e) => chosen.has(e.id));
  const rest = ordered.filter((e) => !chosen.has(e.id));
  const next = end === 'front' ? [...rest, ...picked] : [...picked, ...rest];
  if (next.every((e, i) => e === ordered[i]) && ordered.every((e, i) => e.zIndex === i))
    return null;
  return { doc: reordered(state.doc, next) };
}

const anchorShare = (element: TemplateElement) =>
  'textAnchor' in element
    ? element.textAnchor === 'start'
      ? 0
      : element.textAnchor === 'end'
        ? 1
        : 0.5
    : 0;

/** The element fitted to a new box, scaled from how it stood in its origin box. */
export function resizedElement(element: TemplateElement, from: Box, to: Box): TemplateElement {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  switch (element.type) {
    case 'line':
      return resizedLine(element, from, to);
    case 'rect':
    case 'ellipse':
    case 'image':
    case 'api-image':
      return {
        ...element,
        x: clampCoordinate(to.x),
        y: clampCoordinate(to.y),
        width: Math.max(1, round(to.width)),
        height: Math.max(1, round(to.height)),
      };
    case 'path': {
      const bounds = pathBounds(element.pathData) ?? { x: 0, y: 0, width: 0, height: 0 };
      const fx = bounds.width > 0 ? sx : 1;
      const fy = bounds.height > 0 ? sy : 1;
      return {
        ...element,
        pathData: scalePathData(element.pathData, fx, fy),
        x: clampCoordinate(to.x - bounds.x * fx),
        y: clampCoordinate(to.y - bounds.y * fy),
      };
    }
    case 'text':
    case 'api-text': {
      const share = anchorShare(element);
      if (Math.abs(sy - 1) < 1e-9) {
        // Only the width changed: that is the text's box width.
        return {
          ...element,
          maxWidth: Math.max(1, round(to.width)),
          x: clampCoordinate(to.x + share * to.width),
        };
      }
      const fontSize = Math.min(1000, Math.max(1, Math.round(element.fontSize * sy * 10) / 10));
      const scale = fontSize / element.fontSize;
      return {
        ...element,
        fontSize,
        letterSpacing: round(element.letterSpacing * scale),
        ...(element.maxWidth !== undefined
          ? { maxWidth: Math.max(1, round(element.maxWidth * scale)) }
          : {}),
        x: clampCoordinate(to.x + (element.x - from.x) * sx),
        y: clampCoordinate(to.y + (element.y - from.y) * sy),
      };
    }
  }
}

/** A line's ends scaled from its box (widened by half its stroke) to the new one. */
export function resizedLine(element: LineElement, from: Box, to: Box): LineElement {
  const pad = element.strokeWidth / 2;
  const inner = (box: Box) => ({
    x: box.x + pad,
    y: box.y + pad,
    width: Math.max(0, box.width - 2 * pad),
    height: Math.max(0, box.height - 2 * pad),
  });
  const a = inner(from);
  const b = inner(to);
  const map = (value: number, start: number, size: number, nextStart: number, nextSize: number) =>
    size > 0 ? nextStart + ((value - start) / size) * nextSize : nextStart + nextSize / 2;
  const x1 = map(element.x, a.x, a.width, b.x, b.width);
  const y1 = map(element.y, a.y, a.height, b.y, b.height);
  const x2 = map(element.x + element.dx, a.x, a.width, b.x, b.width);
  const y2 = map(element.y + element.dy, a.y, a.height, b.y, b.height);
  return {
    ...element,
    x: clampCoordinate(x1),
    y: clampCoordinate(y1),
    dx: round(x2 - x1),
    dy: round(y2 - y1),
  };
}

export function alignOffsets(state: EditorState, edge: AlignEdge) {
  const elements = selected(state);
  const boxes = elements.map((element) => elementBox(state, element));
  const canvas = canvasOf(state.doc);
  const target =
    elements.length > 1
      ? (unionOf(boxes) as Box)
      : { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const offsets = new Map<string, { dx: number; dy: number }>();
  elements.forEach((element, i) => {
    const box = boxes[i] as Box;
    let dx = 0;
    let dy = 0;
    if (edge === 'left') dx = target.x - box.x;
    if (edge === 'center') dx = target.x + target.width / 2 - (box.x + box.width / 2);
    if (edge === 'right') dx = target.x + target.width - (box.x + box.width);
    if (edge === 'top') dy = target.y - box.y;
    if (edge === 'middle') dy = target.y + target.height / 2 - (box.y + box.height / 2);
    if (edge === 'bottom') dy = target.y + target.height - (box.y + box.height);
    offsets.set(element.id, { dx, dy });
  });
  return offsets;
}

/** Equal gaps between the selected elements; the outermost two stay where they are. */
export function distributeOffsets(state: EditorState, axis: 'horizontal' | 'vertical') {
  const horizontal = axis === 'horizontal';
  const items = selected(state)
    .map((element) => {
      const box = elementBox(state, element);
      return {
        id: element.id,
        start: horizontal ? box.x : box.y,
        size: horizontal ? box.width : box.height,
      };
    })
    .sort((a, b) => a.start + a.size / 2 - (b.start + b.size / 2));
  const first = items[0];
  const last = items[items.length - 1];
  const offsets = new Map<string, { dx: number; dy: number }>();
  if (!first || !last || items.length < 3) return offsets;
  const span = last.start + last.size - first.start;
  const gap = (span - items.reduce((sum, item) => sum + item.size, 0)) / (items.length - 1);
  let cursor = first.start + first.size + gap;
  for (const item of items.slice(1, -1)) {
    const delta = cursor - item.start;
    offsets.set(item.id, horizontal ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
    cursor += item.size + gap;
  }
  return offsets;
}
