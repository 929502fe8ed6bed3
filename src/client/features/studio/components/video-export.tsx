import { Download, Film, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameExportRequestInput } from '#shared/exports/export-request.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { useVideoExport } from '#client/features/studio/hooks/use-video-export.ts';
import { downloadBlob } from '#client/features/studio/utils/download.ts';

/**
 * 'Video' in the export bar (ADR 063): makes the post as an MP4 for Reels and Stories, with a
 * progress bar while it is made, then plays it in the page with a button to download it.
 */
export function VideoExport({
  request,
  disabled,
}: {
  /** The game post in 9:16 or 4:5; null: no video for this post. */
  request: GameExportRequestInput | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const video = useVideoExport(request);
  const { state } = video;
  if (!request) return null;
  const making = state.phase === 'making';
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void video.make()}
        disabled={disabled || making}
        className="shrink-0"
        data-testid="video-button"
      >
        {making ? <LoaderCircle aria-hidden className="animate-spin" /> : <Film aria-hidden />}
        {t('studio.video.button')}
      </Button>
      <DialogShell
        open={state.phase !== 'idle'}
        onOpenChange={(open) => !open && !making && video.close()}
        title={t('studio.video.title')}
        description={t('studio.video.text')}
      >
        {state.phase === 'making' && (
          <div className="flex flex-col gap-2" data-testid="video-progress">
            <p className="text-sm text-muted-foreground">
              {state.share === null ? t('studio.video.making') : t('studio.video.loading')}
            </p>
            {/* Without a value the bar says the server is still at work. */}
            <progress
              className="h-2 w-full"
              aria-label={t('studio.video.making')}
              max={1}
              {...(state.share === null ? {} : { value: state.share })}
            />
          </div>
        )}
        {state.phase === 'ready' && (
          <video
            src={state.url}
            className="mx-auto max-h-[60vh] rounded-xl bg-black"
            controls
            autoPlay
            muted
            loop
            playsInline
            data-testid="video-preview"
          />
        )}
        {state.phase === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {state.message ?? t('studio.video.failed')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={video.close} disabled={making}>
            {t('studio.video.close')}
          </Button>
          {state.phase === 'ready' && (
            <Button
              onClick={() => downloadBlob(state.blob, state.fileName)}
              data-testid="video-download"
            >
              <Download aria-hidden />
              {t('studio.video.download')}
            </Button>
          )}
        </DialogFooter>
      </DialogShell>
    </>
  );
}
