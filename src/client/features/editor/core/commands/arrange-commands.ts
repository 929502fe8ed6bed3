import { orderedElements, withElements } from '#client/features/editor/core/document.ts';
import { elementBox } from '#client/features/editor/core/state.ts';
import type { CommandGroup } from '#client/features/editor/core/command-types.ts';
import {
  arrow,
  hasSelection,
  label,
  round,
  selected,
} from '#client/features/editor/core/command-support.ts';
import {
  alignOffsets,
  distributeOffsets,
  moveBy,
  moveEach,
  reordered,
  resizedElement,
  stepLayer,
  toEnd,
} from '#client/features/editor/core/arrange.ts';

/** The commands that move, size, align and layer the selected elements. */
export const arrangeCommands = {
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
} satisfies CommandGroup<
  | 'move'
  | 'resize'
  | 'resize-selection'
  | 'set-size'
  | 'bring-forward'
  | 'send-backward'
  | 'bring-to-front'
  | 'send-to-back'
  | 'reorder'
  | 'align'
  | 'distribute'
>;
