import type { FieldFormat } from '#shared/templates/field-formats.ts';
import { gameField, gameFieldsFor, type GameField } from '#shared/templates/game-fields.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { orderedElements, usedFieldNames } from '#client/features/editor/core/document.ts';
import { unionOf, type Box } from '#client/features/editor/core/geometry.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';
import type { PostLanguage as Language } from '#shared/i18n/post-language.ts';

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

/** The words a layer's name is made of, in the interface language. */
export interface LayerWords {
  /** The name of each element type ('Rechteck', 'Bild', ...). */
  types: Record<TemplateElement['type'], string>;
  /** How a data field is written ('Initialen', ...), by field format. */
  formats: Record<FieldFormat, string>;
}

export interface LayerRow {
  id: string;
  type: TemplateElement['type'];
  /** What the layer shows: its own name, its text, its data field and game, or its shape. */
  name: string;
  /** The user named it (the name is stored in the template). */
  named: boolean;
  /** A shape's colour, shown as a swatch beside its name. */
  swatch: string | null;
  selected: boolean;
}

const size = (box: Box) => `${Math.round(box.width)} × ${Math.round(box.height)}`;

/** A layer's name from what it shows. */
function shownName(
  state: EditorState,
  element: TemplateElement,
  language: Language,
  words: LayerWords,
): string {
  switch (element.type) {
    case 'text': {
      const text = element.content.replace(/\s+/g, ' ').trim();
      return text === '' ? words.types.text : text.slice(0, 40);
    }
    case 'api-text':
    case 'api-image': {
      const label = gameField(element.apiField)?.label[language] ?? element.apiField;
      const format = element.type === 'api-text' && element.format ? element.format : null;
      return format ? `${label} · ${words.formats[format]}` : label;
    }
    default:
      return `${words.types[element.type]} ${size(elementBox(state, element))}`;
  }
}

function swatchOf(element: TemplateElement): string | null {
  switch (element.type) {
    case 'rect':
      return element.gradient?.stops[0]?.color ?? element.fill;
    case 'ellipse':
    case 'path':
      return element.fill;
    case 'line':
      return element.stroke;
    default:
      return null;
  }
}

/**
 * The rows of 'Alle Elemente', top layer first, each named by what it shows; two layers that
 * would read the same are numbered (2, 3, ...) from the bottom of the stack up.
 */
export function layerRows(state: EditorState, language: Language, words: LayerWords): LayerRow[] {
  const rows = orderedElements(state.doc).map((element) => ({
    id: element.id,
    type: element.type,
    name: element.name ?? shownName(state, element, language, words),
    named: element.name !== undefined,
    swatch: swatchOf(element),
    selected: state.selection.includes(element.id),
  }));
  const seen = new Map<string, number>();
  for (const row of rows) {
    const count = (seen.get(row.name) ?? 0) + 1;
    seen.set(row.name, count);
    if (count > 1 && !row.named) row.name = `${row.name} (${count})`;
  }
  return rows.reverse();
}
