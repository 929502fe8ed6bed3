import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '#client/components/layout/page-header.tsx';
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
import { useDemoCheckout } from '#client/features/billing/api/get-demo-checkout.ts';
import { usePayDemoCheckout } from '#client/features/billing/api/pay-demo-checkout.ts';
import { DemoNotice } from '#client/features/billing/components/demo-notice.tsx';
import { formatChf, planName } from '#client/features/billing/utils/billing-format.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { failureToast } from '#client/lib/toast.ts';

const canceledUrl = '/profile/subscription?canceled=true';

/**
 * /billing/demo/checkout?session=...: the demo provider's payment page. It shows the plan,
 * interval and price of the user's own checkout; 'Bezahlen' activates the plan through the same
 * event path as Stripe, 'Abbrechen' returns with `canceled`.
 */
export function DemoCheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const checkout = useDemoCheckout(session);
  const pay = usePayDemoCheckout();

  if (session !== '' && checkout.isPending) return <PageSpinner />;

  const onPay = () =>
    pay.mutate(session, {
      onSuccess: ({ url }) => void navigate(url),
      onError: failureToast(t('billing.checkout.failed')),
    });

  return (
    <PageShell className="flex justify-center">
      <div className="flex w-full max-w-md flex-col gap-4">
        <DemoNotice />
        {checkout.data ? (
          <Card>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="text-xl">{t('billing.checkout.title')}</CardTitle>
                <Badge variant="outline">{t('billing.demoBadge')}</Badge>
              </div>
              <CardDescription>{t('billing.checkout.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-3 text-sm">
                <div className="flex items-baseline justify-between gap-6">
                  <dt className="text-muted-foreground">{t('billing.checkout.plan')}</dt>
                  <dd className="font-semibold" data-testid="demo-checkout-plan">
                    {planName(checkout.data.tier)}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-6">
                  <dt className="text-muted-foreground">{t('billing.checkout.interval')}</dt>
                  <dd>{t(`billing.interval.${checkout.data.interval}`)}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-6 border-t pt-3">
                  <dt className="font-semibold">{t('billing.checkout.total')}</dt>
                  <dd className="text-right">
                    <span className="text-lg font-bold" data-testid="demo-checkout-price">
                      {formatChf(checkout.data.price)}
                    </span>{' '}
                    <span className="text-muted-foreground">
                      {t(`billing.perInterval.${checkout.data.interval}`)}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {t('billing.checkout.vatIncluded')}
                    </span>
                  </dd>
                </div>
              </dl>
            </CardContent>
            <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                className="w-full sm:w-auto"
                disabled={pay.isPending}
                onClick={() => void navigate(canceledUrl)}
              >
                {t('billing.checkout.cancel')}
              </Button>
              <Button className="w-full sm:w-auto" disabled={pay.isPending} onClick={onPay}>
                {pay.isPending ? t('billing.checkout.paying') : t('billing.checkout.pay')}
              </Button>
            </CardFooter>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">{t('billing.checkout.title')}</CardTitle>
              <CardDescription role="alert">
                {checkout.error instanceof ApiError && checkout.error.code === 'DEMO_CHECKOUT_USED'
                  ? t('billing.checkout.used')
                  : checkout.error instanceof ApiError &&
                      checkout.error.code === 'DEMO_CHECKOUT_SUPERSEDED'
                    ? t('billing.checkout.superseded')
                    : t('billing.checkout.invalid')}
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <Link to="/profile/subscription" className={buttonClasses('outline')}>
                {t('billing.toSubscription')}
              </Link>
            </CardFooter>
          </Card>
        )}
      </div>
    </PageShell>
  );
}
