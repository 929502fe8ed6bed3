import { useEffect, useLayoutEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import type { Game } from '#shared/sports/sports.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import { PostSvgContent } from '#client/components/post/post-svg.tsx';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { canvasOf } from '#client/features/editor/core/document.ts';
import { selectionHandles } from '#client/features/editor/core/hit-testing.ts';
import { selectionBox } from '#client/features/editor/core/selectors.ts';
import { elementBox } from '#client/features/editor/core/state.ts';
import { useEditorState } from '#client/features/editor/hooks/use-editor-selector.ts';
import { usePinchZoom } from '#client/features/editor/hooks/use-pinch-zoom.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/** Grid pattern on the canvas while editing (docs/product.md section 9). */
const gridSize = 50;
const selectionColor = '#0ea5e9';
const guideColor = '#f43f5e';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/**
 * The editor's canvas: the shared renderer's drawing of the template in editor mode inside a
 * zoomable, pannable viewport, with the selection, handles, snap guides and marquee on top.
 * Pointer (mouse, pen, touch), wheel and keys go to the editor's core; two fingers pinch-zoom.
 */
export function EditorCanvas({
  editor,
  previewGames,
  readOnly = false,
  className,
}: {
  editor: Editor;
  /** Preview mode: the games whose data fill the fields; null while editing. */
  previewGames: readonly Game[] | null;
  /** Phones: the template is shown, not edited. */
  readOnly?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const state = useEditorState(editor);
  const container = useRef<HTMLDivElement>(null);
  const spaceHeld = useRef(false);
  const { doc, viewport } = state;
  const canvas = canvasOf(doc);
  const language = resolveLanguage(i18n.language);

  // While elements are dragged the post is drawn as it was when the drag began and the dragged
  // groups are shifted by a transform: one attribute per frame instead of a new drawing.
  const moving =
    state.gesture.phase === 'dragging' && state.gesture.target.kind === 'element'
      ? state.gesture
      : null;
  const drawn = moving ? moving.origin.doc : doc;
  const post = useMemo(
    () =>
      renderPost(drawn, previewGames ?? [], {
        idPrefix: 'ed-',
        // The headline field says what the first tab the template serves is about.
        kind: servedModes(drawn)[0],
        editor: {
          fields: previewGames ? 'data' : 'placeholders',
          fieldLabel: (name) => gameField(name)?.label[language] ?? name,
        },
      }),
    [drawn, previewGames, language],
  );
  const tree = useMemo(() => postSvg(post, 'all'), [post]);
  const drawing = useRef<SVGSVGElement>(null);
  const shiftX = moving?.moved.x ?? 0;
  const shiftY = moving?.moved.y ?? 0;
  const shifted = moving ? moving.origin.selection : null;
  useLayoutEffect(() => {
    const root = drawing.current;
    if (!root || !shifted) return;
    const groups = shifted
      .map((id) => root.querySelector(`[data-element-id="${CSS.escape(id)}"]`))
      .filter((group): group is Element => group !== null);
    for (const group of groups) group.setAttribute('transform', `translate(${shiftX} ${shiftY})`);
    return () => {
      for (const group of groups) group.removeAttribute('transform');
    };
  }, [shifted, shiftX, shiftY]);

  // Hit-testing and snapping use the boxes the renderer measured. While a move is dragged the
  // measured boxes follow the elements by themselves, so they are handed over when it ends.
  const dragging = state.gesture.phase === 'dragging';
  useLayoutEffect(() => {
    if (post.boxes) editor.setBoxes(post.boxes, drawn);
  }, [editor, post, drawn]);

  // The container's size: the first one fits the canvas into it.
  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width < 1 || height < 1) return;
      editor.setContainer({ width, height }, first);
      first = false;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [editor]);

  // Ctrl+wheel zooms, the wheel pans; the page must not scroll or zoom under it.
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = node.getBoundingClientRect();
      const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
      editor.wheel({
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
        deltaX: event.deltaX * scale,
        deltaY: event.deltaY * scale,
        ctrl: event.ctrlKey,
        meta: event.metaKey,
      });
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [editor]);

  // Shortcuts, unless the user is typing in a field; space held pans.
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
      if (event.key === ' ') {
        spaceHeld.current = true;
        event.preventDefault();
        return;
      }
      const ran = editor.keyDown({
        key: event.key,
        ctrl: event.ctrlKey,
        meta: event.metaKey,
        shift: event.shiftKey,
        alt: event.altKey,
      });
      if (ran) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') spaceHeld.current = false;
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [editor, readOnly]);

  const pinch = usePinchZoom(editor, container);

  const input = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      shift: event.shiftKey,
      alt: event.altKey,
      ctrl: event.ctrlKey,
      meta: event.metaKey,
      button: event.button,
      pan: spaceHeld.current || readOnly,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button === 2) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    if (pinch.down(event)) return;
    // Keyboard shortcuts work once the canvas was touched, even after typing in a field.
    if (document.activeElement instanceof HTMLElement && isTyping(document.activeElement)) {
      document.activeElement.blur();
    }
    event.preventDefault();
    editor.pointerDown(input(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pinch.move(event)) return;
    if (editor.state.gesture.phase === 'idle') return;
    editor.pointerMove(input(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pinch.up(event)) return;
    editor.pointerUp(input(event));
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pinch.up(event);
    editor.pointerCancel();
  };

  const editing = state.mode === 'edit' && !readOnly;
  const selected = editing ? selectionBox(state) : null;
  const handles = editing ? selectionHandles(state) : [];
  const screen = (x: number, y: number) => ({
    x: x * viewport.zoom + viewport.x,
    y: y * viewport.zoom + viewport.y,
  });
  const single = state.selection.length === 1 ? state.selection[0] : undefined;
  const frame = single && editing ? post.textFrames?.[single] : undefined;
  const many = editing && state.selection.length > 1;

  return (
    <div
      ref={container}
      data-testid="editor-canvas"
      role="application"
      aria-label={t('editor.canvas.label')}
      className={`relative touch-none overflow-hidden select-none ${className ?? ''}`}
      style={{ cursor: dragging && state.gesture.target.kind === 'pan' ? 'grabbing' : 'default' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onContextMenu={(event) => event.preventDefault()}
    >
      <div
        className="absolute top-0 left-0 origin-top-left shadow-[0_6px_28px_rgba(0,0,0,0.28)]"
        style={{
          width: canvas.width,
          height: canvas.height,
          transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`,
        }}
        data-testid="editor-drawing"
      >
        <svg
          ref={drawing}
          xmlns="http://www.w3.org/2000/svg"
          width={canvas.width}
          height={canvas.height}
          viewBox={`0 0 ${canvas.width} ${canvas.height}`}
          overflow="hidden"
          className="block"
          data-testid="editor-post"
        >
          <PostSvgContent tree={tree} />
          {editing ? (
            <>
              <defs>
                <pattern
                  id="editor-grid"
                  width={gridSize}
                  height={gridSize}
                  patternUnits="userSpaceOnUse"
                >
                  <path
                    d={`M ${gridSize} 0 L 0 0 0 ${gridSize}`}
                    fill="none"
                    stroke="#ffffff"
                    strokeOpacity={0.09}
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                </pattern>
              </defs>
              <rect
                width={canvas.width}
                height={canvas.height}
                fill="url(#editor-grid)"
                pointerEvents="none"
              />
            </>
          ) : null}
        </svg>
      </div>
      <svg
        className="pointer-events-none absolute inset-0 block size-full"
        xmlns="http://www.w3.org/2000/svg"
        aria-hidden
      >
        {/* Overlays in screen pixels: the same thickness at every zoom. */}
        {editing && frame ? (
          <rect
            {...(() => {
              const a = screen(frame.x, frame.y);
              return { x: a.x, y: a.y };
            })()}
            width={frame.width * viewport.zoom}
            height={frame.height * viewport.zoom}
            fill="none"
            stroke={selectionColor}
            strokeOpacity={0.6}
            strokeDasharray="4 4"
          />
        ) : null}
        {many
          ? state.selection.map((id) => {
              const element = doc.elements.find((candidate) => candidate.id === id);
              if (!element) return null;
              const box = elementBox(state, element);
              const a = screen(box.x, box.y);
              return (
                <rect
                  key={id}
                  x={a.x}
                  y={a.y}
                  width={box.width * viewport.zoom}
                  height={box.height * viewport.zoom}
                  fill="none"
                  stroke={selectionColor}
                  strokeOpacity={0.5}
                />
              );
            })
          : null}
        {selected ? (
          <rect
            data-testid="editor-selection"
            x={screen(selected.x, selected.y).x - 0.5}
            y={screen(selected.x, selected.y).y - 0.5}
            width={selected.width * viewport.zoom + 1}
            height={selected.height * viewport.zoom + 1}
            fill="none"
            stroke={selectionColor}
            strokeWidth={1.5}
          />
        ) : null}
        {handles.map((handle) => {
          const p = screen(handle.point.x, handle.point.y);
          return (
            <rect
              key={handle.id}
              data-handle={handle.id}
              x={p.x - 5}
              y={p.y - 5}
              width={10}
              height={10}
              rx={2}
              fill="#ffffff"
              stroke={selectionColor}
              strokeWidth={1.5}
            />
          );
        })}
        {state.guides.map((guide, index) => {
          const a =
            guide.axis === 'x'
              ? screen(guide.position, guide.from)
              : screen(guide.from, guide.position);
          const b =
            guide.axis === 'x'
              ? screen(guide.position, guide.to)
              : screen(guide.to, guide.position);
          return (
            <line
              key={index}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={guideColor}
              strokeWidth={1}
              data-testid="editor-guide"
            />
          );
        })}
        {state.marquee ? (
          <rect
            x={screen(state.marquee.x, state.marquee.y).x}
            y={screen(state.marquee.x, state.marquee.y).y}
            width={state.marquee.width * viewport.zoom}
            height={state.marquee.height * viewport.zoom}
            fill={selectionColor}
            fillOpacity={0.08}
            stroke={selectionColor}
            strokeDasharray="4 3"
          />
        ) : null}
      </svg>
    </div>
  );
}
