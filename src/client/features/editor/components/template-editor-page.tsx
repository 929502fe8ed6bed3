import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { maxGamesPerTemplate } from '#shared/templates/game-fields.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTemplate, type EditableTemplate } from '#client/api/get-template.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/lib/toast.ts';
import { editorDefaults } from '#client/features/editor/core/defaults.ts';
import { usePreviewGames } from '#client/features/editor/api/get-preview-games.ts';
import { EditorCanvas } from '#client/features/editor/components/editor-canvas.tsx';
import { EditorHeader } from '#client/features/editor/components/editor-header.tsx';
import { EditorPhoneView } from '#client/features/editor/components/editor-phone-view.tsx';
import { EditorSidePanel } from '#client/features/editor/components/editor-side-panel.tsx';
import { EditorToolbar } from '#client/features/editor/components/editor-toolbar.tsx';
import {
  LogoPickerDialog,
  type PickedImage,
} from '#client/features/editor/components/logo-picker-dialog.tsx';
import { PreviewBanner } from '#client/features/editor/components/preview-banner.tsx';
import { SvgImportDialog } from '#client/features/editor/components/svg-import-dialog.tsx';
import { ThemeStartDialog } from '#client/features/editor/components/theme-start-dialog.tsx';
import { UnsavedChangesDialog } from '#client/features/editor/components/unsaved-changes-dialog.tsx';
import { useEditorSave } from '#client/features/editor/hooks/use-editor-save.ts';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { useEditorSession } from '#client/features/editor/hooks/use-editor-session.ts';
import { useMediaQuery } from '#client/features/editor/hooks/use-media-query.ts';
import { ClubColorsProvider } from '#client/features/editor/hooks/use-club-colors.tsx';
import { imageSizeFor } from '#client/features/editor/utils/image-size.ts';

const listPath = '/profile/templates';

/** /profile/templates/new and /profile/templates/edit/:id (paid users; see the router's guard). */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const template = useTemplate(id);
  // Drafts belong to one account: the editor opens only with the signed-in user known.
  const { user } = useMe();

  useEffect(() => {
    if (id && template.isError) {
      toast.error({ title: t('editor.toasts.loadFailed') });
      void navigate(listPath, { replace: true });
    }
  }, [id, template.isError, navigate, t]);

  if (!user || (id && !template.data)) return <PageSpinner />;
  return (
    <EditorScreen
      key={`${user.id}:${id ?? 'new'}`}
      userId={user.id}
      templateId={id}
      saved={template.data ?? null}
    />
  );
}

function EditorScreen({
  userId,
  templateId,
  saved,
}: {
  userId: string;
  templateId: string | undefined;
  saved: EditableTemplate | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entitlements } = useMe();
  // Premium's "unlimited" still means at most three games on one post (docs/product.md section 9).
  const maxGames = Math.max(
    1,
    Math.min(maxGamesPerTemplate, entitlements.limits.maxGamesPerTemplate),
  );
  const phone = !useMediaQuery('(min-width: 768px)');
  const session = useEditorSession({ userId, templateId, saved, maxGames });
  const { editor, name, games, dirty, blocker, markSaved, discardDraft } = session;
  const { onSave, pending, errors, changeName } = useEditorSave(session, {
    templateId,
    maxGames,
    onSaved: (next) => {
      markSaved(next);
      void navigate(listPath);
    },
  });
  const [dialog, setDialog] = useState<'logo' | 'svg' | 'theme' | null>(null);
  const format = useEditorSelector(editor, (state) => state.doc.format);
  const mode = useEditorSelector(editor, (state) => state.mode);

  // Loaded while editing too: with the team's games come its club's colours, which the
  // template's club colours show on the canvas in either mode.
  const preview = usePreviewGames(games, true);
  const previewGames = mode === 'preview' ? (preview.data?.games ?? null) : null;
  const palette = preview.data?.palette ?? null;

  const togglePreview = () =>
    editor.dispatch('set-mode', { mode: mode === 'preview' ? 'edit' : 'preview' });
  const back = () => void navigate(listPath);

  const addImage = (image: PickedImage) => {
    setDialog(null);
    void imageSizeFor(image.href, editorDefaults.logo).then((size) => {
      editor.dispatch('add-image', { href: image.href, ...size });
      toast.success({
        title:
          image.logoType === 'other' ? t('editor.toasts.imageAdded') : t('editor.toasts.logoAdded'),
      });
    });
  };

  const title = templateId ? t('editor.editTitle') : t('editor.newTitle');
  const editing = mode === 'edit';

  if (phone) {
    return (
      <ClubColorsProvider palette={palette}>
        <EditorPhoneView editor={editor} title={title} name={name} onBack={back}>
          <UnsavedChangesDialog blocker={blocker} onDiscard={discardDraft} />
        </EditorPhoneView>
      </ClubColorsProvider>
    );
  }

  return (
    <ClubColorsProvider palette={palette}>
      <div
        className="flex h-[calc(100dvh-4rem)] min-h-[560px] flex-col"
        data-testid="template-editor"
      >
        {/*
        The editor's header and toolbar stay in view below the site's sticky header (h-16) when the
        page scrolls (towards the footer), so the site header never covers them.
      */}
        <div className="sticky top-16 z-30 bg-background" data-testid="editor-top">
          <EditorHeader
            title={title}
            name={name}
            dirty={dirty}
            editing={editing}
            saving={pending}
            onBack={back}
            onImportSvg={() => setDialog('svg')}
            onTogglePreview={togglePreview}
            onSave={onSave}
          />
          <EditorToolbar editor={editor} onAddImage={() => setDialog('logo')} />
        </div>
        <div className="flex min-h-0 flex-1">
          <section
            className="relative flex min-w-0 flex-1 flex-col"
            aria-label={t('editor.canvas.label')}
          >
            <EditorCanvas
              editor={editor}
              previewGames={previewGames}
              className="flex-1 bg-zinc-200 bg-[radial-gradient(#0000001a_1px,transparent_1px)] bg-[length:16px_16px] dark:bg-zinc-950 dark:bg-[radial-gradient(#ffffff14_1px,transparent_1px)]"
            />
            {!editing ? <PreviewBanner preview={preview} /> : null}
          </section>
          <EditorSidePanel
            editor={editor}
            name={name}
            onNameChange={changeName}
            errors={errors}
            maxGames={maxGames}
            onStartFromTheme={templateId || !editing ? undefined : () => setDialog('theme')}
          />
        </div>
        <LogoPickerDialog
          open={dialog === 'logo'}
          onOpenChange={(open) => setDialog(open ? 'logo' : null)}
          onPick={addImage}
        />
        <SvgImportDialog
          editor={editor}
          open={dialog === 'svg'}
          onOpenChange={(open) => setDialog(open ? 'svg' : null)}
        />
        <ThemeStartDialog
          open={dialog === 'theme'}
          onOpenChange={(open) => setDialog(open ? 'theme' : null)}
          games={games}
          format={format}
          onStart={(started) => {
            setDialog(null);
            // A command, not a load: starting from a look can be undone like any other change.
            editor.dispatch('start-from-look', { doc: started });
          }}
        />
        <UnsavedChangesDialog blocker={blocker} onDiscard={discardDraft} />
      </div>
    </ClubColorsProvider>
  );
}
