import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** A step's data could not be loaded, or there is none: the SPEC text and a way forward. */
export function LoadProblem({
  title,
  detail,
  onRetry,
  tone = 'error',
  children,
}: {
  title: string;
  detail?: string;
  onRetry?: () => void;
  tone?: 'error' | 'empty';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center',
        tone === 'error' && 'border-destructive/40 bg-destructive/5',
      )}
    >
      <CircleAlert
        aria-hidden
        className={cn('size-7', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
      />
      <p className="font-semibold">{title}</p>
      {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('studio.retry')}
        </Button>
      )}
      {children}
    </div>
  );
}

/** Placeholder rows while a list loads, shaped like the rows that follow. */
export function SkeletonRows({ count = 4, className }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn('h-16 animate-pulse rounded-xl bg-muted', className)} />
      ))}
    </div>
  );
}
