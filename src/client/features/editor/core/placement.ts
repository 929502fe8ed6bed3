import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { canvasOf } from '#client/features/editor/core/document.ts';
import type { Box } from '#client/features/editor/core/geometry.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';
import { toCanvas } from '#client/features/editor/core/viewport.ts';

/** Room kept between a new element and what is already there, and the search's step. */
const gap = 12;
const step = 10;
/** A new element keeps this far from the edges of the visible canvas when there is room. */
const edgeMargin = 40;

/** The part of the canvas the container shows at the current zoom and pan (canvas pixels). */
export function visibleCanvas(state: EditorState): Box {
  const canvas = canvasOf(state.doc);
  const topLeft = toCanvas(state.viewport, { x: 0, y: 0 });
  const bottomRight = toCanvas(state.viewport, {
    x: state.container.width,
    y: state.container.height,
  });
  const left = Math.max(0, topLeft.x);
  const top = Math.max(0, topLeft.y);
  const right = Math.min(canvas.width, bottomRight.x);
  const bottom = Math.min(canvas.height, bottomRight.y);
  if (right - left < 1 || bottom - top < 1) return { x: 0, y: 0, ...canvas };
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where a new element goes: its wished spot when that covers nothing, otherwise the first spot
 * (top to bottom, nearest the middle first) inside the visible canvas where its box covers no
 * other element; when the canvas is full, the visible spot that covers the least. Grounds (an
 * element covering half the canvas or more) lie under everything and do not count. Returns how far
 * to move the element from where it stands; whole pixels.
 */
export function freeSpot(state: EditorState, element: TemplateElement): { dx: number; dy: number } {
  const box = elementBox(state, element);
  const canvas = canvasOf(state.doc);
  const ground = canvas.width * canvas.height * 0.5;
  const others = state.doc.elements
    .filter((other) => other.id !== element.id)
    .map((other) => elementBox(state, other))
    .filter((other) => other.width * other.height < ground)
    .map((other) => ({
      x: other.x - gap,
      y: other.y - gap,
      width: other.width + 2 * gap,
      height: other.height + 2 * gap,
    }));
  const covered = (candidate: Box) =>
    others.reduce((sum, other) => sum + overlap(candidate, other), 0);
  const view = visibleCanvas(state);
  const inside = (candidate: Box) =>
    candidate.x >= view.x &&
    candidate.y >= view.y &&
    candidate.x + candidate.width <= view.x + view.width &&
    candidate.y + candidate.height <= view.y + view.height;
  if (inside(box) && covered(box) === 0) return { dx: 0, dy: 0 };

  // Candidate spots on a grid inside the visible part (away from its edges when there is room),
  // nearest the wished spot first.
  const width = Math.min(box.width, view.width);
  const height = Math.min(box.height, view.height);
  const margin = Math.min(
    edgeMargin,
    Math.max(0, (view.width - width) / 2),
    Math.max(0, (view.height - height) / 2),
  );
  const candidates: { x: number; y: number; distance: number }[] = [];
  for (let y = view.y + margin; y + height <= view.y + view.height - margin + 1e-6; y += step) {
    for (let x = view.x + margin; x + width <= view.x + view.width - margin + 1e-6; x += step) {
      candidates.push({ x, y, distance: Math.hypot(x - box.x, y - box.y) });
    }
  }
  candidates.sort((a, b) => a.distance - b.distance);
  let best: { x: number; y: number; covered: number } | null = null;
  for (const { x, y } of candidates) {
    const amount = covered({ x, y, width: box.width, height: box.height });
    if (amount === 0) return { dx: Math.round(x - box.x), dy: Math.round(y - box.y) };
    if (!best || amount < best.covered) best = { x, y, covered: amount };
  }
  if (!best) best = { x: view.x, y: view.y, covered: 0 };
  return { dx: Math.round(best.x - box.x), dy: Math.round(best.y - box.y) };
}
