import type { RenderedPost } from '#shared/render/render-post.ts';
import { selectionHandles } from '#client/features/editor/core/hit-testing.ts';
import { selectionBox } from '#client/features/editor/core/selectors.ts';
import { elementBox, type EditorState } from '#client/features/editor/core/state.ts';

const selectionColor = '#0ea5e9';
const guideColor = '#f43f5e';

/**
 * Over the canvas while editing, in screen pixels (the same thickness at every zoom): the text
 * box of a single selected text, each element of a many-selection, the selection's box and
 * handles, the snap guides and the marquee.
 */
export function CanvasOverlay({
  state,
  textFrames,
  editing,
}: {
  state: EditorState;
  textFrames: RenderedPost['textFrames'];
  editing: boolean;
}) {
  const { doc, viewport } = state;
  const selected = editing ? selectionBox(state) : null;
  const handles = editing ? selectionHandles(state) : [];
  const screen = (x: number, y: number) => ({
    x: x * viewport.zoom + viewport.x,
    y: y * viewport.zoom + viewport.y,
  });
  const single = state.selection.length === 1 ? state.selection[0] : undefined;
  const frame = single && editing ? textFrames?.[single] : undefined;
  const many = editing && state.selection.length > 1;

  return (
    <svg
      className="pointer-events-none absolute inset-0 block size-full"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden
    >
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
          guide.axis === 'x' ? screen(guide.position, guide.to) : screen(guide.to, guide.position);
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
  );
}
