import { historyLimit } from '#client/features/editor/core/defaults.ts';
import { validDocument } from '#client/features/editor/core/document.ts';
import { record } from '#client/features/editor/core/history.ts';
import type { EditorState } from '#client/features/editor/core/state.ts';
import type {
  Coalesce,
  Command,
  CommandArgs,
  CommandId,
  Registry,
} from '#client/features/editor/core/command-types.ts';
import { arrangeCommands } from '#client/features/editor/core/commands/arrange-commands.ts';
import { documentCommands } from '#client/features/editor/core/commands/document-commands.ts';
import { elementCommands } from '#client/features/editor/core/commands/element-commands.ts';
import { viewCommands } from '#client/features/editor/core/commands/view-commands.ts';

export type {
  AlignEdge,
  Command,
  CommandArgs,
  CommandId,
  ShapeKind,
  Shortcut,
  StatePatch,
} from '#client/features/editor/core/command-types.ts';
export { resizedElement } from '#client/features/editor/core/arrange.ts';

/**
 * Every change to the editor is one of these registered commands: menus, toolbar buttons,
 * shortcuts and the pointer all go through `runCommand`, so each change is validated against the
 * template schema and recorded for undo in one place. The commands are written in four groups
 * (commands/): elements, arranging, the document, and selection, history and view.
 */
export const commands: Registry = {
  ...elementCommands,
  ...arrangeCommands,
  ...documentCommands,
  ...viewCommands,
};

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
