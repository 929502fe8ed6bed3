/**
 * The template editor's core: plain TypeScript, no React, no DOM. The screen holds one `Editor`,
 * renders `editor.state` and feeds it events; everything else happens here.
 *
 * State (`EditorState`, state.ts; immutable, a new object per change):
 * - `doc`: the document, an `svg_config` of src/shared/templates/template-schema.ts (every
 *   change is validated with that schema; `editor.document` is what to save);
 * - `selection` (element ids), `history` (undo/redo), `viewport` {zoom, x, y} (a canvas point p is
 *   at p * zoom + (x, y) on screen), `container` (the canvas container's size), `gesture` (the
 *   pointer's state machine), `guides` and `marquee` (to draw while dragging), `games` (1..3),
 *   `mode` ('edit' | 'preview'), `lockImageAspect`, `clipboard`.
 *
 * Changes: `editor.dispatch(commandId, args)` runs a registered command (commands.ts: add-text,
 * add-image, add-field, move, resize, set-size, update, delete, duplicate, copy, paste,
 * bring-forward, send-backward, bring-to-front, send-to-back, reorder, align, distribute, import,
 * set-background, set-format, select, select-all, deselect, undo, redo, zoom-in, zoom-out,
 * zoom-to, zoom-fit, zoom-around (pinch), pan, set-mode, set-games, set-image-aspect-lock). It
 * returns false when the command could not run; `editor.canRun(id, args)` tells menus whether to
 * enable an entry, `commands[id].labelKey` names it (i18n keys under editor.commands.*, to be
 * added by the screen) and `shortcutLabel(id)` (keymap.ts) shows its keys. Commands that change
 * the document are undo steps; pass the same `coalesce` key for a run of changes that should be
 * one step (a slider, a colour picker), as a drag does.
 *
 * Preview mode: `dispatch('set-mode', { mode: 'preview' })` disables adding; render the canvas with
 * `{ editor: { fields: 'data' } }` and the sample games, and with `fields: 'placeholders'` again
 * when leaving it.
 *
 * Input, in screen pixels relative to the canvas container:
 * - `pointerDown/Move/Up/Cancel({x, y, shift, alt, ctrl, meta, button, pan})`: select, Shift+click,
 *   marquee, move with snapping (Alt: none), resize by the 8 handles (`selectionHandles`),
 *   pan (middle button or `pan: true`);
 * - `wheel({x, y, deltaX, deltaY, ctrl, meta})`: Ctrl/Cmd zooms around the pointer, else pans;
 * - `keyDown({key, ctrl, meta, shift, alt})`: returns true when a shortcut ran (then prevent the
 *   browser's default);
 * - `setContainer({width, height})` when the canvas container resizes;
 * - `setBoxes(post.boxes, doc)` after each render of the canvas with the renderer's editor mode
 *   (`renderPost(doc, games, { editor: { fields } })`): hit-testing and snapping use these boxes.
 *
 * Read with the selectors of selectors.ts (`selectedElements`, `selectionBox`, `layerList`,
 * `usedFields`, `fieldButtons`, `guides`, `marquee`, `canUndo`, `canRedo`) and `selectionHandles`
 * (interaction.ts); `subscribe(listener)` fits React's useSyncExternalStore. A new template can
 * start from a built-in look with `templateFromTheme` (from-theme.ts).
 */
import type { Bounds } from '#shared/geometry/path-data.ts';
import {
  commands,
  runCommand,
  type CommandArgs,
  type CommandId,
} from '#client/features/editor/core/commands.ts';
import { canvasOf, type EditorDocument } from '#client/features/editor/core/document.ts';
import { emptyHistory } from '#client/features/editor/core/history.ts';
import {
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  wheel,
  type PointerInput,
  type WheelInput,
} from '#client/features/editor/core/interaction.ts';
import { bindingFor, type KeyInput } from '#client/features/editor/core/keymap.ts';
import {
  initialState,
  type EditorOptions,
  type EditorState,
  type Measured,
} from '#client/features/editor/core/state.ts';
import { fitViewport, type Size } from '#client/features/editor/core/viewport.ts';

/** Commands without arguments may be dispatched without them. */
type ArgsParam<K extends CommandId> = undefined extends CommandArgs[K]
  ? [args?: CommandArgs[K]]
  : [args: CommandArgs[K]];

export class Editor {
  private current: EditorState;
  private readonly listeners = new Set<() => void>();

  constructor(options: EditorOptions = {}) {
    this.current = initialState(options);
  }

  get state(): EditorState {
    return this.current;
  }

  /** The template to save. */
  get document(): EditorDocument {
    return this.current.doc;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: EditorState): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  canRun<K extends CommandId>(id: K, ...[args]: ArgsParam<K>): boolean {
    return commands[id].canRun(this.current, args as CommandArgs[K]);
  }

  dispatch<K extends CommandId>(id: K, ...[args]: ArgsParam<K>): boolean {
    const next = runCommand(this.current, id, args as CommandArgs[K]);
    if (!next) return false;
    this.set(next);
    return true;
  }

  /** Opens another template: history, selection and clipboard offsets start afresh. */
  load(doc: EditorDocument, games = this.current.games): void {
    this.set({
      ...initialState({ doc, games, container: this.current.container }),
      clipboard: this.current.clipboard,
      history: emptyHistory,
    });
  }

  pointerDown(input: PointerInput): void {
    this.set(pointerDown(this.current, input));
  }

  pointerMove(input: PointerInput): void {
    this.set(pointerMove(this.current, input));
  }

  pointerUp(input: PointerInput): void {
    this.set(pointerUp(this.current, input));
  }

  pointerCancel(): void {
    this.set(pointerCancel(this.current));
  }

  wheel(input: WheelInput): void {
    this.set(wheel(this.current, input));
  }

  /** Runs the command bound to the key; true when one ran. */
  keyDown(event: KeyInput): boolean {
    const binding = bindingFor(event);
    if (!binding) return false;
    const next = runCommand(this.current, binding.command, binding.args as never);
    if (next) this.set(next);
    return next !== null;
  }

  setContainer(container: Size, fit = false): void {
    const viewport = fit
      ? fitViewport(canvasOf(this.current.doc), container)
      : this.current.viewport;
    this.set({ ...this.current, container, viewport });
  }

  /** The boxes the renderer measured for `doc` (the document it rendered). */
  setBoxes(boxes: Readonly<Record<string, Bounds>>, doc: EditorDocument = this.current.doc): void {
    const measured: Record<string, Measured> = {};
    for (const element of doc.elements) {
      const box = boxes[element.id];
      if (box) measured[element.id] = { box, x: element.x, y: element.y };
    }
    this.set({ ...this.current, measured });
  }
}

export function createEditor(options: EditorOptions = {}): Editor {
  return new Editor(options);
}
