import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkoutTiers, type CheckoutTier } from '#shared/billing/billing.schema.ts';
import { plans, type Tier } from '#shared/plans.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { BillingIntervalToggle } from '#client/components/plans/billing-interval-toggle.tsx';
import { PlanLines } from '#client/components/plans/plan-lines.tsx';
import { useCreateCheckout } from '#client/api/create-checkout.ts';
import { useMe } from '#client/api/get-me.ts';
import { useOpenCustomerPortal } from '#client/api/open-customer-portal.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { useResumeSubscription } from '#client/features/profile/api/resume-subscription.ts';
import { PlanCard } from '#client/features/profile/components/plan-card.tsx';
import { SectionHeader } from '#client/features/profile/components/section-header.tsx';
import { LoadError } from '#client/features/profile/components/section-states.tsx';
import {
  checkoutReturn,
  withoutCheckoutReturn,
} from '#client/features/profile/utils/checkout-return.ts';
import { planAction } from '#client/features/profile/utils/plan-action.ts';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import {
  defaultBillingInterval,
  takePlanChoice,
  type BillingInterval,
} from '#client/lib/plan-choice.ts';
import { limitLines } from '#client/lib/pricing.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { failureToast, toast } from '#client/lib/toast.ts';
import { useSectionNavigation } from '#client/lib/use-section-navigation.ts';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/subscription (docs/product.md sections 2 and 4, "Upgrade"): the current plan with its end date
 * and the way to manage it, and the four plans with a monthly/yearly toggle. Returning from a
 * checkout with `success` or `canceled` shows the outcome once; a plan chosen on the landing page
 * before sign-in starts its checkout once.
 */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const { me, user, isPending, entitlements, workspace } = useMe();
  // The plan is the workspace's: its owner alone chooses, pays, changes or cancels it.
  const pays = roleCan(workspace?.role, 'billing');
  const queryClient = useQueryClient();
  const [interval, setBillingInterval] = useState<BillingInterval>(defaultBillingInterval);
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);
  const checkout = useCreateCheckout();
  const portal = useOpenCustomerPortal();
  const resume = useResumeSubscription(user?.id ?? null);
  const goToSection = useSectionNavigation('page');
  useCheckoutReturn();

  const current = { tier: entitlements.tier, subscribed: me?.subscription.subscribed ?? false };
  // Cancelled at the period's end: the plan runs until its date, then ends unless resumed.
  const ending = current.subscribed && (me?.subscription.cancelAtPeriodEnd ?? false);

  const startCheckout = (tier: CheckoutTier, chosenInterval: BillingInterval) => {
    setPendingTier(tier);
    checkout.mutate(
      { tier, interval: chosenInterval },
      {
        onSuccess: (redirect) => {
          if (redirect.kind === 'contact') {
            setPendingTier(null);
            goToSection('about');
            return;
          }
          // The checkout (a local page for the demo provider) opens in this tab and comes back
          // to this screen with success or canceled.
          window.location.assign(redirect.url);
        },
        onError: (error) => {
          setPendingTier(null);
          toast.error({
            description:
              error instanceof ApiError && error.code === 'PAID_PLANS_UNAVAILABLE'
                ? t('profile.subscription.paidPlansUnavailable')
                : t('profile.subscription.checkoutFailed'),
          });
        },
      },
    );
  };

  const resumeSubscription = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success({ title: t('profile.subscription.resumed') }),
      onError: failureToast(t('profile.subscription.resumeFailed')),
    });

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: (redirect) => window.location.assign(redirect.url),
      onError: () => toast.error({ description: t('profile.subscription.portalFailed') }),
    });

  const choosePlan = (tier: Tier) => {
    const action = planAction(tier, current);
    if (action === 'contact') goToSection('about');
    else if (action !== 'none' && isCheckoutTier(tier)) startCheckout(tier, interval);
  };

  // A plan chosen on the landing page before sign-in: applied once, then forgotten.
  const applyPlanChoice = useEffectEvent(() => {
    if (!pays) return;
    const choice = takePlanChoice();
    if (!choice) return;
    setBillingInterval(choice.interval);
    const action = planAction(choice.tier, current);
    if (action === 'checkout' && isCheckoutTier(choice.tier)) {
      startCheckout(choice.tier, choice.interval);
    }
  });
  const planChoiceRead = useRef(false);
  useEffect(() => {
    if (!me || planChoiceRead.current) return;
    planChoiceRead.current = true;
    applyPlanChoice();
  }, [me]);

  const header = (
    <SectionHeader
      title={t('screens.profile.subscription')}
      description={t('screens.profile.subscriptionText')}
    />
  );

  if (isPending) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-6">
          <div className="h-44 animate-pulse rounded-2xl bg-muted" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="h-96 animate-pulse rounded-2xl bg-muted" />
            ))}
          </div>
        </div>
      </div>
    );
  }

  if (user && !me) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError
          title={t('profile.subscription.loadFailed')}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: queryKeys.me(user.id) })}
        />
      </div>
    );
  }

  const plan = plans.find((candidate) => candidate.tier === entitlements.tier) ?? plans[0]!;
  const end = me?.subscription.subscriptionEnd
    ? formatSwissDate(me.subscription.subscriptionEnd)
    : null;

  return (
    <div className="flex flex-col gap-8">
      {header}

      <Card className="overflow-hidden" data-testid="current-plan">
        <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
              <CreditCard aria-hidden className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('profile.subscription.current')}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-2xl font-bold tracking-tight" data-testid="current-tier">
                  {plan.name}
                </p>
                {ending ? (
                  <Badge variant="warning" data-testid="current-plan-state">
                    {end
                      ? t('profile.subscription.endsOn', { date: end })
                      : t('profile.subscription.ending')}
                  </Badge>
                ) : current.subscribed ? (
                  <Badge variant="success" data-testid="current-plan-state">
                    {t('profile.subscription.active')}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground" data-testid="current-plan-note">
                {ending
                  ? end
                    ? t('profile.subscription.endingText', { date: end })
                    : t('profile.subscription.ending')
                  : current.subscribed && end
                    ? t('profile.subscription.validUntil', { date: end })
                    : entitlements.tier === 'free'
                      ? t('profile.subscription.freeText')
                      : t('profile.subscription.paidText')}
              </p>
            </div>
          </div>
          {current.subscribed && pays && (
            <div className="flex flex-wrap gap-2 self-start">
              {ending && (
                <Button onClick={resumeSubscription} disabled={resume.isPending}>
                  {resume.isPending ? (
                    <LoaderCircle aria-hidden className="animate-spin" />
                  ) : (
                    <RotateCcw aria-hidden />
                  )}
                  {resume.isPending
                    ? t('profile.subscription.resuming')
                    : t('profile.subscription.resume')}
                </Button>
              )}
              <Button variant="outline" onClick={openPortal} disabled={portal.isPending}>
                {portal.isPending ? (
                  <LoaderCircle aria-hidden className="animate-spin" />
                ) : (
                  <ExternalLink aria-hidden />
                )}
                {portal.isPending
                  ? t('profile.subscription.opening')
                  : t('profile.subscription.manage')}
              </Button>
            </div>
          )}
        </div>
        <div className="border-t bg-subtle px-5 py-4 sm:px-6">
          <p className="sr-only">{t('profile.subscription.includes')}</p>
          <PlanLines
            lines={limitLines(entitlements.limits)}
            className="gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6"
          />
        </div>
      </Card>

      {pays ? null : <RoleNote>{t('workspace.roleNote.billing')}</RoleNote>}

      <section aria-labelledby="plans-title" className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h3 id="plans-title" className="text-lg font-semibold tracking-tight">
              {t('profile.subscription.plansTitle')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('profile.subscription.plansText')}</p>
          </div>
          <BillingIntervalToggle value={interval} onChange={setBillingInterval} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          {plans.map((candidate) => (
            <PlanCard
              key={candidate.tier}
              plan={candidate}
              interval={interval}
              action={pays ? planAction(candidate.tier, current) : 'none'}
              current={candidate.tier === entitlements.tier}
              pending={pendingTier === candidate.tier}
              disabled={pendingTier !== null}
              onChoose={() => choosePlan(candidate.tier)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

function isCheckoutTier(tier: Tier): tier is CheckoutTier {
  return (checkoutTiers as readonly Tier[]).includes(tier);
}

/**
 * `success` or `canceled` from a checkout: the outcome is shown once, the plan is checked again
 * after a success, and both values leave the address.
 */
function useCheckoutReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useMe();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const rest = withoutCheckoutReturn(params);
    if (!rest) return;
    const query = params.toString();
    if (handled.current !== query) {
      handled.current = query;
      const outcome = checkoutReturn(params);
      if (outcome === 'success') {
        toast.success({
          title: t('profile.subscription.successTitle'),
          description: t('profile.subscription.successText'),
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me(user?.id ?? null) });
      } else if (outcome === 'canceled') {
        toast.error({
          title: t('profile.subscription.canceledTitle'),
          description: t('profile.subscription.canceledText'),
        });
      }
    }
    setParams(rest, { replace: true });
  }, [params, setParams, queryClient, t, user?.id]);
}
