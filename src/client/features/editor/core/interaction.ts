import { dragThreshold, snapScreenPixels } from '#client/features/editor/core/defaults.ts';
import { canvasOf, orderedElements } from '#client/features/editor/core/document.ts';
import {
  boxFromCorners,
  handleAnchors,
  intersects,
  isCorner,
  resizeBox,
  unionOf,
  type Box,
  type HandleId,
} from '#client/features/editor/core/geometry.ts';
import { runCommand } from '#client/features/editor/core/commands.ts';
import { snapEdges, snapMove } from '#client/features/editor/core/snapping.ts';
import {
  elementBox,
  type EditorState,
  type Gesture,
  type Modifiers,
  type PressTarget,
} from '#client/features/editor/core/state.ts';
import { toCanvas, type Viewport } from '#client/features/editor/core/viewport.ts';
import { elementAt, handleAt } from '#client/features/editor/core/hit-testing.ts';

/**
 * The pointer: a small state machine (idle -> pressing -> dragging -> idle) fed with events in
 * screen pixels of the canvas container, turned into canvas pixels with the viewport at any zoom.
 * A press picks a handle, an element or the empty canvas; past a few pixels it becomes a move, a
 * resize, a marquee or a pan. Moves snap (Alt: not) and show guides; a whole drag is one undo step.
 */
export interface PointerInput extends Modifiers {
  x: number;
  y: number;
  /** 0 main, 1 middle (pans), 2 secondary. */
  button?: number;
  /** Pan instead of select (space held, hand tool, two fingers). */
  pan?: boolean;
}

export interface WheelInput extends Modifiers {
  x: number;
  y: number;
  deltaX: number;
  deltaY: number;
}

let serials = 0;

function pressTarget(state: EditorState, input: PointerInput): PressTarget {
  if (input.pan || input.button === 1) return { kind: 'pan' };
  const point = toCanvas(state.viewport, input);
  const handle = handleAt(state, point);
  if (handle && state.selection.length === 1) {
    return { kind: 'handle', id: state.selection[0] as string, handle };
  }
  if (handle) return { kind: 'selection-handle', ids: [...state.selection], handle };
  const element = elementAt(state, point);
  if (element) {
    return {
      kind: 'element',
      id: element.id,
      wasSelected: state.selection.includes(element.id),
      shift: Boolean(input.shift),
    };
  }
  return { kind: 'canvas', shift: Boolean(input.shift) };
}

export function pointerDown(state: EditorState, input: PointerInput): EditorState {
  if (input.button === 2) return state;
  const target = pressTarget(state, input);
  const gesture: Gesture = {
    phase: 'pressing',
    start: { x: input.x, y: input.y },
    target,
    serial: ++serials,
  };
  const pressed = { ...state, gesture, guides: [], marquee: null };
  if (target.kind === 'element' && !target.wasSelected) {
    return select(pressed, [target.id], target.shift);
  }
  return pressed;
}

function startDrag(state: EditorState, gesture: Extract<Gesture, { phase: 'pressing' }>) {
  const boxes: Record<string, Box> = {};
  for (const element of state.doc.elements) boxes[element.id] = elementBox(state, element);
  const base =
    gesture.target.kind === 'canvas' && !gesture.target.shift ? select(state, []) : state;
  const selection = base.selection;
  return {
    ...base,
    selection,
    gesture: {
      phase: 'dragging' as const,
      start: gesture.start,
      target: gesture.target,
      serial: gesture.serial,
      origin: { doc: state.doc, selection, viewport: state.viewport, boxes },
      moved: { x: 0, y: 0 },
    },
  };
}

type Dragging = Extract<Gesture, { phase: 'dragging' }>;

function dragMove(state: EditorState, gesture: Dragging, input: PointerInput): EditorState {
  const zoom = gesture.origin.viewport.zoom;
  const raw = { x: (input.x - gesture.start.x) / zoom, y: (input.y - gesture.start.y) / zoom };
  const moving = new Set(gesture.origin.selection);
  const start = unionOf([...moving].map((id) => gesture.origin.boxes[id]).filter(isBox));
  if (!start) return state;
  let delta = raw;
  let guides: EditorState['guides'] = [];
  if (!input.alt) {
    const others = Object.entries(gesture.origin.boxes)
      .filter(([id]) => !moving.has(id))
      .map(([, box]) => box);
    const snapped = snapMove(
      { ...start, x: start.x + raw.x, y: start.y + raw.y },
      others,
      canvasOf(state.doc),
      snapScreenPixels / zoom,
    );
    delta = { x: raw.x + snapped.dx, y: raw.y + snapped.dy };
    guides = snapped.guides;
  }
  // Whole pixels: the element the drag holds ends on whole X and Y, the others move as far.
  const lead = gesture.origin.doc.elements.find((e) => e.id === gesture.origin.selection[0]);
  if (lead) {
    delta = {
      x: Math.round(lead.x + delta.x) - lead.x,
      y: Math.round(lead.y + delta.y) - lead.y,
    };
  }
  const step = { dx: delta.x - gesture.moved.x, dy: delta.y - gesture.moved.y };
  const next =
    step.dx !== 0 || step.dy !== 0
      ? runCommand(state, 'move', {
          ...step,
          ids: gesture.origin.selection,
          coalesce: `drag-${gesture.serial}`,
        })
      : null;
  return {
    ...(next ?? state),
    guides,
    gesture: { ...gesture, moved: next ? delta : gesture.moved },
  };
}

/**
 * How far a handle of `box` has been dragged, in canvas pixels, with the edges it moves snapped
 * to the canvas and to the elements not being resized (Alt: no snapping), and the guides shown.
 */
function handleDrag(
  state: EditorState,
  gesture: Dragging,
  box: Box,
  handle: HandleId,
  resizing: readonly string[],
  input: PointerInput,
): { dx: number; dy: number; guides: EditorState['guides'] } {
  const zoom = gesture.origin.viewport.zoom;
  const dx = (input.x - gesture.start.x) / zoom;
  const dy = (input.y - gesture.start.y) / zoom;
  if (input.alt) return { dx, dy, guides: [] };
  const anchor = handleAnchors[handle];
  const edgeX = anchor.x === 0.5 ? undefined : box.x + anchor.x * box.width + dx;
  const edgeY = anchor.y === 0.5 ? undefined : box.y + anchor.y * box.height + dy;
  const others = Object.entries(gesture.origin.boxes)
    .filter(([id]) => !resizing.includes(id))
    .map(([, other]) => other);
  const snapped = snapEdges(
    { x: edgeX, y: edgeY },
    others,
    canvasOf(state.doc),
    snapScreenPixels / zoom,
  );
  return { dx: dx + snapped.dx, dy: dy + snapped.dy, guides: snapped.guides };
}

function dragResize(
  state: EditorState,
  gesture: Dragging,
  target: Extract<PressTarget, { kind: 'handle' }>,
  input: PointerInput,
): EditorState {
  const element = gesture.origin.doc.elements.find((e) => e.id === target.id);
  const box = gesture.origin.boxes[target.id];
  if (!element || !box) return state;
  const isImage = element.type === 'image' || element.type === 'api-image';
  const isText = element.type === 'text' || element.type === 'api-text';
  // Text scales with its size from corners and top or bottom; its sides set its box width.
  const keepAspect = isImage
    ? state.lockImageAspect !== Boolean(input.shift)
    : isText
      ? isCorner(target.handle) || target.handle === 'n' || target.handle === 's'
      : Boolean(input.shift);
  const { dx, dy, guides } = handleDrag(state, gesture, box, target.handle, [target.id], input);
  const resized = resizeBox(box, target.handle, dx, dy, keepAspect);
  // Boxes land on whole pixels; text keeps the exact size its handle asked for.
  const next = isText ? resized : wholePixels(resized, box);
  const result = runCommand(state, 'resize', {
    id: target.id,
    box: next,
    origin: { element, box },
    coalesce: `drag-${gesture.serial}`,
  });
  return { ...(result ?? state), guides };
}

/**
 * Several elements scaled by a handle of the box around them. Corners keep the proportions
 * (Shift frees them), sides stretch; the moved edges snap like a single element's.
 */
function dragSelectionResize(
  state: EditorState,
  gesture: Dragging,
  target: Extract<PressTarget, { kind: 'selection-handle' }>,
  input: PointerInput,
): EditorState {
  const origin = target.ids.flatMap((id) => {
    const element = gesture.origin.doc.elements.find((e) => e.id === id);
    const box = gesture.origin.boxes[id];
    return element && box ? [{ element, box }] : [];
  });
  const from = unionOf(origin.map((item) => item.box));
  if (!from) return state;
  const keepAspect = isCorner(target.handle) !== Boolean(input.shift);
  const { dx, dy, guides } = handleDrag(state, gesture, from, target.handle, target.ids, input);
  const resized = resizeBox(from, target.handle, dx, dy, keepAspect);
  const hasText = origin.some(
    ({ element }) => element.type === 'text' || element.type === 'api-text',
  );
  const to = hasText ? resized : wholePixels(resized, from);
  const result = runCommand(state, 'resize-selection', {
    from,
    to,
    origin,
    coalesce: `drag-${gesture.serial}`,
  });
  return { ...(result ?? state), guides };
}

function dragMarquee(state: EditorState, gesture: Dragging, input: PointerInput): EditorState {
  const viewport = gesture.origin.viewport;
  const marquee = boxFromCorners(toCanvas(viewport, gesture.start), toCanvas(viewport, input));
  const hit = orderedElements(state.doc)
    .filter((element) => intersects(marquee, elementBox(state, element)))
    .map((element) => element.id);
  return { ...select(state, [...gesture.origin.selection, ...hit]), marquee };
}

function dragPan(state: EditorState, gesture: Dragging, input: PointerInput): EditorState {
  const origin = gesture.origin.viewport;
  const viewport: Viewport = {
    ...origin,
    x: origin.x + input.x - gesture.start.x,
    y: origin.y + input.y - gesture.start.y,
  };
  return { ...state, viewport };
}

export function pointerMove(state: EditorState, input: PointerInput): EditorState {
  let current = state;
  let gesture = state.gesture;
  if (gesture.phase === 'idle') return state;
  if (gesture.phase === 'pressing') {
    const distance = Math.hypot(input.x - gesture.start.x, input.y - gesture.start.y);
    if (distance < dragThreshold) return state;
    current = startDrag(state, gesture);
    gesture = current.gesture;
  }
  if (gesture.phase !== 'dragging') return current;
  const target = gesture.target;
  switch (target.kind) {
    case 'element':
      return dragMove(current, gesture, input);
    case 'handle':
      return dragResize(current, gesture, target, input);
    case 'selection-handle':
      return dragSelectionResize(current, gesture, target, input);
    case 'canvas':
      return dragMarquee(current, gesture, input);
    case 'pan':
      return dragPan(current, gesture, input);
  }
}

export function pointerUp(state: EditorState, input: PointerInput): EditorState {
  const gesture = state.gesture;
  const idle = { ...state, gesture: { phase: 'idle' as const }, guides: [], marquee: null };
  if (gesture.phase === 'dragging') return idleAfter(state, input);
  if (gesture.phase === 'idle') return idle;
  // A click without a drag.
  const target = gesture.target;
  if (target.kind === 'canvas' && !target.shift) return select(idle, []);
  if (target.kind === 'element' && target.wasSelected) {
    const selection = target.shift ? state.selection.filter((id) => id !== target.id) : [target.id];
    return select(idle, selection);
  }
  return idle;
}

function idleAfter(state: EditorState, input: PointerInput): EditorState {
  const moved = pointerMove(state, input);
  return { ...moved, gesture: { phase: 'idle' }, guides: [], marquee: null };
}

/** A drag the system took away (lost capture, a second finger): the document goes back. */
export function pointerCancel(state: EditorState): EditorState {
  const gesture = state.gesture;
  const idle = { ...state, gesture: { phase: 'idle' as const }, guides: [], marquee: null };
  if (gesture.phase !== 'dragging') return idle;
  const key = `drag-${gesture.serial}`;
  const past = state.history.past;
  const last = past[past.length - 1];
  const history = last?.key === key ? { ...state.history, past: past.slice(0, -1) } : state.history;
  return {
    ...idle,
    doc: gesture.origin.doc,
    selection: gesture.origin.selection,
    viewport: gesture.target.kind === 'pan' ? gesture.origin.viewport : state.viewport,
    history,
  };
}

/** Ctrl/Cmd + wheel (and pinch, which browsers report so) zooms around the pointer; else pans. */
export function wheel(state: EditorState, input: WheelInput): EditorState {
  const next =
    input.ctrl || input.meta
      ? runCommand(state, 'zoom-around', {
          factor: Math.exp(-input.deltaY / 300),
          x: input.x,
          y: input.y,
        })
      : runCommand(state, 'pan', { dx: -input.deltaX, dy: -input.deltaY });
  return next ?? state;
}

/** Selection changes go through the 'select' command like a menu's would. */
function select(state: EditorState, ids: readonly string[], add = false): EditorState {
  return runCommand(state, 'select', { ids, add }) ?? state;
}

/**
 * A resized box with the edges the handle moved on whole pixels (the edges it left alone stay
 * where they were, so a text's or a theme's fractional place is not nudged by a resize).
 */
function wholePixels(box: Box, before: Box): Box {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const left = same(box.x, before.x) ? box.x : Math.round(box.x);
  const top = same(box.y, before.y) ? box.y : Math.round(box.y);
  const newRight = same(right, before.x + before.width) ? right : Math.round(right);
  const newBottom = same(bottom, before.y + before.height) ? bottom : Math.round(bottom);
  return {
    x: left,
    y: top,
    width: Math.max(1, newRight - left),
    height: Math.max(1, newBottom - top),
  };
}

function isBox(box: Box | undefined): box is Box {
  return box !== undefined;
}
