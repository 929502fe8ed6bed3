import { gameFieldsFor, type GameField } from '#shared/templates/game-fields.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { orderedElements, usedFieldNames } from '#client/features/editor/core/document.ts';
import { unionOf, type Box } from '#client/features/editor/core/geometry.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';

/** What the screen reads from the editor state; all pure. */
export function selectedElements(state: EditorState): TemplateElement[] {
  const byId = new Map(state.doc.elements.map((e) => [e.id, e]));
  return state.selection.map((id) => byId.get(id)).filter((e): e is TemplateElement => !!e);
}

/** The box around the selection (canvas pixels), for the selection frame. */
export function selectionBox(state: EditorState): Box | null {
  return unionOf(selectedElements(state).map((element) => elementBox(state, element)));
}

/** The 'Alle Elemente' list: top layer first. */
export function layerList(state: EditorState): TemplateElement[] {
  return orderedElements(state.doc).reverse();
}

export function usedFields(state: EditorState): ReadonlySet<string> {
  return usedFieldNames(state.doc);
}

/** One add button per data field of games 1..N; a used field's button is disabled. */
export function fieldButtons(
  state: EditorState,
): (GameField & { used: boolean; disabled: boolean })[] {
  const used = usedFieldNames(state.doc);
  return gameFieldsFor(state.games).map((field) => ({
    ...field,
    used: used.has(field.name),
    disabled: used.has(field.name) || state.mode !== 'edit',
  }));
}

export const guides = (state: EditorState) => state.guides;
export const marquee = (state: EditorState) => state.marquee;
export const canUndo = (state: EditorState) => state.history.past.length > 0;
export const canRedo = (state: EditorState) => state.history.future.length > 0;
export const isDragging = (state: EditorState) => state.gesture.phase === 'dragging';
