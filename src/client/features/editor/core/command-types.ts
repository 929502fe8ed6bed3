import type { Format } from '#shared/templates/formats.ts';
import type { TemplateMode } from '#shared/templates/post-kinds.ts';
import type { ElementInput, TemplateElement } from '#shared/templates/template-schema.ts';
import type { EditorDocument } from '#client/features/editor/core/document.ts';
import type { Box } from '#client/features/editor/core/geometry.ts';
import type { EditorState } from '#client/features/editor/core/state.ts';

/** The shapes of the editor's commands (commands.ts): their ids, arguments and results. */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

export type Coalesce = {
  /** Steps with the same key in a row are one undo step (a drag, a slider). */
  coalesce?: string;
};

export type ShapeKind = 'rect' | 'ellipse' | 'line';

export interface CommandArgs {
  /** A fixed text; `content` in the person's language ('Neuer Text', 'New text'), the caller's word. */
  'add-text': { content: string; x?: number; y?: number };
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

export type Registry = { [K in CommandId]: Command<K> };

/** Some of the commands, each under its own id: a group of commands.ts's registry. */
export type CommandGroup<K extends CommandId> = { [P in K]: Command<P> };
