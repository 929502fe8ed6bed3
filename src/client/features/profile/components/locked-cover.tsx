import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The dimmed cover over the picture of something kept from a paid plan (a logo, a template) that
 * the plan no longer includes, with the 'Gesperrt' badge; `title` says why on hover.
 */
export function LockedCover({ className, title }: { className?: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('absolute inset-0 flex items-center justify-center bg-black/45', className)}>
      <Badge className="bg-background/95 text-foreground shadow-sm" title={title}>
        <Lock aria-hidden className="size-3" />
        {t('profile.locked')}
      </Badge>
    </div>
  );
}
