import { AlertCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The grid of the picture libraries (backgrounds, logos): two columns on a phone, up to four. */
export const pictureGrid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/** Placeholder tiles while a list loads: the same grid the list will fill. */
export function LoadingTiles({
  count = 4,
  className,
  tileClassName,
}: {
  count?: number;
  className?: string;
  tileClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn('animate-pulse rounded-xl bg-muted', tileClassName)} />
      ))}
    </div>
  );
}

/** An empty list: what would be here and how to get it there. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-subtle px-6 py-12 text-center"
      data-testid="empty-state"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-background shadow-sm ring-1 ring-border">
        <Icon aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <div className="flex max-w-sm flex-col gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center"
    >
      <AlertCircle aria-hidden className="size-6 text-destructive" />
      <p className="font-semibold">{title}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </div>
  );
}
