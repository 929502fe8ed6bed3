import { useState } from 'react';
import { Copy, Download, Share2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxBatchPosts } from '#shared/exports/export-batch.ts';
import { exportMimeTypes } from '#shared/exports/export-file.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PublishButton } from '#client/components/publishing/publish-button.tsx';
import { ratioOf } from '#client/lib/publish-form.ts';
import { WeekendPostPreview } from '#client/features/weekend/components/weekend-post-preview.tsx';
import { useWeekendBatch } from '#client/features/weekend/hooks/use-weekend-batch.ts';
import type { PlannedPost, WeekendMode } from '#client/features/weekend/utils/weekend-plan.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * The posts side by side (each team post opening in the studio), 'Alle herunterladen' (one
 * ZIP), 'Veröffentlichen' as one carousel (ADR 059), 'Teilen' with every file where the browser shares files, the progress n of m with a
 * failed post named with its reason, and the one caption.
 */
export function WeekendPosts({
  posts,
  mode,
  caption,
  window,
}: {
  posts: readonly PlannedPost[];
  mode: WeekendMode;
  caption: string;
  /** The window's days, which name the ZIP. */
  window: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const [withVideos, setWithVideos] = useState(false);
  const batch = useWeekendBatch(posts, window, withVideos);
  const { progress, busy } = batch;

  const downloadAll = async () => {
    const made = await batch.make();
    if (!made) return;
    const url = URL.createObjectURL(made.zip);
    const link = document.createElement('a');
    link.href = url;
    link.download = made.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const shareAll = async () => {
    const made = await batch.make();
    if (!made) return;
    if (navigator.canShare?.({ files: made.files })) {
      try {
        await navigator.share({ files: made.files, text: caption });
      } catch {
        // The person closed the share sheet: nothing to do.
      }
    } else {
      toast.error({ description: t('weekend.shareUnavailable') });
    }
  };

  const canShare =
    typeof navigator !== 'undefined' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({
      files: [new File([''], 'x', { type: exportMimeTypes[batch.fileType] })],
    });

  const copyCaption = async () => {
    await navigator.clipboard.writeText(caption);
    toast.success({ title: t('weekend.captionCopied') });
  };

  const done = progress ? progress.files.length + progress.failed.length : 0;
  // One batch holds at most maxBatchPosts posts (the carousel's most, ADR 025).
  const tooMany = posts.length + (withVideos ? batch.videos : 0) > maxBatchPosts;
  return (
    <section aria-label={t('weekend.posts')} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('weekend.postsCount', { count: posts.length })}</h2>
      <ol className="flex gap-4 overflow-x-auto pb-2">
        {posts.map((post, index) => {
          const failure = progress?.failed.find((f) => f.position === index + 1);
          return (
            <li key={post.key} className="flex w-56 shrink-0 flex-col gap-2">
              <WeekendPostPreview post={post} mode={mode} />
              <span className="text-sm font-semibold">
                {index + 1}.{' '}
                {post.kind === 'overview'
                  ? [t('weekend.overview'), post.label].filter(Boolean).join(' ')
                  : post.label}
              </span>
              {post.studioPath ? (
                <Link className="text-brand text-sm underline" to={post.studioPath}>
                  {t('weekend.openInStudio')}
                </Link>
              ) : null}
              {failure ? (
                <span role="alert" className="text-destructive text-sm">
                  {t('weekend.failed')} {failure.reason ?? ''}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>

      {tooMany ? (
        <p role="alert" className="text-destructive text-sm">
          {t('weekend.tooMany', { max: maxBatchPosts })}
        </p>
      ) : null}
      {batch.videos > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-current"
            checked={withVideos}
            disabled={busy}
            onChange={(event) => setWithVideos(event.target.checked)}
            data-testid="weekend-with-videos"
          />
          {t('weekend.withVideos', { count: batch.videos })}
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void downloadAll()} disabled={busy || tooMany}>
          <Download aria-hidden />
          {t('weekend.downloadAll')}
        </Button>
        <PublishButton
          size="md"
          input={{
            posts: batch.bodies(),
            ratios: posts.map((post) =>
              ratioOf('format' in post.body ? String(post.body.format) : null),
            ),
            caption,
          }}
          disabled={busy || tooMany}
        />
        {canShare ? (
          <Button variant="outline" onClick={() => void shareAll()} disabled={busy || tooMany}>
            <Share2 aria-hidden />
            {t('weekend.share')}
          </Button>
        ) : null}
        {busy ? (
          <Button variant="ghost" onClick={batch.cancel}>
            <X aria-hidden />
            {t('weekend.cancel')}
          </Button>
        ) : null}
        {progress ? (
          <p role="status" className="text-sm">
            {progress.cancelled
              ? t('weekend.cancelled', { done, total: progress.total })
              : t('weekend.progress', { done, total: progress.total })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('weekend.caption')}</h2>
        <textarea
          readOnly
          aria-label={t('weekend.caption')}
          className="border-input bg-background min-h-48 w-full rounded-lg border p-3 text-sm"
          value={caption}
        />
        <div>
          <Button variant="outline" onClick={() => void copyCaption()}>
            <Copy aria-hidden />
            {t('weekend.copyCaption')}
          </Button>
        </div>
      </div>
    </section>
  );
}
