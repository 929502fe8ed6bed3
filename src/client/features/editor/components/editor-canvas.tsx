import { useTranslation } from 'react-i18next';
import type { Game } from '#shared/sports/sports.ts';
import { PostSvgContent } from '#client/components/post/post-svg.tsx';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { canvasOf } from '#client/features/editor/core/document.ts';
import { CanvasOverlay } from '#client/features/editor/components/canvas-overlay.tsx';
import { useCanvasDrawing } from '#client/features/editor/hooks/use-canvas-drawing.ts';
import { useCanvasInput } from '#client/features/editor/hooks/use-canvas-input.ts';
import { useEditorState } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/** Grid pattern on the canvas while editing (docs/product.md section 9). */
const gridSize = 50;

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
  const { viewport } = state;
  const canvas = canvasOf(state.doc);
  const { post, tree, drawing } = useCanvasDrawing(
    editor,
    state,
    previewGames,
    resolveLanguage(i18n.language),
  );
  const { container, handlers } = useCanvasInput(editor, readOnly);
  const panning = state.gesture.phase === 'dragging' && state.gesture.target.kind === 'pan';
  const editing = state.mode === 'edit' && !readOnly;

  return (
    <div
      ref={container}
      data-testid="editor-canvas"
      role="application"
      aria-label={t('editor.canvas.label')}
      className={`relative touch-none overflow-hidden select-none ${className ?? ''}`}
      style={{ cursor: panning ? 'grabbing' : 'default' }}
      {...handlers}
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
          {editing ? <CanvasGrid width={canvas.width} height={canvas.height} /> : null}
        </svg>
      </div>
      <CanvasOverlay state={state} textFrames={post.textFrames} editing={editing} />
    </div>
  );
}

/** The grid over the drawing while editing: a faint line every `gridSize` canvas pixels. */
function CanvasGrid({ width, height }: { width: number; height: number }) {
  return (
    <>
      <defs>
        <pattern id="editor-grid" width={gridSize} height={gridSize} patternUnits="userSpaceOnUse">
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
      <rect width={width} height={height} fill="url(#editor-grid)" pointerEvents="none" />
    </>
  );
}
