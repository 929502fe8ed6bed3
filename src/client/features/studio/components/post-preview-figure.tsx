import { useTranslation } from 'react-i18next';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { canvasSizes, exportScale, type Format } from '#shared/templates/formats.ts';
import { Eye } from 'lucide-react';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LoadProblem } from '#client/components/ui/load-problem.tsx';

/**
 * The post as the shared renderer lays it out, at the size that fits above the export bar; on
 * 'Resultat' for a game without a result the note that a result post needs one, with the way to
 * the preview; on the 'Tabelle' tab a note when the league has no table, or the load problem
 * with a retry; a skeleton until then. Below it the format and the export's pixels.
 */
export function PostPreviewFigure({
  post,
  size,
  standings,
  noTable,
  standingsFailed,
  onRetryStandings,
  resultMissing,
  onPreview,
  format,
}: {
  post: RenderedPost | null;
  size: { width: number; height: number };
  standings: boolean;
  noTable: boolean;
  standingsFailed: boolean;
  onRetryStandings(): void;
  /** On 'Resultat', a game without a result: the note and the button to the preview. */
  resultMissing: boolean;
  onPreview(): void;
  format: Format;
}) {
  const { t } = useTranslation();
  return (
    <figure className="flex min-w-0 flex-col items-center gap-3">
      <div
        className="overflow-hidden rounded-2xl bg-muted shadow-2xl ring-1 shadow-black/20 ring-black/5 dark:ring-white/10"
        style={{
          width: size.width,
          maxWidth: '100%',
          aspectRatio: `${size.width} / ${size.height}`,
        }}
      >
        {post ? (
          <PostSvg
            post={post}
            width={size.width}
            height={size.height}
            label={t(standings ? 'studio.post.standingsLabel' : 'studio.post.label')}
          />
        ) : resultMissing ? (
          <div
            className="flex size-full flex-col items-center justify-center gap-4 p-8 text-center"
            role="status"
            data-testid="no-result"
          >
            <p className="text-sm">
              <span className="font-semibold">{t('studio.post.noResultTitle')}</span>{' '}
              <span className="text-muted-foreground">{t('studio.post.noResultText')}</span>
            </p>
            <Button variant="outline" onClick={onPreview}>
              <Eye aria-hidden />
              {t('studio.post.showPreview')}
            </Button>
          </div>
        ) : noTable ? (
          <p
            className="flex size-full items-center justify-center p-8 text-center text-sm text-muted-foreground"
            role="status"
            data-testid="no-standings"
          >
            {t('studio.post.noStandings')}
          </p>
        ) : standings && standingsFailed ? (
          <div className="flex size-full items-center justify-center p-6">
            <LoadProblem title={t('studio.post.standingsLoadFailed')} onRetry={onRetryStandings} />
          </div>
        ) : (
          <div
            className="size-full animate-pulse bg-muted"
            role="status"
            aria-label={t('common.loading')}
          />
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {t('studio.post.format', {
          format,
          width: canvasSizes[format].width * exportScale,
          height: canvasSizes[format].height * exportScale,
        })}
      </figcaption>
    </figure>
  );
}
