import {
  templateElementSchema,
  type ElementInput,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';
import { bigNudge, nudge } from '#client/features/editor/core/defaults.ts';
import {
  orderedElements,
  translated,
  type EditorDocument,
} from '#client/features/editor/core/document.ts';
import { freeSpot } from '#client/features/editor/core/placement.ts';
import { type EditorState } from '#client/features/editor/core/state.ts';
import type { Shortcut, StatePatch } from '#client/features/editor/core/command-types.ts';

/** What the editor's command groups share: selection lookups, adding an element, key helpers. */
export const label = (id: string) => `editor.commands.${id}`;

export const byId = (doc: EditorDocument) => new Map(doc.elements.map((e) => [e.id, e]));
export const selected = (state: EditorState) => {
  const map = byId(state.doc);
  return state.selection
    .map((id) => map.get(id))
    .filter((e): e is TemplateElement => e !== undefined);
};
export const hasSelection = (state: EditorState) => selected(state).length > 0;
export const editing = (state: EditorState) => state.mode === 'edit';
export const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A new element on top of the others, selected. Without a position given (`place`), it moves from
 * its default spot to where it covers nothing yet, inside the visible canvas (placement.ts).
 */
export function added(state: EditorState, element: ElementInput, place = false): StatePatch | null {
  const parsed = templateElementSchema.safeParse(element);
  if (!parsed.success) return null;
  let next = parsed.data;
  if (place) {
    const withIt = { ...state, doc: { ...state.doc, elements: [...state.doc.elements, next] } };
    const { dx, dy } = freeSpot(withIt, next);
    next = translated(next, dx, dy);
  }
  return {
    doc: { ...state.doc, elements: [...state.doc.elements, next] },
    selection: [next.id],
  };
}

export const unplaced = (args: { x?: number; y?: number } | undefined) =>
  args?.x === undefined && args?.y === undefined;

export const arrow = (key: string, dx: number, dy: number): Shortcut[] => [
  { key, args: { dx: dx * nudge, dy: dy * nudge } },
  { key, shift: true, args: { dx: dx * bigNudge, dy: dy * bigNudge } },
];

export function orderedSelection(state: EditorState): TemplateElement[] {
  const chosen = new Set(state.selection);
  return orderedElements(state.doc).filter((e) => chosen.has(e.id));
}

export function centre(state: EditorState) {
  return { x: state.container.width / 2, y: state.container.height / 2 };
}
