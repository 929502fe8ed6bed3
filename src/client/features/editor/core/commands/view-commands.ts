import { canvasOf, orderedElements } from '#client/features/editor/core/document.ts';
import { clampZoom, fitViewport, zoomAt, zoomStep } from '#client/features/editor/core/viewport.ts';
import type { CommandGroup } from '#client/features/editor/core/command-types.ts';
import { centre, label } from '#client/features/editor/core/command-support.ts';

/**
 * The commands on the selection, the history and the view: none changes the document itself but
 * undo and redo.
 */
export const viewCommands = {
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
} satisfies CommandGroup<
  | 'select'
  | 'select-all'
  | 'deselect'
  | 'undo'
  | 'redo'
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-to'
  | 'zoom-fit'
  | 'zoom-around'
  | 'pan'
  | 'set-mode'
>;
