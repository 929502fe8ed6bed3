import { anchoredLeft } from '#shared/geometry/box.ts';
import type { Bounds } from '#shared/geometry/path-data.ts';
import { lineBounds } from '#shared/render/shape-bounds.ts';
import { boxedBounds, placedPathBounds } from '#shared/templates/element-bounds.ts';
import { gameField, maxGamesPerTemplate } from '#shared/templates/game-fields.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import {
  canvasOf,
  emptyDocument,
  type EditorDocument,
} from '#client/features/editor/core/document.ts';
import type { Box, HandleId, Point } from '#client/features/editor/core/geometry.ts';
import { emptyHistory, type History } from '#client/features/editor/core/history.ts';
import type { Guide } from '#client/features/editor/core/snapping.ts';
import { fitViewport, type Size, type Viewport } from '#client/features/editor/core/viewport.ts';

/** Modifier keys held during a pointer or key event. */
export interface Modifiers {
  shift?: boolean;
  alt?: boolean;
  ctrl?: boolean;
  meta?: boolean;
}

/** What a press landed on. */
export type PressTarget =
  | { kind: 'element'; id: string; wasSelected: boolean; shift: boolean }
  | { kind: 'handle'; id: string; handle: HandleId }
  /** A handle of the box around several selected elements: they scale together. */
  | { kind: 'selection-handle'; ids: readonly string[]; handle: HandleId }
  | { kind: 'canvas'; shift: boolean }
  | { kind: 'pan' };

/** The drag state machine: idle -> pressing -> dragging -> idle. Points are on screen. */
export type Gesture =
  | { phase: 'idle' }
  | { phase: 'pressing'; start: Point; target: PressTarget; serial: number }
  | {
      phase: 'dragging';
      start: Point;
      target: PressTarget;
      serial: number;
      /** The document, selection, boxes and viewport when the drag began. */
      origin: {
        doc: EditorDocument;
        selection: readonly string[];
        viewport: Viewport;
        boxes: Record<string, Box>;
      };
      /** Move: how far the selection has been moved so far (canvas pixels). */
      moved: Point;
    };

/** A box the renderer measured, with where its element stood then (boxes follow moves). */
export interface Measured {
  box: Bounds;
  x: number;
  y: number;
}

export interface EditorState {
  readonly doc: EditorDocument;
  /** Selected element ids, in the order they were selected. */
  readonly selection: readonly string[];
  readonly history: History;
  readonly viewport: Viewport;
  /** The canvas container's size on screen (for fit and zoom buttons). */
  readonly container: Size;
  readonly gesture: Gesture;
  /** Snap guides to draw while dragging (canvas pixels). */
  readonly guides: readonly Guide[];
  /** The marquee while one is dragged (canvas pixels). */
  readonly marquee: Box | null;
  readonly measured: Readonly<Record<string, Measured>>;
  readonly clipboard: readonly TemplateElement[];
  /** How many times the clipboard was pasted: each paste lands 20 px further. */
  readonly pasteCount: number;
  /** Number of games the template is for: data fields of games 1..N can be added. */
  readonly games: number;
  /** Images keep their aspect ratio when resized (Shift inverts while dragging). */
  readonly lockImageAspect: boolean;
  /** 'preview': data fields show games, nothing can be added. */
  readonly mode: 'edit' | 'preview';
}

export interface EditorOptions {
  doc?: EditorDocument;
  games?: number;
  container?: Size;
}

export function initialState(options: EditorOptions = {}): EditorState {
  const doc = options.doc ?? emptyDocument;
  const container = options.container ?? { width: 800, height: 800 };
  return {
    doc,
    selection: [],
    history: emptyHistory,
    viewport: fitViewport(canvasOf(doc), container),
    container,
    gesture: { phase: 'idle' },
    guides: [],
    marquee: null,
    measured: {},
    clipboard: [],
    pasteCount: 0,
    games: Math.min(maxGamesPerTemplate, Math.max(1, options.games ?? 1)),
    lockImageAspect: true,
    mode: 'edit',
  };
}

/**
 * An element's box: geometry for boxes and images, the renderer's measurement for text and paths
 * (moved along if the element moved since), an estimate until the first measurement.
 */
export function elementBox(state: EditorState, element: TemplateElement): Box {
  switch (element.type) {
    case 'line':
      return lineBounds(element);
    case 'path':
    case 'text':
    case 'api-text': {
      const measured = state.measured[element.id];
      if (measured) {
        return {
          ...measured.box,
          x: measured.box.x + element.x - measured.x,
          y: measured.box.y + element.y - measured.y,
        };
      }
      if (element.type === 'path') return placedPathBounds(element);
      // A data field shows its label until the renderer measured it.
      const shown =
        element.content ??
        (element.type === 'api-text' ? (gameField(element.apiField)?.label.de ?? '') : '');
      const width = element.maxWidth ?? Math.max(1, shown.length) * element.fontSize * 0.5;
      return {
        x: anchoredLeft(element.x, element.textAnchor, width),
        y: element.y - element.fontSize * 0.9,
        width,
        height: element.fontSize * 1.2,
      };
    }
    default:
      return boxedBounds(element);
  }
}

export function boxById(state: EditorState, id: string): Box | null {
  const element = state.doc.elements.find((candidate) => candidate.id === id);
  return element ? elementBox(state, element) : null;
}
