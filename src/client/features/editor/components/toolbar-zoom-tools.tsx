import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { CommandButton } from '#client/features/editor/components/tool-button.tsx';

/** Zoom out, the zoom in percent (a click shows the actual size), zoom in, fit. */
export function ZoomTools({ editor, zoom }: { editor: Editor; zoom: number }) {
  const { t } = useTranslation();
  return (
    <div className="ml-auto flex shrink-0 items-center gap-0.5">
      <CommandButton editor={editor} command="zoom-out" icon={ZoomOut} />
      <button
        type="button"
        onClick={() => editor.dispatch('zoom-to', { zoom: 1 })}
        title={t('editor.toolbar.actualSize')}
        className="h-8 min-w-12 shrink-0 rounded-md px-1 text-xs font-semibold tabular-nums text-muted-foreground hover:bg-muted"
        data-testid="editor-zoom"
      >
        {zoom} %
      </button>
      <CommandButton editor={editor} command="zoom-in" icon={ZoomIn} />
      <CommandButton editor={editor} command="zoom-fit" icon={Maximize} />
    </div>
  );
}
