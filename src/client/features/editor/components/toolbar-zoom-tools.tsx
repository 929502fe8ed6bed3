import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { shortcutLabel } from '#client/features/editor/core/keymap.ts';
import { ToolButton } from '#client/features/editor/components/tool-button.tsx';

/** Zoom out, the zoom in percent (a click shows the actual size), zoom in, fit. */
export function ZoomTools({ editor, zoom }: { editor: Editor; zoom: number }) {
  const { t } = useTranslation();
  const run = (id: 'zoom-in' | 'zoom-out' | 'zoom-fit') => () => editor.dispatch(id);
  return (
    <div className="ml-auto flex shrink-0 items-center gap-0.5">
      <ToolButton
        label={t('editor.commands.zoomOut')}
        shortcut={shortcutLabel('zoom-out')}
        onClick={run('zoom-out')}
      >
        <ZoomOut aria-hidden />
      </ToolButton>
      <button
        type="button"
        onClick={() => editor.dispatch('zoom-to', { zoom: 1 })}
        title={t('editor.toolbar.actualSize')}
        className="h-8 min-w-12 shrink-0 rounded-md px-1 text-xs font-semibold tabular-nums text-muted-foreground hover:bg-muted"
        data-testid="editor-zoom"
      >
        {zoom} %
      </button>
      <ToolButton
        label={t('editor.commands.zoomIn')}
        shortcut={shortcutLabel('zoom-in')}
        onClick={run('zoom-in')}
      >
        <ZoomIn aria-hidden />
      </ToolButton>
      <ToolButton
        label={t('editor.commands.zoomFit')}
        shortcut={shortcutLabel('zoom-fit')}
        onClick={run('zoom-fit')}
      >
        <Maximize aria-hidden />
      </ToolButton>
    </div>
  );
}
