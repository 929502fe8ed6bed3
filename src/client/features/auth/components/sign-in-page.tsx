import { ArrowLeft, Mail, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LogoMark } from '#client/components/layout/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useRequestMagicLink } from '#client/features/auth/api/request-magic-link.ts';
import { MfaStep } from '#client/features/auth/components/mfa-step.tsx';
import { PostSignInRedirect } from '#client/features/auth/components/post-sign-in-redirect.tsx';
import { isValidEmail, signInTarget } from '#client/features/auth/utils/post-sign-in.ts';
import { readStorage } from '#client/lib/local-storage.ts';
import { useMe } from '#client/api/get-me.ts';
import { SELECTED_PLAN_KEY } from '#client/lib/plan-choice.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import { plans } from '#shared/plans.ts';
import { legalLanguage, resolveLanguage } from '#client/i18n/languages.ts';

/**
 * /auth: one e-mail field and a send button (docs/product.md section 2). The mailed link leads back here
 * (`/auth?signedIn=1&next=...`): a person whose account has a verified second factor confirms it
 * here, and then everyone goes on to where they were going (`signInTarget`), the studio by default.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { user, mfaPending, isPending } = useMe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useRequestMagicLink();
  const linkError = params.get('error');
  // The plan's proper name ('Pro'); the stored value is its lowercase tier.
  const storedPlan =
    params.get('redirect') === 'subscription' ? readStorage(SELECTED_PLAN_KEY) : null;
  const selectedPlan = plans.find((plan) => plan.tier === storedPlan)?.name ?? null;
  const legalSuffix = legalLanguage(i18n.resolvedLanguage) === 'de' ? '-de' : '';
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = signInTarget({
    redirect: params.get('redirect'),
    next: params.get('next'),
    from: typeof from === 'string' ? from : null,
    selectedPlan: readStorage(SELECTED_PLAN_KEY),
  });

  if (isPending && user) {
    return (
      <Frame>
        <Spinner className="size-6" />
      </Frame>
    );
  }
  if (user && mfaPending)
    return (
      <Frame>
        <MfaStep />
      </Frame>
    );
  // Signed in (also right after the second step): on to where the person was going.
  if (user) return <PostSignInRedirect to={target} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('auth.invalidEmail'));
      return;
    }
    const language = resolveLanguage(i18n.language);
    send.mutate(
      { email: email.trim(), language, target },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          toast.success({ title: t('auth.sentTitle'), description: t('auth.sentText') });
        },
        onError: (cause) => {
          toast.error({
            title: t('auth.sendFailedTitle'),
            description: serverMessage(cause),
          });
        },
      },
    );
  };

  if (sentTo) {
    return (
      <Frame>
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <MailCheck aria-hidden className="size-7" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.checkInboxTitle')}</h1>
          <p className="text-muted-foreground">{t('auth.checkInboxText', { email: sentTo })}</p>
        </div>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          <ArrowLeft aria-hidden />
          {t('auth.otherAddress')}
        </Button>
      </Frame>
    );
  }

  return (
    <Frame>
      <LogoMark className="size-12" />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('screens.auth.title')}</h1>
        <p className="text-muted-foreground">{t('screens.auth.description')}</p>
      </div>
      {linkError ? (
        <p
          role="alert"
          className="w-full rounded-lg bg-destructive/10 px-4 py-3 text-left text-sm text-destructive"
        >
          {t('auth.linkInvalid')}
        </p>
      ) : null}
      {selectedPlan ? (
        <p
          data-testid="plan-note"
          className="w-full rounded-lg bg-brand-soft px-4 py-3 text-left text-sm text-brand-soft-foreground"
        >
          {t('auth.planChosen', { plan: selectedPlan })}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex w-full flex-col gap-4 text-left">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-in-email">{t('auth.emailLabel')}</Label>
          <Input
            id="sign-in-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sign-in-email-error' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id="sign-in-email-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4" /> : <Mail aria-hidden />}
          {send.isPending ? t('auth.sending') : t('auth.send')}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">
        <Trans
          i18nKey="auth.noPassword"
          components={{
            terms: (
              <Link
                to={`/terms-and-conditions${legalSuffix}`}
                className="font-medium text-foreground underline underline-offset-2"
              />
            ),
            privacy: (
              <Link
                to={`/privacy-policy${legalSuffix}`}
                className="font-medium text-foreground underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-14">
      <Card className="flex w-full max-w-md flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        {children}
      </Card>
    </div>
  );
}
