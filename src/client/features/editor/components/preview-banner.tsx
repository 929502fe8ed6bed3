import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { usePreviewGames } from '#client/features/editor/api/get-preview-games.ts';

/** Under the canvas in preview: whose games fill the fields (the user's team or samples). */
export function PreviewBanner({ preview }: { preview: ReturnType<typeof usePreviewGames> }) {
  const { t } = useTranslation();
  return (
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
  );
}
