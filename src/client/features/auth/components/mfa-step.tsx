import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { OneTimeCodeField } from '#client/components/mfa/one-time-code-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { challengeMfaFactor } from '#client/api/challenge-mfa-factor.ts';
import { useMfaFactors } from '#client/api/get-mfa-factors.ts';
import { useVerifyMfaFactor } from '#client/api/verify-mfa-factor.ts';
import { useVerifyPasskey } from '#client/features/auth/api/verify-passkey.ts';
import { useSignOut } from '#client/api/sign-out.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import type { Challenge } from '#shared/mfa/mfa.ts';

/** The second step of a sign-in: pick a verified factor, get a challenge, enter the code. */
export function MfaStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const factors = useMfaFactors();
  const verify = useVerifyMfaFactor();
  const passkey = useVerifyPasskey();
  const verified = (factors.data?.factors ?? []).filter((f) => f.status === 'verified');
  const [factorId, setFactorId] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = verified.find((f) => f.id === factorId) ?? verified[0];

  const start = async () => {
    if (!chosen) return;
    setError(null);
    if (chosen.factor_type === 'webauthn') {
      // On success the sign-in page sees aal2 and moves on (PostSignInRedirect).
      passkey.mutate(chosen.id, {
        onError: (cause) => setError(serverMessage(cause) ?? t('toast.errorTitle')),
      });
      return;
    }
    try {
      const next = await challengeMfaFactor(chosen.id);
      setChallenge(next);
      if (chosen.factor_type === 'phone') toast.success({ title: t('auth.mfaCodeSent') });
    } catch (cause) {
      toast.error({ description: serverMessage(cause) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !challenge) return;
    verify.mutate(
      { factorId: chosen.id, challengeId: challenge.id, code: code.trim() },
      {
        onError: (cause) => setError(serverMessage(cause) ?? t('toast.errorTitle')),
      },
    );
  };

  if (factors.isPending) return <Spinner className="size-6" />;

  return (
    <>
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <ShieldCheck aria-hidden className="size-7" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.mfaTitle')}</h1>
        <p className="text-muted-foreground">{t('auth.mfaText')}</p>
      </div>
      {verified.length > 1 ? (
        <div
          className="flex w-full flex-wrap justify-center gap-2"
          role="radiogroup"
          aria-label={t('auth.mfaFactor')}
        >
          {verified.map((factor) => (
            <Button
              key={factor.id}
              role="radio"
              aria-checked={chosen?.id === factor.id}
              variant={chosen?.id === factor.id ? 'secondary' : 'outline'}
              size="sm"
              onClick={() => {
                setFactorId(factor.id);
                setChallenge(null);
              }}
            >
              {factor.friendly_name ??
                (factor.factor_type === 'phone' ? factor.phone : t('auth.mfaAuthenticator'))}
            </Button>
          ))}
        </div>
      ) : null}
      {challenge ? (
        <form onSubmit={submit} className="flex w-full flex-col gap-4 text-left">
          <OneTimeCodeField
            id="mfa-code"
            value={code}
            invalid={Boolean(error)}
            onChange={(digits) => {
              setCode(digits);
              setError(null);
            }}
          >
            {error ? <p className="text-sm text-destructive">{error}</p> : null}
          </OneTimeCodeField>
          <Button type="submit" size="lg" disabled={code.length !== 6 || verify.isPending}>
            {verify.isPending ? t('auth.mfaVerifying') : t('auth.mfaVerify')}
          </Button>
        </form>
      ) : (
        <>
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
          <Button
            size="lg"
            className="w-full"
            onClick={() => void start()}
            disabled={!chosen || passkey.isPending}
          >
            {chosen?.factor_type === 'phone' ? t('auth.mfaSendCode') : t('auth.mfaVerify')}
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={() => void signOut().then(() => navigate('/'))}>
        {t('auth.mfaCancel')}
      </Button>
    </>
  );
}
