import { templateModes } from '#shared/templates/post-kinds.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import { canvasOf, type EditorDocument } from '#client/features/editor/core/document.ts';
import { fitViewport } from '#client/features/editor/core/viewport.ts';
import type { CommandGroup } from '#client/features/editor/core/command-types.ts';
import { editing, label } from '#client/features/editor/core/command-support.ts';

/**
 * The commands on the template as a whole: background, format, tabs, games, a look to start
 * from.
 */
export const documentCommands = {
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
} satisfies CommandGroup<
  | 'set-background'
  | 'set-format'
  | 'set-post-modes'
  | 'start-from-look'
  | 'set-games'
  | 'set-image-aspect-lock'
>;
