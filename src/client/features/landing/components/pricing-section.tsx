import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { plans, type Plan } from '#shared/plans.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { BillingIntervalToggle } from '#client/components/plans/billing-interval-toggle.tsx';
import { billingText, PricePerMonth } from '#client/components/plans/plan-price.tsx';
import { PlanLines } from '#client/components/plans/plan-lines.tsx';
import { SectionHeading } from '#client/features/landing/components/section-heading.tsx';
import { planLimitLines, planPrice } from '#client/lib/pricing.ts';
import { cn } from '#client/lib/cn.ts';
import {
  defaultBillingInterval,
  storePlanChoice,
  type BillingInterval,
} from '#client/lib/plan-choice.ts';
import { useSectionNavigation } from '#client/lib/use-section-navigation.ts';

export function PricingSection() {
  const { t } = useTranslation();
  const [interval, setBillingInterval] = useState<BillingInterval>(defaultBillingInterval);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page flex flex-col items-center gap-10">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
          lead={t('landing.pricing.lead')}
        />

        <BillingIntervalToggle value={interval} onChange={setBillingInterval} />

        <div className="grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {plans.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} interval={interval} />
          ))}
        </div>

        <p className="text-sm text-muted-foreground">{t('landing.pricing.vatIncluded')}</p>
      </div>
    </section>
  );
}

function PlanCard({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goToSection = useSectionNavigation('page');
  const price = planPrice(plan, interval);
  const isFree = plan.tier === 'free';
  const isPremium = plan.tier === 'premium';
  const tierTexts = `landing.pricing.tiers.${plan.tier}` as const;

  const choose = () => {
    if (isPremium) {
      goToSection('about');
      return;
    }
    storePlanChoice(plan.tier, interval);
    void navigate('/auth?redirect=subscription');
  };

  const subline = billingText(t, plan, price);

  return (
    <article
      aria-labelledby={`plan-${plan.tier}`}
      data-plan={plan.tier}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.popular && 'border-brand shadow-xl shadow-brand/10 ring-1 ring-brand lg:-my-3 lg:py-9',
      )}
    >
      {plan.popular && (
        <Badge
          variant="brand"
          className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm"
        >
          <Sparkles aria-hidden className="size-3" />
          {t('landing.pricing.mostPopular')}
        </Badge>
      )}
      <h3 id={`plan-${plan.tier}`} className="text-lg font-bold tracking-tight">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{t(`${tierTexts}.description`)}</p>

      <PricePerMonth
        perMonth={price.perMonth}
        testId={`price-${plan.tier}`}
        large
        className="mt-6"
      />
      <div className="mt-1 flex min-h-14 flex-col gap-0.5">
        <p className="text-sm text-muted-foreground">{subline}</p>
        {isPremium && (
          <p className="text-xs text-muted-foreground">{t('landing.pricing.premiumNote')}</p>
        )}
      </div>

      <Button
        className="mt-4 w-full"
        variant={plan.popular ? 'primary' : 'outline'}
        onClick={choose}
      >
        {isFree
          ? t('landing.pricing.startFree')
          : isPremium
            ? t('landing.pricing.contact')
            : t('landing.pricing.choose', { plan: plan.name })}
      </Button>

      <PlanLines lines={planLimitLines(plan)} className="mt-7 gap-3 border-t pt-6" />
    </article>
  );
}
