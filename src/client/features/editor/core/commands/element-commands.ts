import { gameField, sponsorFieldNames } from '#shared/templates/game-fields.ts';
import { templateElementSchema, type TemplateElement } from '#shared/templates/template-schema.ts';
import { editorDefaults, pasteOffset } from '#client/features/editor/core/defaults.ts';
import {
  canvasOf,
  idMaker,
  insertable,
  topZIndex,
  usedFieldNames,
  withElements,
  type EditorDocument,
} from '#client/features/editor/core/document.ts';
import type { CommandGroup } from '#client/features/editor/core/command-types.ts';
import {
  added,
  editing,
  hasSelection,
  label,
  orderedSelection,
  unplaced,
} from '#client/features/editor/core/command-support.ts';

/** A new element's id and its place on top of the others. */
function onTop(doc: EditorDocument) {
  return { id: idMaker(doc)(), zIndex: topZIndex(doc) + 1 };
}

/** The look of a new text, fixed or data field. */
function textLook() {
  const { text } = editorDefaults;
  return {
    fontSize: text.fontSize,
    fontFamily: text.fontFamily,
    fill: text.fill,
    fontWeight: text.fontWeight,
    textAnchor: text.textAnchor,
  };
}

/** The document with `copies` on top, and them selected. */
function withAdded(doc: EditorDocument, copies: TemplateElement[]) {
  return {
    doc: { ...doc, elements: [...doc.elements, ...copies] },
    selection: copies.map((e) => e.id),
  };
}

/** The commands that add, change, copy and remove elements. */
export const elementCommands = {
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
          ...onTop(state.doc),
          content: args.content,
          x: args.x ?? canvasOf(state.doc).width / 2,
          y: args.y ?? text.y,
          ...textLook(),
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
      const place = onTop(state.doc);
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
          ...onTop(state.doc),
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
      const place = onTop(state.doc);
      if (field.kind === 'image') {
        const dataImage = sponsorFieldNames.includes(field.name)
          ? editorDefaults.sponsorImage
          : editorDefaults.dataImage;
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
      return added(
        state,
        {
          ...place,
          type: 'api-text',
          apiField: field.name,
          x: args.x ?? canvasOf(state.doc).width / 2,
          y: args.y ?? editorDefaults.dataText.y,
          ...textLook(),
        },
        unplaced(args),
      );
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
      return withAdded(state.doc, insertable(state.doc, orderedSelection(state), pasteOffset));
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
      return { ...withAdded(state.doc, copies), pasteCount: count };
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
      return elements.length === 0 ? null : withAdded(state.doc, elements);
    },
  },
} satisfies CommandGroup<
  | 'add-text'
  | 'add-shape'
  | 'rename'
  | 'add-image'
  | 'add-field'
  | 'update'
  | 'delete'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'import'
>;
