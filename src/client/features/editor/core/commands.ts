import { pathBounds, scalePathData } from '#shared/render/path-data.ts';
import { type Format } from '#shared/templates/formats.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import { templateModes, type TemplateMode } from '#shared/templates/post-kinds.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import {
  templateElementSchema,
  type LineElement,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';
import {
  editorDefaults,
  pasteOffset,
  bigNudge,
  nudge,
  historyLimit,
} from '#client/features/editor/core/defaults.ts';
import {
  canvasOf,
  idMaker,
  insertable,
  orderedElements,
  renumbered,
  topZIndex,
  translated,
  usedFieldNames,
  validDocument,
  withElements,
  clampCoordinate,
  type EditorDocument,
  type ElementInput,
} from '#client/features/editor/core/document.ts';
import { unionOf, type Box } from '#client/features/editor/core/geometry.ts';
import { record } from '#client/features/editor/core/history.ts';
import { freeSpot } from '#client/features/editor/core/placement.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';
import { clampZoom, fitViewport, zoomAt, zoomStep } from '#client/features/editor/core/viewport.ts';

/**
 * Every change to the editor is one of these registered commands: menus, toolbar buttons,
 * shortcuts and the pointer all go through `runCommand`, so each change is validated against the
 * template schema and recorded for undo in one place.
 */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

type Coalesce = {
  /** Steps with the same key in a row are one undo step (a drag, a slider). */
  coalesce?: string;
};

export type ShapeKind = 'rect' | 'ellipse' | 'line';

export interface CommandArgs {
  'add-text': { content?: string; x?: number; y?: number } | undefined;
  /** A rectangle, ellipse or line from the shape tools, where it covers nothing yet. */
  'add-shape': { shape: ShapeKind; x?: number; y?: number };
  /** The layer's own name; empty or undefined goes back to the name from what it shows. */
  rename: { id: string; name?: string };
  'add-image': { href: string; width?: number; height?: number; x?: number; y?: number };
  'add-field': { field: string; x?: number; y?: number };
  move: { dx: number; dy: number; ids?: readonly string[] } & Coalesce;
  resize: {
    id: string;
    box: Box;
    /** The element and box when the resize began, so a drag scales from there. */
    origin?: { element: TemplateElement; box: Box };
  } & Coalesce;
  /**
   * Several elements scaled together: each keeps its place within the box around them, which
   * goes from `from` to `to`. `origin` holds each element and box when the drag began.
   */
  'resize-selection': {
    from: Box;
    to: Box;
    origin: readonly { element: TemplateElement; box: Box }[];
  } & Coalesce;
  'set-size': { id: string; width?: number; height?: number; keepAspect?: boolean } & Coalesce;
  update: { ids?: readonly string[]; props: Record<string, unknown> } & Coalesce;
  delete: undefined;
  duplicate: undefined;
  copy: undefined;
  paste: undefined;
  'bring-forward': undefined;
  'send-backward': undefined;
  'bring-to-front': undefined;
  'send-to-back': undefined;
  /** Layer list drag: the element moves to this place in drawing order (0 = bottom). */
  reorder: { id: string; index: number };
  align: { edge: AlignEdge };
  distribute: { axis: 'horizontal' | 'vertical' };
  import: { elements: readonly ElementInput[] };
  'set-background': {
    backgroundColor?: string;
    backgroundImageUrl?: string | null;
    useBackgroundPlaceholder?: boolean;
    backgroundDim?: number | null;
  } & Coalesce;
  'set-format': { format: Format };
  /** Which studio tabs the template serves (ADR 021); at least one. */
  'set-post-modes': { modes: readonly TemplateMode[] };
  /** Replaces the whole template with a built-in look (`templateFromTheme`); undoable. */
  'start-from-look': { doc: EditorDocument };
  select: { ids: readonly string[]; add?: boolean };
  'select-all': undefined;
  deselect: undefined;
  undo: undefined;
  redo: undefined;
  'zoom-in': undefined;
  'zoom-out': undefined;
  'zoom-to': { zoom: number };
  'zoom-fit': undefined;
  /** Zoom by a factor around a screen point (pinch, wheel). */
  'zoom-around': { factor: number; x: number; y: number };
  pan: { dx: number; dy: number };
  'set-mode': { mode: 'edit' | 'preview' };
  'set-games': { games: number };
  'set-image-aspect-lock': { locked: boolean };
}

export type CommandId = keyof CommandArgs;

/** A key combination; `mod` is Ctrl or Cmd. */
export interface Shortcut {
  key: string;
  mod?: boolean;
  /** true, false (default) or 'any' (for keys that need Shift on some layouts, like '+'). */
  shift?: boolean | 'any';
  alt?: boolean;
  args?: unknown;
}

export type StatePatch = Partial<Omit<EditorState, 'history'>> & {
  history?: EditorState['history'];
};

export interface Command<K extends CommandId = CommandId> {
  id: K;
  /** i18n key of the command's name in menus and tooltips. */
  labelKey: string;
  shortcuts?: readonly Shortcut[];
  /** false: not an undo step (selection, viewport, clipboard, undo itself). */
  undoable?: boolean;
  /** false: the command only moves, reorders or removes, so the result needs no schema check. */
  validates?: boolean;
  canRun(state: EditorState, args: CommandArgs[K]): boolean;
  /** The change, or null when there is nothing to do. */
  run(state: EditorState, args: CommandArgs[K]): StatePatch | null;
}

type Registry = { [K in CommandId]: Command<K> };

const label = (id: string) => `editor.commands.${id}`;

const byId = (doc: EditorDocument) => new Map(doc.elements.map((e) => [e.id, e]));
const selected = (state: EditorState) => {
  const map = byId(state.doc);
  return state.selection
    .map((id) => map.get(id))
    .filter((e): e is TemplateElement => e !== undefined);
};
const hasSelection = (state: EditorState) => selected(state).length > 0;
const editing = (state: EditorState) => state.mode === 'edit';
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A new element on top of the others, selected. Without a position given (`place`), it moves from
 * its default spot to where it covers nothing yet, inside the visible canvas (placement.ts).
 */
function added(state: EditorState, element: ElementInput, place = false): StatePatch | null {
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

const unplaced = (args: { x?: number; y?: number } | undefined) =>
  args?.x === undefined && args?.y === undefined;

function moveBy(state: EditorState, ids: ReadonlySet<string>, dx: number, dy: number) {
  return withElements(state.doc, (element) => translated(element, dx, dy), ids);
}

/** Moves each element by its own offset. */
function moveEach(state: EditorState, offsets: Map<string, { dx: number; dy: number }>) {
  return withElements(
    state.doc,
    (element) => {
      const offset = offsets.get(element.id);
      return offset ? translated(element, offset.dx, offset.dy) : element;
    },
    new Set(offsets.keys()),
  );
}

function reordered(doc: EditorDocument, ordered: TemplateElement[]): EditorDocument {
  return { ...doc, elements: renumbered(ordered) };
}

/** Swaps each selected element with its neighbour above (or below) that is not selected. */
function stepLayer(state: EditorState, direction: 1 | -1): StatePatch | null {
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

function toEnd(state: EditorState, end: 'front' | 'back'): StatePatch | null {
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
function resizedLine(element: LineElement, from: Box, to: Box): LineElement {
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

function alignOffsets(state: EditorState, edge: AlignEdge) {
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
function distributeOffsets(state: EditorState, axis: 'horizontal' | 'vertical') {
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

const arrow = (key: string, dx: number, dy: number): Shortcut[] => [
  { key, args: { dx: dx * nudge, dy: dy * nudge } },
  { key, shift: true, args: { dx: dx * bigNudge, dy: dy * bigNudge } },
];

const defineCommands = (registry: Registry) => registry;

export const commands = defineCommands({
  'add-text': {
    id: 'add-text',
    labelKey: label('addText'),
    canRun: editing,
    run: (state, args) => {
      const { text } = editorDefaults;
      return added(
        state,
        {
          type: 'text',
          id: idMaker(state.doc)(),
          zIndex: topZIndex(state.doc) + 1,
          content: args?.content ?? text.content,
          x: args?.x ?? canvasOf(state.doc).width / 2,
          y: args?.y ?? text.y,
          fontSize: text.fontSize,
          fontFamily: text.fontFamily,
          fill: text.fill,
          fontWeight: text.fontWeight,
          textAnchor: text.textAnchor,
        },
        unplaced(args),
      );
    },
  },
  'add-shape': {
    id: 'add-shape',
    labelKey: label('addShape'),
    canRun: editing,
    run: (state, args) => {
      const { shapes } = editorDefaults;
      const canvas = canvasOf(state.doc);
      const place = { id: idMaker(state.doc)(), zIndex: topZIndex(state.doc) + 1 };
      if (args.shape === 'line') {
        const { line } = shapes;
        return added(
          state,
          {
            ...place,
            type: 'line',
            x: args.x ?? (canvas.width - line.dx) / 2,
            y: args.y ?? line.y,
            dx: line.dx,
            dy: 0,
            stroke: line.stroke,
            strokeWidth: line.strokeWidth,
          },
          unplaced(args),
        );
      }
      const shape = shapes[args.shape];
      return added(
        state,
        {
          ...place,
          type: args.shape,
          x: args.x ?? (canvas.width - shape.width) / 2,
          y: args.y ?? shape.y,
          width: shape.width,
          height: shape.height,
          fill: shape.fill,
          ...(args.shape === 'rect' ? { rx: shapes.rect.rx, ry: shapes.rect.rx } : {}),
        },
        unplaced(args),
      );
    },
  },
  rename: {
    id: 'rename',
    labelKey: label('rename'),
    canRun: (state, args) => state.doc.elements.some((e) => e.id === args.id),
    run: (state, args) => {
      const name = args.name?.trim().slice(0, 100);
      const doc = withElements(
        state.doc,
        (element) => {
          if ((element.name ?? '') === (name ?? '')) return element;
          const { name: _old, ...rest } = element;
          return (name ? { ...rest, name } : rest) as TemplateElement;
        },
        new Set([args.id]),
      );
      return doc === state.doc ? null : { doc };
    },
  },
  'add-image': {
    id: 'add-image',
    labelKey: label('addImage'),
    canRun: editing,
    run: (state, args) => {
      const { logo } = editorDefaults;
      const width = args.width ?? logo.width;
      const height = args.height ?? logo.height;
      return added(
        state,
        {
          type: 'image',
          id: idMaker(state.doc)(),
          zIndex: topZIndex(state.doc) + 1,
          href: args.href,
          width,
          height,
          x: args.x ?? (canvasOf(state.doc).width - width) / 2,
          y: args.y ?? logo.y,
        },
        unplaced(args),
      );
    },
  },
  'add-field': {
    id: 'add-field',
    labelKey: label('addField'),
    canRun: (state, args) => {
      const field = gameField(args.field);
      return (
        editing(state) &&
        field !== undefined &&
        field.game <= state.games &&
        !usedFieldNames(state.doc).has(field.name)
      );
    },
    run: (state, args) => {
      const field = gameField(args.field);
      if (!field) return null;
      const place = { id: idMaker(state.doc)(), zIndex: topZIndex(state.doc) + 1 };
      if (field.kind === 'image') {
        const { dataImage } = editorDefaults;
        return added(
          state,
          {
            ...place,
            type: 'api-image',
            apiField: field.name,
            width: dataImage.width,
            height: dataImage.height,
            x: args.x ?? dataImage.x,
            y: args.y ?? dataImage.y,
          },
          unplaced(args),
        );
      }
      const { text, dataText } = editorDefaults;
      return added(
        state,
        {
          ...place,
          type: 'api-text',
          apiField: field.name,
          x: args.x ?? canvasOf(state.doc).width / 2,
          y: args.y ?? dataText.y,
          fontSize: text.fontSize,
          fontFamily: text.fontFamily,
          fill: text.fill,
          fontWeight: text.fontWeight,
          textAnchor: text.textAnchor,
        },
        unplaced(args),
      );
    },
  },
  move: {
    id: 'move',
    labelKey: label('move'),
    validates: false,
    shortcuts: [
      ...arrow('ArrowLeft', -1, 0),
      ...arrow('ArrowRight', 1, 0),
      ...arrow('ArrowUp', 0, -1),
      ...arrow('ArrowDown', 0, 1),
    ],
    canRun: (state, args) => (args.ids ?? state.selection).length > 0,
    run: (state, args) => {
      const doc = moveBy(state, new Set(args.ids ?? state.selection), args.dx, args.dy);
      return doc === state.doc ? null : { doc };
    },
  },
  resize: {
    id: 'resize',
    labelKey: label('resize'),
    canRun: (state, args) =>
      args.box.width > 0 && args.box.height > 0 && state.doc.elements.some((e) => e.id === args.id),
    run: (state, args) => {
      const current = state.doc.elements.find((e) => e.id === args.id);
      if (!current) return null;
      const origin = args.origin ?? { element: current, box: elementBox(state, current) };
      const next = resizedElement(origin.element, origin.box, args.box);
      return {
        doc: withElements(state.doc, () => next, new Set([args.id])),
      };
    },
  },
  'resize-selection': {
    id: 'resize-selection',
    labelKey: label('resize'),
    canRun: (state, args) =>
      args.to.width > 0 && args.to.height > 0 && args.from.width > 0 && args.from.height > 0,
    run: (state, args) => {
      const kx = args.to.width / args.from.width;
      const ky = args.to.height / args.from.height;
      const next = new Map(
        args.origin.map(({ element, box }) => [
          element.id,
          resizedElement(element, box, {
            x: args.to.x + (box.x - args.from.x) * kx,
            y: args.to.y + (box.y - args.from.y) * ky,
            width: Math.max(1, box.width * kx),
            height: Math.max(1, box.height * ky),
          }),
        ]),
      );
      const doc = withElements(state.doc, (e) => next.get(e.id) ?? e, new Set(next.keys()));
      return doc === state.doc ? null : { doc };
    },
  },
  'set-size': {
    id: 'set-size',
    labelKey: label('resize'),
    canRun: (state, args) => {
      const element = state.doc.elements.find((e) => e.id === args.id);
      return element !== undefined && 'width' in element;
    },
    run: (state, args) => {
      const element = state.doc.elements.find((e) => e.id === args.id);
      if (!element || !('width' in element)) return null;
      const keep =
        args.keepAspect ??
        (element.type !== 'rect' && element.type !== 'ellipse' && state.lockImageAspect);
      const ratio = element.width / element.height;
      let width = args.width ?? element.width;
      let height = args.height ?? element.height;
      if (keep && args.width !== undefined && args.height === undefined) height = width / ratio;
      if (keep && args.height !== undefined && args.width === undefined) width = height * ratio;
      width = Math.max(1, round(width));
      height = Math.max(1, round(height));
      return {
        doc: withElements(state.doc, (e) => ({ ...e, width, height }), new Set([element.id])),
      };
    },
  },
  update: {
    id: 'update',
    labelKey: label('update'),
    canRun: (state, args) => (args.ids ?? state.selection).length > 0,
    run: (state, args) => {
      const { id: _id, type: _type, ...props } = args.props;
      if ('apiField' in props) {
        const used = usedFieldNames(state.doc);
        const ids = new Set(args.ids ?? state.selection);
        const mine = state.doc.elements.some(
          (e) => ids.has(e.id) && 'apiField' in e && e.apiField === props.apiField,
        );
        if (used.has(String(props.apiField)) && !mine) return null;
      }
      // Properties set to undefined are removed (a text's box width, an opacity).
      const doc = withElements(
        state.doc,
        (element) => {
          const next: Record<string, unknown> = { ...element, ...props };
          for (const key of Object.keys(props)) if (props[key] === undefined) delete next[key];
          return next as TemplateElement;
        },
        new Set(args.ids ?? state.selection),
      );
      return doc === state.doc ? null : { doc };
    },
  },
  delete: {
    id: 'delete',
    labelKey: label('delete'),
    validates: false,
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    canRun: hasSelection,
    run: (state) => {
      const chosen = new Set(state.selection);
      return {
        doc: { ...state.doc, elements: state.doc.elements.filter((e) => !chosen.has(e.id)) },
        selection: [],
      };
    },
  },
  duplicate: {
    id: 'duplicate',
    labelKey: label('duplicate'),
    shortcuts: [{ key: 'd', mod: true }],
    canRun: (state) =>
      editing(state) && insertable(state.doc, orderedSelection(state), pasteOffset).length > 0,
    run: (state) => {
      const copies = insertable(state.doc, orderedSelection(state), pasteOffset);
      return {
        doc: { ...state.doc, elements: [...state.doc.elements, ...copies] },
        selection: copies.map((e) => e.id),
      };
    },
  },
  copy: {
    id: 'copy',
    labelKey: label('copy'),
    undoable: false,
    shortcuts: [{ key: 'c', mod: true }],
    canRun: hasSelection,
    run: (state) => ({ clipboard: orderedSelection(state), pasteCount: 0 }),
  },
  paste: {
    id: 'paste',
    labelKey: label('paste'),
    shortcuts: [{ key: 'v', mod: true }],
    canRun: (state) =>
      editing(state) && insertable(state.doc, state.clipboard, pasteOffset).length > 0,
    run: (state) => {
      const count = state.pasteCount + 1;
      const copies = insertable(state.doc, state.clipboard, pasteOffset * count);
      return {
        doc: { ...state.doc, elements: [...state.doc.elements, ...copies] },
        selection: copies.map((e) => e.id),
        pasteCount: count,
      };
    },
  },
  'bring-forward': {
    id: 'bring-forward',
    labelKey: label('bringForward'),
    validates: false,
    shortcuts: [{ key: ']', mod: true }],
    canRun: hasSelection,
    run: (state) => stepLayer(state, 1),
  },
  'send-backward': {
    id: 'send-backward',
    labelKey: label('sendBackward'),
    validates: false,
    shortcuts: [{ key: '[', mod: true }],
    canRun: hasSelection,
    run: (state) => stepLayer(state, -1),
  },
  'bring-to-front': {
    id: 'bring-to-front',
    labelKey: label('bringToFront'),
    validates: false,
    shortcuts: [{ key: ']', mod: true, shift: true }],
    canRun: hasSelection,
    run: (state) => toEnd(state, 'front'),
  },
  'send-to-back': {
    id: 'send-to-back',
    labelKey: label('sendToBack'),
    validates: false,
    shortcuts: [{ key: '[', mod: true, shift: true }],
    canRun: hasSelection,
    run: (state) => toEnd(state, 'back'),
  },
  reorder: {
    id: 'reorder',
    labelKey: label('reorder'),
    validates: false,
    canRun: (state, args) => state.doc.elements.some((e) => e.id === args.id),
    run: (state, args) => {
      const ordered = orderedElements(state.doc);
      const from = ordered.findIndex((e) => e.id === args.id);
      const [element] = ordered.splice(from, 1);
      if (!element) return null;
      const to = Math.max(0, Math.min(ordered.length, Math.round(args.index)));
      ordered.splice(to, 0, element);
      return { doc: reordered(state.doc, ordered) };
    },
  },
  align: {
    id: 'align',
    labelKey: label('align'),
    validates: false,
    canRun: hasSelection,
    run: (state, args) => {
      const doc = moveEach(state, alignOffsets(state, args.edge));
      return doc === state.doc ? null : { doc };
    },
  },
  distribute: {
    id: 'distribute',
    labelKey: label('distribute'),
    validates: false,
    canRun: (state) => selected(state).length >= 3,
    run: (state, args) => {
      const doc = moveEach(state, distributeOffsets(state, args.axis));
      return doc === state.doc ? null : { doc };
    },
  },
  import: {
    id: 'import',
    labelKey: label('import'),
    canRun: (state, args) => editing(state) && args.elements.length > 0,
    run: (state, args) => {
      const parsed: TemplateElement[] = [];
      for (const input of args.elements) {
        const result = templateElementSchema.safeParse(input);
        if (result.success) parsed.push(result.data);
      }
      const elements = insertable(state.doc, parsed, 0);
      if (elements.length === 0) return null;
      return {
        doc: { ...state.doc, elements: [...state.doc.elements, ...elements] },
        selection: elements.map((e) => e.id),
      };
    },
  },
  'set-background': {
    id: 'set-background',
    labelKey: label('background'),
    canRun: () => true,
    run: (state, args) => {
      const { coalesce: _coalesce, ...changes } = args;
      const doc: Record<string, unknown> = { ...state.doc, ...changes };
      if (changes.backgroundDim === null) delete doc.backgroundDim;
      return { doc: doc as EditorDocument };
    },
  },
  'set-format': {
    id: 'set-format',
    labelKey: label('format'),
    canRun: (state, args) => state.doc.format !== args.format,
    run: (state, args) => ({
      doc: { ...state.doc, format: args.format },
      viewport: fitViewport(canvasOf({ ...state.doc, format: args.format }), state.container),
    }),
  },
  'set-post-modes': {
    id: 'set-post-modes',
    labelKey: label('postModes'),
    canRun: (state, args) => {
      const modes = templateModes.filter((mode) => args.modes.includes(mode));
      return modes.length > 0 && modes.join() !== servedModes(state.doc).join();
    },
    run: (state, args) => ({
      doc: { ...state.doc, postModes: templateModes.filter((mode) => args.modes.includes(mode)) },
    }),
  },
  'start-from-look': {
    id: 'start-from-look',
    labelKey: label('startFromLook'),
    canRun: (state) => editing(state),
    run: (state, args) => ({
      doc: args.doc,
      selection: [],
      viewport: fitViewport(canvasOf(args.doc), state.container),
    }),
  },
  select: {
    id: 'select',
    labelKey: label('select'),
    undoable: false,
    canRun: () => true,
    run: (state, args) => ({
      selection: [...new Set([...(args.add ? state.selection : []), ...args.ids])],
    }),
  },
  'select-all': {
    id: 'select-all',
    labelKey: label('selectAll'),
    undoable: false,
    shortcuts: [{ key: 'a', mod: true }],
    canRun: (state) => state.doc.elements.length > 0,
    run: (state) => ({ selection: orderedElements(state.doc).map((e) => e.id) }),
  },
  deselect: {
    id: 'deselect',
    labelKey: label('deselect'),
    undoable: false,
    shortcuts: [{ key: 'Escape' }],
    canRun: (state) => state.selection.length > 0,
    run: () => ({ selection: [] }),
  },
  undo: {
    id: 'undo',
    labelKey: label('undo'),
    undoable: false,
    shortcuts: [{ key: 'z', mod: true }],
    canRun: (state) => state.history.past.length > 0,
    run: (state) => {
      const entry = state.history.past[state.history.past.length - 1];
      if (!entry) return null;
      return {
        doc: entry.doc,
        selection: entry.selection,
        history: {
          past: state.history.past.slice(0, -1),
          future: [{ doc: state.doc, selection: state.selection }, ...state.history.future],
        },
      };
    },
  },
  redo: {
    id: 'redo',
    labelKey: label('redo'),
    undoable: false,
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    canRun: (state) => state.history.future.length > 0,
    run: (state) => {
      const [entry, ...future] = state.history.future;
      if (!entry) return null;
      return {
        doc: entry.doc,
        selection: entry.selection,
        history: {
          past: [...state.history.past, { doc: state.doc, selection: state.selection }],
          future,
        },
      };
    },
  },
  'zoom-in': {
    id: 'zoom-in',
    labelKey: label('zoomIn'),
    undoable: false,
    shortcuts: [
      { key: '=', mod: true, shift: 'any' },
      { key: '+', mod: true, shift: 'any' },
    ],
    canRun: (state) => clampZoom(state.viewport.zoom * zoomStep) !== state.viewport.zoom,
    run: (state) => ({
      viewport: zoomAt(state.viewport, state.viewport.zoom * zoomStep, centre(state)),
    }),
  },
  'zoom-out': {
    id: 'zoom-out',
    labelKey: label('zoomOut'),
    undoable: false,
    shortcuts: [{ key: '-', mod: true, shift: 'any' }],
    canRun: (state) => clampZoom(state.viewport.zoom / zoomStep) !== state.viewport.zoom,
    run: (state) => ({
      viewport: zoomAt(state.viewport, state.viewport.zoom / zoomStep, centre(state)),
    }),
  },
  'zoom-to': {
    id: 'zoom-to',
    labelKey: label('zoomTo'),
    undoable: false,
    canRun: () => true,
    run: (state, args) => ({ viewport: zoomAt(state.viewport, args.zoom, centre(state)) }),
  },
  'zoom-fit': {
    id: 'zoom-fit',
    labelKey: label('zoomFit'),
    undoable: false,
    shortcuts: [{ key: '0', mod: true }],
    canRun: () => true,
    run: (state) => ({ viewport: fitViewport(canvasOf(state.doc), state.container) }),
  },
  'zoom-around': {
    id: 'zoom-around',
    labelKey: label('zoomTo'),
    undoable: false,
    canRun: (_state, args) => Number.isFinite(args.factor) && args.factor > 0,
    run: (state, args) => ({
      viewport: zoomAt(state.viewport, state.viewport.zoom * args.factor, args),
    }),
  },
  pan: {
    id: 'pan',
    labelKey: label('pan'),
    undoable: false,
    canRun: () => true,
    run: (state, args) => ({
      viewport: {
        ...state.viewport,
        x: state.viewport.x + args.dx,
        y: state.viewport.y + args.dy,
      },
    }),
  },
  'set-mode': {
    id: 'set-mode',
    labelKey: label('mode'),
    undoable: false,
    canRun: (state, args) => state.mode !== args.mode,
    run: (_state, args) => ({ mode: args.mode }),
  },
  'set-games': {
    id: 'set-games',
    labelKey: label('games'),
    undoable: false,
    canRun: (_state, args) => Number.isInteger(args.games) && args.games >= 1 && args.games <= 3,
    run: (_state, args) => ({ games: args.games }),
  },
  'set-image-aspect-lock': {
    id: 'set-image-aspect-lock',
    labelKey: label('aspectLock'),
    undoable: false,
    canRun: () => true,
    run: (_state, args) => ({ lockImageAspect: args.locked }),
  },
});

function orderedSelection(state: EditorState): TemplateElement[] {
  const chosen = new Set(state.selection);
  return orderedElements(state.doc).filter((e) => chosen.has(e.id));
}

function centre(state: EditorState) {
  return { x: state.container.width / 2, y: state.container.height / 2 };
}

export const commandIds = Object.keys(commands) as CommandId[];

/**
 * Runs a command: refused (null) when it cannot run, changes nothing, or leaves a document the
 * schema refuses; otherwise the new state, with the document before it on the undo stack.
 */
export function runCommand<K extends CommandId>(
  state: EditorState,
  id: K,
  args: CommandArgs[K],
): EditorState | null {
  const command = commands[id] as Command<K>;
  if (!command.canRun(state, args)) return null;
  const patch = command.run(state, args);
  if (!patch) return null;
  const next: { -readonly [P in keyof EditorState]: EditorState[P] } = { ...state, ...patch };
  if (patch.doc && patch.doc !== state.doc && command.undoable !== false) {
    if (command.validates !== false) {
      const valid = validDocument(patch.doc);
      if (!valid) return null;
      next.doc = valid;
    }
    const key = (args as Coalesce | undefined)?.coalesce;
    next.history = record(
      state.history,
      { doc: state.doc, selection: state.selection, ...(key ? { key } : {}) },
      historyLimit,
    );
  }
  if (next.doc !== state.doc) {
    const present = new Set(next.doc.elements.map((e) => e.id));
    next.selection = next.selection.filter((id) => present.has(id));
  }
  return next;
}
