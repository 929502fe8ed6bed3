import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Plan } from '#shared/plans.ts';
import { cn } from '#client/lib/cn.ts';
import type { PlanPrice } from '#client/lib/pricing.ts';

/** How a plan is paid, under its price: 'Für immer gratis', 'CHF 144.00 jährlich verrechnet'. */
export function billingText(t: TFunction, plan: Plan, price: PlanPrice): string {
  if (plan.tier === 'free') return t('landing.pricing.freeForever');
  return price.billedYearly
    ? t('landing.pricing.billedYearly', { price: price.billedYearly })
    : t('landing.pricing.billedMonthly');
}

/**
 * A plan's price a month as the plan cards (landing and subscription screen) show it: the
 * currency, the amount, 'pro Monat'. `large` for the landing page's cards.
 */
export function PricePerMonth({
  perMonth,
  testId,
  large = false,
  className,
}: {
  perMonth: string;
  testId: string;
  large?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-baseline gap-1.5', className)}>
      <span className="text-sm font-semibold text-muted-foreground">
        {t('landing.pricing.currency')}
      </span>
      <span
        className={cn(
          'font-extrabold tracking-tight tabular-nums',
          large ? 'text-4xl' : 'text-3xl',
        )}
        data-testid={testId}
      >
        {perMonth}
      </span>
      <span className="text-sm text-muted-foreground">{t('landing.pricing.perMonth')}</span>
    </div>
  );
}
