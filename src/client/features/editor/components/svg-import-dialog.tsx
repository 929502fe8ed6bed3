import { FileUp, ShieldCheck } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '#client/components/ui/dialog.tsx';
import { FileButton } from '#client/components/ui/file-input.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { canvasOf } from '#client/features/editor/core/document.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { readSvgImport } from '#client/features/editor/utils/svg-import.ts';

/**
 * The SVG import: a designer's file (SVG only, at most 5 MB) is parsed and sanitised by the shared
 * import and its shapes, texts and images are added as editable elements. The toast tells how
 * many of each came in, or which were found when none could be imported.
 */
export function SvgImportDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const outcome = await readSvgImport(file, canvasOf(editor.state.doc));
      if (!outcome.ok) {
        toast.error({
          title: t('editor.svgImport.failed'),
          description: t(`editor.svgImport.problems.${outcome.code}`),
        });
        return;
      }
      const imported =
        outcome.elements.length > 0 && editor.dispatch('import', { elements: outcome.elements });
      if (!imported) {
        toast.error({
          title: t('editor.svgImport.nothing'),
          description: t('editor.svgImport.nothingImported', { ...outcome.found }),
        });
        return;
      }
      if (
        outcome.backgroundColor !== editor.state.doc.backgroundColor &&
        outcome.backgroundColor !== '#1a1a1a'
      ) {
        editor.dispatch('set-background', { backgroundColor: outcome.backgroundColor });
      }
      toast.success({
        title: t('editor.svgImport.done'),
        description: t('editor.svgImport.imported', { ...outcome.imported }),
      });
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void importFile(event.dataTransfer.files[0]);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.svgImport.title')}
      description={t('editor.svgImport.description')}
      className="sm:max-w-lg"
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          over ? 'border-brand bg-brand/5' : 'border-border',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-brand/10 text-brand">
          <FileUp aria-hidden className="size-5" />
        </span>
        <p className="text-sm text-muted-foreground">{t('editor.svgImport.drop')}</p>
        <FileButton
          disabled={busy}
          label={t('editor.svgImport.choose')}
          accept=".svg,image/svg+xml"
          testId="svg-import-input"
          onFile={(file) => void importFile(file)}
        >
          {t('editor.svgImport.choose')}
        </FileButton>
        <p className="text-xs text-muted-foreground">{t('editor.svgImport.limits')}</p>
      </div>
      <p className="flex gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden className="size-4 shrink-0" />
        {t('editor.svgImport.safety')}
      </p>
    </DialogShell>
  );
}
