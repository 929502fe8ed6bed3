import { canvasSize } from '#shared/templates/formats.ts';
import {
  svgConfigSchema,
  type SvgConfig,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';

/**
 * The editor's document is the `svg_config` of the shared template schema, exactly as saved. These
 * helpers keep it valid: unique ids, layer order by zIndex, coordinates within the schema's range.
 */
export type EditorDocument = SvgConfig;

export const emptyDocument: EditorDocument = svgConfigSchema.parse({ elements: [] });

/** Parses a saved or imported config; throws on anything the schema refuses. */
export function parseDocument(input: unknown): EditorDocument {
  return svgConfigSchema.parse(input);
}

/** The document if the schema accepts it, otherwise null (the command is refused). */
export function validDocument(doc: EditorDocument): EditorDocument | null {
  const parsed = svgConfigSchema.safeParse(doc);
  return parsed.success ? parsed.data : null;
}

export function canvasOf(doc: EditorDocument) {
  return canvasSize(doc.format);
}

/** Elements in drawing order: by zIndex, ties in document order (as the renderer draws them). */
export function orderedElements(doc: EditorDocument): TemplateElement[] {
  return doc.elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.zIndex - b.element.zIndex || a.index - b.index)
    .map(({ element }) => element);
}

/** Elements in the given drawing order, zIndex renumbered from 0 (docs/product.md section 4). */
export function renumbered(ordered: readonly TemplateElement[]): TemplateElement[] {
  return ordered.map((element, zIndex) =>
    element.zIndex === zIndex ? element : { ...element, zIndex },
  );
}

export function topZIndex(doc: EditorDocument): number {
  return doc.elements.reduce((top, element) => Math.max(top, element.zIndex), -1);
}

/** Fresh ids e1, e2, ... above every id of that shape in use. */
export function idMaker(doc: EditorDocument): () => string {
  let next = 1;
  const taken = new Set(doc.elements.map((element) => element.id));
  for (const id of taken) {
    const match = /^e(\d+)$/.exec(id);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  return () => {
    while (taken.has(`e${next}`)) next++;
    const id = `e${next++}`;
    taken.add(id);
    return id;
  };
}

const minCoordinate = -4000;
const maxCoordinate = 8000;
export const clampCoordinate = (value: number) =>
  Math.min(maxCoordinate, Math.max(minCoordinate, Math.round(value * 100) / 100));

export function translated(element: TemplateElement, dx: number, dy: number): TemplateElement {
  if (dx === 0 && dy === 0) return element;
  return { ...element, x: clampCoordinate(element.x + dx), y: clampCoordinate(element.y + dy) };
}

export function withElements(
  doc: EditorDocument,
  change: (element: TemplateElement) => TemplateElement,
  ids: ReadonlySet<string>,
): EditorDocument {
  let changed = false;
  const elements = doc.elements.map((element) => {
    if (!ids.has(element.id)) return element;
    const next = change(element);
    if (next !== element) changed = true;
    return next;
  });
  return changed ? { ...doc, elements } : doc;
}

export function usedFieldNames(doc: EditorDocument): Set<string> {
  const used = new Set<string>();
  for (const element of doc.elements) {
    if (element.type === 'api-text' || element.type === 'api-image') used.add(element.apiField);
  }
  return used;
}

/**
 * Copies of elements for the document: new ids, stacked above everything in their order, moved by
 * `offset`; data fields already on the template are left out (each field is there once).
 */
export function insertable(
  doc: EditorDocument,
  elements: readonly TemplateElement[],
  offset: number,
): TemplateElement[] {
  const used = usedFieldNames(doc);
  const nextId = idMaker(doc);
  let z = topZIndex(doc);
  const result: TemplateElement[] = [];
  for (const element of elements) {
    if (element.type === 'api-text' || element.type === 'api-image') {
      if (used.has(element.apiField)) continue;
      used.add(element.apiField);
    }
    result.push({ ...translated(element, offset, offset), id: nextId(), zIndex: ++z });
  }
  return result;
}
