import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { maxGamesPerTemplate } from '#shared/templates/game-fields.ts';
import type { EditableTemplate } from '#client/api/get-template.ts';
import { toast } from '#client/lib/toast.ts';
import { editorDefaults } from '#client/features/editor/core/defaults.ts';
import { emptyDocument, type EditorDocument } from '#client/features/editor/core/document.ts';
import { createEditor, type Editor } from '#client/features/editor/core/editor.ts';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { readDraft, removeDraft, writeDraft } from '#client/features/editor/utils/draft.ts';

/** What was saved last: the changes are what differs from it. */
export interface Baseline {
  name: string;
  games: number;
  doc: EditorDocument;
}

const newDocument: EditorDocument = {
  ...emptyDocument,
  backgroundColor: editorDefaults.backgroundColor,
};

/**
 * One editing session of a template: the editor started from the saved template or the user's
 * draft, the name, whether anything is unsaved, the draft kept across a reload, and the guards
 * against leaving with unsaved changes (the browser's and the router's).
 */
export function useEditorSession({
  userId,
  templateId,
  saved,
  maxGames,
}: {
  userId: string;
  templateId: string | undefined;
  saved: EditableTemplate | null;
  maxGames: number;
}) {
  const { t } = useTranslation();
  const [baseline, setBaseline] = useState<Baseline>(() => ({
    name: saved?.name ?? '',
    games: saved?.supportedGames ?? 1,
    doc: saved?.config ?? newDocument,
  }));
  const draft = useMemo(() => readDraft(userId, templateId), [userId, templateId]);
  const [editor] = useState<Editor>(() =>
    createEditor({
      doc: draft?.config ?? baseline.doc,
      games: Math.min(maxGamesPerTemplate, draft?.games ?? baseline.games),
    }),
  );
  const [name, setName] = useState(draft?.name ?? baseline.name);
  const leaving = useRef(false);

  // Only whether the template changed, not the template itself: a drag does not redraw the page.
  const docChanged = useEditorSelector(editor, (state) => state.doc !== baseline.doc);
  const games = useEditorSelector(editor, (state) => state.games);
  const dirty = docChanged || name !== baseline.name || games !== baseline.games;

  useEffect(() => {
    if (draft) toast.info({ title: t('editor.toasts.draftRestored') });
  }, [draft, t]);

  // Keep unsaved work across a reload (written a moment after the last change); saved work needs
  // no draft.
  useEffect(() => {
    if (!dirty) {
      removeDraft(userId, templateId);
      return;
    }
    let timer = 0;
    const write = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => writeDraft(userId, templateId, { name, games, config: editor.document }),
        300,
      );
    };
    write();
    const unsubscribe = editor.subscribe(write);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [dirty, editor, name, games, userId, templateId]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // A plan that allows fewer games than the template holds (after a downgrade).
  useEffect(() => {
    if (editor.state.games > maxGames) editor.dispatch('set-games', { games: maxGames });
  }, [editor, maxGames]);

  /** After a save: what was saved is the new baseline, and leaving asks nothing. */
  const markSaved = (next: Baseline) => {
    removeDraft(userId, templateId);
    setBaseline(next);
    leaving.current = true;
  };

  return {
    editor,
    name,
    setName,
    games,
    dirty,
    blocker,
    markSaved,
    discardDraft: () => removeDraft(userId, templateId),
  };
}
