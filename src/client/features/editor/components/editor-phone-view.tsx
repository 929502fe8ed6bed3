import { ArrowLeft, MonitorSmartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { EditorCanvas } from '#client/features/editor/components/editor-canvas.tsx';

/** Phones: the editor needs a larger screen, so the template is shown (pan and zoom), not edited. */
export function EditorPhoneView({
  editor,
  title,
  name,
  onBack,
  children,
}: {
  editor: Editor;
  title: string;
  name: string;
  onBack(): void;
  /** The dialog that asks before unsaved changes are left. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-page flex flex-col gap-4 py-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 w-fit text-muted-foreground"
        onClick={onBack}
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
      {children}
    </div>
  );
}
