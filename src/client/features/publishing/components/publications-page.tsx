import { ExternalLink, Film, RotateCcw, Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Publication, PublicationState } from '#shared/publishing/publication.schema.ts';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LoadProblem } from '#client/components/ui/load-problem.tsx';
import { usePublicationAction, usePublications } from '#client/api/publishing.ts';
import { platformIcons } from '#client/components/publishing/platform-icons.ts';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';
import { changeToasts } from '#client/lib/toast.ts';

const stateBadge: Record<PublicationState, 'neutral' | 'soft' | 'success' | 'warning' | 'outline'> =
  {
    scheduled: 'soft',
    publishing: 'warning',
    published: 'success',
    failed: 'warning',
    cancelled: 'neutral',
  };

/**
 * /publications (ADR 059): the workspace's publications, newest first, each with its state, its
 * time in Swiss time and its state per channel: the link to the post once published, the
 * catalogue's text once failed. A scheduled one is cancelled here, a failed one tried again; the
 * list asks again every few seconds while one is being published.
 */
export function PublicationsPage() {
  const { t } = useTranslation();
  const publications = usePublications();
  const list = publications.data ?? [];
  return (
    <PageShell>
      <PageHeader
        title={t('screens.publications.title')}
        description={t('screens.publications.description')}
      />
      <div className="mt-8 flex flex-col gap-4">
        {publications.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-28 animate-pulse rounded-2xl bg-muted" />
            ))}
          </div>
        ) : publications.isError ? (
          <LoadProblem
            title={t('publishing.publications.loadFailed')}
            onRetry={() => void publications.refetch()}
          />
        ) : list.length === 0 ? (
          <div
            className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-subtle px-6 py-12 text-center"
            data-testid="empty-state"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-background shadow-sm ring-1 ring-border">
              <Send aria-hidden className="size-5 text-muted-foreground" />
            </span>
            <p className="font-semibold">{t('publishing.publications.emptyTitle')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {t('publishing.publications.emptyText')}
            </p>
            <Button asChild variant="outline" className="mt-2">
              <Link to="/studio">{t('publishing.publications.toStudio')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((publication) => (
              <PublicationRow key={publication.id} publication={publication} />
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

function PublicationRow({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const action = usePublicationAction();
  const when = formatSwissDateTime(publication.publishAt) ?? publication.publishAt;
  const run = (kind: 'cancel' | 'retry') =>
    action.mutate(
      { id: publication.id, action: kind },
      changeToasts(
        kind === 'cancel'
          ? t('publishing.publications.cancelled')
          : t('publishing.publications.retried'),
      ),
    );
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
      data-testid="publication-row"
      data-state={publication.state}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={stateBadge[publication.state]} data-testid="publication-state">
              {t(`publishing.publications.state.${publication.state}`)}
            </Badge>
            {publication.media === 'video' ? (
              <span
                className="flex items-center gap-1.5 text-sm text-muted-foreground"
                data-testid="publication-video"
              >
                <Film aria-hidden className="size-4" />
                {t(`publishing.publications.video.${publication.kind}`)}
              </span>
            ) : (
              <span className="text-sm text-muted-foreground">
                {t(`publishing.publish.kinds.${publication.kind}`)} ·{' '}
                {t('publishing.publications.images', { count: publication.images })}
              </span>
            )}
          </div>
          <p className="text-sm font-medium">
            {publication.state === 'published'
              ? t('publishing.publications.publishedAt', { date: when })
              : t('publishing.publications.publishAt', { date: when })}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {publication.state === 'scheduled' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => run('cancel')}
              disabled={action.isPending}
              data-testid="cancel-publication"
            >
              <X aria-hidden />
              {t('publishing.publications.cancel')}
            </Button>
          ) : null}
          {publication.state === 'failed' ? (
            <Button
              size="sm"
              onClick={() => run('retry')}
              disabled={action.isPending}
              data-testid="retry-publication"
            >
              <RotateCcw aria-hidden />
              {t('publishing.publications.retry')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
        {publication.caption || t('publishing.publications.noCaption')}
      </p>
      <ul className="flex flex-col divide-y rounded-xl border">
        {publication.channels.map((target, index) => {
          const Icon = platformIcons[target.platform];
          return (
            <li
              key={target.channelId ?? `${target.platform}-${index}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
              data-testid="publication-channel"
              data-state={target.state}
            >
              <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{target.channelName}</span>
              <Badge variant={stateBadge[target.state]}>
                {t(`publishing.publications.state.${target.state}`)}
              </Badge>
              {target.permalink ? (
                <a
                  href={target.permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
                  aria-label={t('publishing.publications.openLabel', { name: target.channelName })}
                  data-testid="publication-permalink"
                >
                  {t('publishing.publications.open')}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              ) : null}
              {target.error ? (
                <p className="basis-full text-destructive" data-testid="publication-error">
                  {target.error.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
