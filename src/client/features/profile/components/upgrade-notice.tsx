import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** A feature the plan does not include: what it is and the way to the plans. */
export function UpgradeNotice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-brand/25 bg-brand-soft/60 p-5 sm:flex-row sm:items-center sm:p-6"
      data-testid="upgrade-notice"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-fill text-brand-foreground shadow-sm shadow-brand/30">
        <Sparkles aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to="/profile/subscription">{t('profile.seePlans')}</Link>
      </Button>
    </div>
  );
}
