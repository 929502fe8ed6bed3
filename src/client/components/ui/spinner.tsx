import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center text-muted-foreground', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the page area, while a screen loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
