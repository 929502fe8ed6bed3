import { ArrowRight, LoaderCircle, Mail, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '#shared/plans.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { billingText, PricePerMonth } from '#client/components/plans/plan-price.tsx';
import { PlanLines } from '#client/components/plans/plan-lines.tsx';
import type { PlanAction } from '#client/features/profile/utils/plan-action.ts';
import { cn } from '#client/lib/cn.ts';
import type { BillingInterval } from '#client/lib/plan-choice.ts';
import { planLimitLines, planPrice } from '#client/lib/pricing.ts';

/**
 * One plan on the subscription screen: price for the interval, the lines of its entitlements, and the call-to-action `action` decides (none on the free plan and the user's own).
 */
export function PlanCard({
  plan,
  interval,
  action,
  current,
  pending,
  disabled,
  onChoose,
}: {
  plan: Plan;
  interval: BillingInterval;
  action: PlanAction;
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  const price = planPrice(plan, interval);
  const tierTexts = `landing.pricing.tiers.${plan.tier}` as const;
  const subline = billingText(t, plan, price);

  return (
    <article
      aria-labelledby={`profile-plan-${plan.tier}`}
      data-plan={plan.tier}
      data-current={current}
      className={cn(
        'flex flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        current && 'border-brand ring-1 ring-brand',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`profile-plan-${plan.tier}`} className="text-lg font-bold tracking-tight">
          {plan.name}
        </h4>
        {current ? (
          <Badge variant="brand">{t('profile.subscription.currentPlan')}</Badge>
        ) : plan.popular ? (
          <Badge variant="soft">
            <Sparkles aria-hidden className="size-3" />
            {t('landing.pricing.mostPopular')}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t(`${tierTexts}.description`)}</p>

      <PricePerMonth
        perMonth={price.perMonth}
        testId={`profile-price-${plan.tier}`}
        className="mt-5"
      />
      <p className="mt-1 text-sm text-muted-foreground">{subline}</p>
      {plan.tier === 'premium' && (
        <p className="mt-0.5 text-xs text-muted-foreground">{t('landing.pricing.premiumNote')}</p>
      )}

      <PlanLines lines={planLimitLines(plan)} className="mt-5 gap-2.5 border-t pt-5" />

      {action !== 'none' && (
        <div className="mt-auto pt-6">
          <Button
            className="w-full"
            variant={plan.popular ? 'primary' : 'outline'}
            onClick={onChoose}
            disabled={disabled}
            data-testid={`choose-${plan.tier}`}
          >
            {pending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : action === 'contact' ? (
              <Mail aria-hidden />
            ) : null}
            {pending
              ? t('profile.subscription.opening')
              : action === 'contact'
                ? t('landing.pricing.contact')
                : action === 'switch'
                  ? t('profile.subscription.switchTo', { plan: plan.name })
                  : t('landing.pricing.choose', { plan: plan.name })}
            {!pending && action !== 'contact' && <ArrowRight aria-hidden />}
          </Button>
        </div>
      )}
    </article>
  );
}
