import { ArrowLeft, Eye, FileUp, PencilRuler, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

/**
 * The editor's header: back to the list, the title with the template's name and whether all is
 * saved, and the SVG import, the preview switch and save.
 */
export function EditorHeader({
  title,
  name,
  dirty,
  editing,
  saving,
  onBack,
  onImportSvg,
  onTogglePreview,
  onSave,
}: {
  title: string;
  name: string;
  dirty: boolean;
  editing: boolean;
  saving: boolean;
  onBack(): void;
  onImportSvg(): void;
  onTogglePreview(): void;
  onSave(): void;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-background px-4 py-2.5">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('editor.back')}
        title={t('editor.back')}
        onClick={onBack}
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
        <Button variant="outline" size="sm" disabled={!editing} onClick={onImportSvg}>
          <FileUp aria-hidden />
          {t('editor.importSvg')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={!editing}
          onClick={onTogglePreview}
          className={!editing ? 'border-brand text-brand' : undefined}
        >
          {editing ? <Eye aria-hidden /> : <PencilRuler aria-hidden />}
          {editing ? t('editor.preview') : t('editor.editMode')}
        </Button>
        <Button size="sm" onClick={onSave} disabled={saving} data-testid="template-save">
          {saving ? <Spinner className="[&_svg]:size-4" /> : <Save aria-hidden />}
          {t('editor.save')}
        </Button>
      </div>
    </header>
  );
}
