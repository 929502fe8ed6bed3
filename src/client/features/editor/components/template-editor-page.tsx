import { ArrowLeft, Eye, FileUp, MonitorSmartphone, PencilRuler, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { maxGamesPerTemplate } from '#shared/templates/game-fields.ts';
import { TEMPLATE_NAME_MAX } from '#shared/templates/template-list.schema.ts';
import { templateErrorDetailsSchema } from '#shared/templates/template-write.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTemplate, type EditableTemplate } from '#client/api/get-template.ts';
import { useSaveTemplate } from '#client/api/save-template.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { editorDefaults } from '#client/features/editor/core/defaults.ts';
import { emptyDocument, type EditorDocument } from '#client/features/editor/core/document.ts';
import { createEditor, type Editor } from '#client/features/editor/core/editor.ts';
import { usePreviewGames } from '#client/features/editor/api/get-preview-games.ts';
import { BackgroundSettings } from '#client/features/editor/components/background-card.tsx';
import { BasicSettings } from '#client/features/editor/components/basic-settings.tsx';
import { EditorCanvas } from '#client/features/editor/components/editor-canvas.tsx';
import { EditorToolbar } from '#client/features/editor/components/editor-toolbar.tsx';
import { ElementProperties } from '#client/features/editor/components/element-properties.tsx';
import { LayerList } from '#client/features/editor/components/layer-list.tsx';
import {
  LogoPickerDialog,
  type PickedImage,
} from '#client/features/editor/components/logo-picker-dialog.tsx';
import { PanelSection } from '#client/features/editor/components/panel-section.tsx';
import { SvgImportDialog } from '#client/features/editor/components/svg-import-dialog.tsx';
import { ThemeStartDialog } from '#client/features/editor/components/theme-start-dialog.tsx';
import { UnsavedChangesDialog } from '#client/features/editor/components/unsaved-changes-dialog.tsx';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { useMediaQuery } from '#client/features/editor/hooks/use-media-query.ts';
import { readDraft, removeDraft, writeDraft } from '#client/features/editor/utils/draft.ts';
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

interface Baseline {
  name: string;
  games: number;
  doc: EditorDocument;
}

const newDocument: EditorDocument = {
  ...emptyDocument,
  backgroundColor: editorDefaults.backgroundColor,
};

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

  // What was saved last: the changes are what differs from it.
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
  const [errors, setErrors] = useState<{ name: string | null; games: string | null }>({
    name: null,
    games: null,
  });
  const [dialog, setDialog] = useState<'logo' | 'svg' | 'theme' | null>(null);
  const save = useSaveTemplate();
  const leaving = useRef(false);

  // Only whether the template changed, not the template itself: a drag does not redraw the page.
  const docChanged = useEditorSelector(editor, (state) => state.doc !== baseline.doc);
  const format = useEditorSelector(editor, (state) => state.doc.format);
  const games = useEditorSelector(editor, (state) => state.games);
  const mode = useEditorSelector(editor, (state) => state.mode);
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

  const preview = usePreviewGames(games, mode === 'preview');
  const previewGames = mode === 'preview' ? (preview.data?.games ?? null) : null;

  const togglePreview = () =>
    editor.dispatch('set-mode', { mode: mode === 'preview' ? 'edit' : 'preview' });

  const onSave = () => {
    const trimmed = name.trim();
    const nameError =
      trimmed === ''
        ? t('editor.validation.nameRequired')
        : [...trimmed].length > TEMPLATE_NAME_MAX
          ? t('editor.validation.nameTooLong')
          : null;
    const gamesError =
      games < 1 || games > maxGames ? t('editor.validation.gamesMax', { count: maxGames }) : null;
    setErrors({ name: nameError, games: gamesError });
    if (nameError || gamesError) {
      toast.error({
        title: t('editor.toasts.saveFailed'),
        description: nameError ?? gamesError ?? undefined,
      });
      return;
    }
    const doc = editor.document;
    save.mutate(
      { id: templateId, template: { name: trimmed, supportedGames: games, svgConfig: doc } },
      {
        onSuccess: () => {
          removeDraft(userId, templateId);
          setBaseline({ name, games, doc });
          leaving.current = true;
          toast.success({
            title: templateId ? t('editor.toasts.updated') : t('editor.toasts.created'),
          });
          void navigate(listPath);
        },
        onError: (error) => {
          const details =
            error instanceof ApiError ? templateErrorDetailsSchema.safeParse(error.details) : null;
          const fields = details?.success ? details.data.fields : [];
          setErrors({
            name: fields.find((field) => field.field === 'name')?.message ?? null,
            games: fields.find((field) => field.field === 'supportedGames')?.message ?? null,
          });
          toast.error({
            title: t('editor.toasts.saveFailed'),
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  };

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
      <div className="container-page flex flex-col gap-4 py-6">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 w-fit text-muted-foreground"
          onClick={() => void navigate(listPath)}
        >
          <ArrowLeft aria-hidden />
          {t('editor.back')}
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="flex gap-3 rounded-xl border bg-card p-4 text-sm">
          <MonitorSmartphone aria-hidden className="size-5 shrink-0 text-brand" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('editor.phone.title')}</p>
            <p className="text-muted-foreground">{t('editor.phone.text')}</p>
          </div>
        </div>
        {name ? <p className="text-sm font-medium">{name}</p> : null}
        <EditorCanvas
          editor={editor}
          previewGames={null}
          readOnly
          className="aspect-[4/5] w-full rounded-xl border bg-zinc-200 dark:bg-zinc-900"
        />
        <UnsavedChangesDialog blocker={blocker} onDiscard={() => removeDraft(userId, templateId)} />
      </div>
    );
  }

  return (
    <div
      className="flex h-[calc(100dvh-4rem)] min-h-[560px] flex-col"
      data-testid="template-editor"
    >
      {/*
        The editor's header and toolbar stay in view below the site's sticky header (h-16) when the
        page scrolls (towards the footer), so the site header never covers them.
      */}
      <div className="sticky top-16 z-30 bg-background" data-testid="editor-top">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-background px-4 py-2.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('editor.back')}
            title={t('editor.back')}
            onClick={() => void navigate(listPath)}
          >
            <ArrowLeft aria-hidden />
          </Button>
          <div className="flex min-w-0 flex-1 flex-col">
            <h1 className="truncate text-lg leading-tight font-bold tracking-tight">{title}</h1>
            <p className="truncate text-xs text-muted-foreground" aria-live="polite">
              {name.trim() || t('editor.untitled')}
              {' · '}
              {dirty ? t('editor.unsaved') : t('editor.allSaved')}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!editing}
              onClick={() => setDialog('svg')}
            >
              <FileUp aria-hidden />
              {t('editor.importSvg')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-pressed={!editing}
              onClick={togglePreview}
              className={!editing ? 'border-brand text-brand' : undefined}
            >
              {editing ? <Eye aria-hidden /> : <PencilRuler aria-hidden />}
              {editing ? t('editor.preview') : t('editor.editMode')}
            </Button>
            <Button
              size="sm"
              onClick={onSave}
              disabled={save.isPending}
              data-testid="template-save"
            >
              {save.isPending ? <Spinner className="[&_svg]:size-4" /> : <Save aria-hidden />}
              {t('editor.save')}
            </Button>
          </div>
        </header>
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
          {!editing ? (
            <div className="pointer-events-none absolute inset-x-0 bottom-1 flex justify-center">
              <p
                className="flex items-center gap-2 rounded-full border bg-background/95 px-3 py-1 text-xs font-medium shadow-sm backdrop-blur"
                data-testid="preview-banner"
              >
                <Eye aria-hidden className="size-3.5 text-brand" />
                {preview.isPending
                  ? t('editor.previewLoading')
                  : preview.data?.source === 'team'
                    ? t('editor.previewTeam', { team: preview.data.teamName })
                    : t('editor.previewSample')}
              </p>
            </div>
          ) : null}
        </section>
        <aside
          className="flex w-[300px] shrink-0 flex-col gap-3 overflow-y-auto border-l bg-muted/40 p-3 xl:w-[360px]"
          aria-label={t('editor.panels')}
        >
          <PanelSection title={t('editor.settings.title')}>
            <BasicSettings
              editor={editor}
              name={name}
              onNameChange={(next) => {
                setName(next);
                if (errors.name) setErrors({ ...errors, name: null });
              }}
              nameError={errors.name}
              gamesError={errors.games}
              maxGames={maxGames}
              onStartFromTheme={templateId || !editing ? undefined : () => setDialog('theme')}
            />
          </PanelSection>
          <PanelSection title={t('editor.background.title')} collapsible defaultOpen={false}>
            <BackgroundSettings editor={editor} />
          </PanelSection>
          <PanelSection title={t('editor.properties.title')}>
            <ElementProperties editor={editor} />
          </PanelSection>
          <PanelSection title={t('editor.layers.title')}>
            <LayerList editor={editor} />
          </PanelSection>
        </aside>
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
      <UnsavedChangesDialog blocker={blocker} onDiscard={() => removeDraft(userId, templateId)} />
    </div>
  );
}
