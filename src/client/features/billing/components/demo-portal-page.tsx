import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemoPortal, DemoPortalAction } from '#shared/billing/billing.schema.ts';
import { billingIntervals, checkoutTiers } from '#shared/billing/billing.schema.ts';
import { plans } from '#shared/plans.ts';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useChangeDemoSubscription } from '#client/features/billing/api/change-demo-subscription.ts';
import { useDemoPortal } from '#client/features/billing/api/get-demo-portal.ts';
import { DemoNotice } from '#client/features/billing/components/demo-notice.tsx';
import {
  formatChf,
  formatPeriodEnd,
  planName,
} from '#client/features/billing/utils/billing-format.ts';
import { failureToast, toast } from '#client/lib/toast.ts';

const backLink = (label: string) => (
  <Link to="/profile/subscription" className={buttonClasses('outline')}>
    <ArrowLeft aria-hidden />
    {label}
  </Link>
);

/**
 * /billing/demo/portal: the demo provider's customer portal. Cancel at the period's end (the
 * plan stays until then and nothing is deleted), resume, or switch plan; each goes through the
 * same subscription-event path as Stripe's portal.
 */
export function DemoPortalPage() {
  const { t } = useTranslation();
  const portal = useDemoPortal();
  const change = useChangeDemoSubscription();

  if (portal.isPending) return <PageSpinner />;

  const run = (action: DemoPortalAction, done: (next: DemoPortal) => string) =>
    change.mutate(action, {
      onSuccess: (next) => toast.success({ title: done(next) }),
      onError: failureToast(t('billing.portal.failed')),
    });

  const current = portal.data;
  return (
    <PageShell>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <PageHeader
          title={t('billing.portal.title')}
          description={t('billing.portal.description')}
          eyebrow={
            <Badge variant="outline" className="self-start">
              {t('billing.demoBadge')}
            </Badge>
          }
        />
        <DemoNotice />
        {portal.isError ? (
          <Card>
            <CardHeader>
              <CardDescription role="alert">{t('billing.portal.loadFailed')}</CardDescription>
            </CardHeader>
            <CardFooter>{backLink(t('billing.toSubscription'))}</CardFooter>
          </Card>
        ) : !current ? (
          <Card>
            <CardHeader>
              <CardDescription>{t('billing.portal.none')}</CardDescription>
            </CardHeader>
            <CardFooter>{backLink(t('billing.toSubscription'))}</CardFooter>
          </Card>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardDescription>{t('billing.portal.current')}</CardDescription>
                <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
                  <span data-testid="demo-portal-plan">{planName(current.tier)}</span>
                  {current.interval && (
                    <Badge variant="soft">{t(`billing.interval.${current.interval}`)}</Badge>
                  )}
                  {current.status === 'past_due' && (
                    <Badge variant="neutral">{t('billing.portal.paymentDue')}</Badge>
                  )}
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm">
                <p data-testid="demo-portal-period">
                  {current.cancelAtPeriodEnd
                    ? t('billing.portal.ends', { date: formatPeriodEnd(current.currentPeriodEnd) })
                    : t('billing.portal.renews', {
                        date: formatPeriodEnd(current.currentPeriodEnd),
                      })}
                </p>
                {current.cancelAtPeriodEnd && (
                  <p className="text-muted-foreground">{t('billing.portal.keepsData')}</p>
                )}
              </CardContent>
              <CardFooter className="flex-wrap gap-2">
                {current.cancelAtPeriodEnd ? (
                  <Button
                    disabled={change.isPending}
                    onClick={() => run({ action: 'resume' }, () => t('billing.portal.resumed'))}
                  >
                    {t('billing.portal.resume')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    disabled={change.isPending}
                    onClick={() =>
                      run({ action: 'cancel' }, (next) =>
                        t('billing.portal.canceled', {
                          date: formatPeriodEnd(next.currentPeriodEnd),
                        }),
                      )
                    }
                  >
                    {t('billing.portal.cancel')}
                  </Button>
                )}
                {backLink(t('billing.toSubscription'))}
              </CardFooter>
            </Card>

            <section aria-labelledby="demo-portal-switch" className="flex flex-col gap-3">
              <h2 id="demo-portal-switch" className="text-lg font-semibold">
                {t('billing.portal.switchTitle')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {checkoutTiers.flatMap((tier) =>
                  billingIntervals
                    .filter((interval) => tier !== current.tier || interval !== current.interval)
                    .map((interval) => {
                      const plan = plans.find((p) => p.tier === tier);
                      const price = interval === 'yearly' ? plan?.priceYearly : plan?.priceMonthly;
                      return (
                        <li key={`${tier}-${interval}`}>
                          <Card className="flex h-full flex-col">
                            <CardHeader className="pb-3">
                              <CardTitle>{planName(tier)}</CardTitle>
                              <CardDescription>
                                {t(`billing.interval.${interval}`)} · {formatChf(price ?? 0)}{' '}
                                {t(`billing.perInterval.${interval}`)}
                              </CardDescription>
                            </CardHeader>
                            <CardFooter className="mt-auto">
                              <Button
                                variant="secondary"
                                className="w-full"
                                disabled={change.isPending}
                                aria-label={t('billing.portal.switchTo', {
                                  plan: `${planName(tier)} (${t(`billing.interval.${interval}`)})`,
                                })}
                                onClick={() =>
                                  run({ action: 'switch', tier, interval }, () =>
                                    t('billing.portal.switched', { plan: planName(tier) }),
                                  )
                                }
                              >
                                {t('billing.portal.switch')}
                              </Button>
                            </CardFooter>
                          </Card>
                        </li>
                      );
                    }),
                )}
              </ul>
            </section>
          </>
        )}
      </div>
    </PageShell>
  );
}
