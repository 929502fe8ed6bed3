import { useLayoutEffect, useMemo, useRef } from 'react';
import { postLanguageOf } from '#shared/i18n/post-language.ts';
import { postSvg, renderPost } from '#shared/render/render-post.ts';
import type { Game } from '#shared/sports/sports.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import type { EditorState } from '#client/features/editor/core/state.ts';
import type { Language } from '#client/i18n/languages.ts';
import { useClubColors } from '#client/features/editor/hooks/use-club-colors.tsx';

/**
 * The canvas's drawing: the shared renderer's post in editor mode (field placeholders while
 * editing, the games' data in preview), its measured boxes handed to the core for hit-testing and
 * snapping. While elements are dragged the post is drawn as it was when the drag began and the
 * dragged groups are shifted by a transform: one attribute per frame instead of a new drawing.
 */
export function useCanvasDrawing(
  editor: Editor,
  state: EditorState,
  previewGames: readonly Game[] | null,
  language: Language,
) {
  const moving =
    state.gesture.phase === 'dragging' && state.gesture.target.kind === 'element'
      ? state.gesture
      : null;
  const drawn = moving ? moving.origin.doc : state.doc;
  const { palette } = useClubColors();
  const post = useMemo(
    () =>
      renderPost(drawn, previewGames ?? [], {
        idPrefix: 'ed-',
        // The headline field says what the first tab the template serves is about.
        kind: servedModes(drawn)[0],
        // The preview's words and dates in the person's language, as the studio's default.
        language: postLanguageOf(language),
        // A template's club colours in the colours of the user's club.
        palette,
        editor: {
          fields: previewGames ? 'data' : 'placeholders',
          fieldLabel: (name) => gameField(name)?.label[language] ?? name,
        },
      }),
    [drawn, previewGames, language, palette],
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
  useLayoutEffect(() => {
    if (post.boxes) editor.setBoxes(post.boxes, drawn);
  }, [editor, post, drawn]);

  return { post, tree, drawing };
}
