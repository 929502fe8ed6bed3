import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { handleScreenRadius } from '#client/features/editor/core/defaults.ts';
import { orderedElements } from '#client/features/editor/core/document.ts';
import {
  containsPoint,
  handleIds,
  handlePoint,
  unionOf,
  type HandleId,
  type Point,
} from '#client/features/editor/core/geometry.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';

/*
 * What the pointer is over, in canvas pixels: the topmost element, or a handle of the selection.
 * Handles keep their size on screen at any zoom.
 */

/** The topmost element under a point, a few screen pixels around it included. */
export function elementAt(state: EditorState, point: Point): TemplateElement | null {
  const tolerance = 4 / state.viewport.zoom;
  const ordered = orderedElements(state.doc);
  for (let i = ordered.length - 1; i >= 0; i--) {
    const element = ordered[i] as TemplateElement;
    if (containsPoint(elementBox(state, element), point, tolerance)) return element;
  }
  return null;
}

/** The handles of the selection on the canvas: around one element, or around several. */
export function selectionHandles(state: EditorState): { id: HandleId; point: Point }[] {
  if (state.selection.length === 0 || state.mode !== 'edit') return [];
  const chosen = state.doc.elements.filter((e) => state.selection.includes(e.id));
  const box = unionOf(chosen.map((element) => elementBox(state, element)));
  if (!box) return [];
  return handleIds.map((id) => ({ id, point: handlePoint(box, id) }));
}

/** The selection's handle under a point, if any. */
export function handleAt(state: EditorState, point: Point): HandleId | null {
  const radius = handleScreenRadius / state.viewport.zoom;
  const chosen = state.doc.elements.filter((e) => state.selection.includes(e.id));
  const box = unionOf(chosen.map((element) => elementBox(state, element)));
  // A thin box (a line, a rule) is grabbed to move it, not by the side handles lying on it.
  const thin = (size: number) => size < 3 * radius;
  for (const handle of selectionHandles(state)) {
    if (box && thin(box.height) && (handle.id === 'n' || handle.id === 's')) continue;
    if (box && thin(box.width) && (handle.id === 'e' || handle.id === 'w')) continue;
    if (Math.hypot(handle.point.x - point.x, handle.point.y - point.y) <= radius) return handle.id;
  }
  return null;
}
