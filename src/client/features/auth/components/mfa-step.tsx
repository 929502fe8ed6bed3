import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { OneTimeCodeField } from '#client/components/mfa/one-time-code-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { challengeMfaFactor } from '#client/api/challenge-mfa-factor.ts';
import { useMfaFactors } from '#client/api/get-mfa-factors.ts';
import { useVerifyMfaFactor } from '#client/api/verify-mfa-factor.ts';
import { useVerifyPasskey } from '#client/features/auth/api/verify-passkey.ts';
import { useVerifyRecoveryCode } from '#client/features/auth/api/verify-recovery-code.ts';
import { useSignOut } from '#client/api/sign-out.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import type { Challenge, FactorView } from '#shared/mfa/mfa.ts';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
} from '#shared/mfa/recovery-codes.ts';

/** What a recovery code looks like (abcde-fghjk), as the field's example. */
const exampleCode = formatRecoveryCode(RECOVERY_CODE_ALPHABET.slice(0, RECOVERY_CODE_LENGTH));

/**
 * The second step of a sign-in. The chosen factor's way in is there at once: the code field of an
 * authenticator app (its challenge is made when the code is sent), one 'Code senden' for a phone,
 * one button for a passkey. A recovery code stands in for a lost phone.
 */
export function MfaStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const factors = useMfaFactors();
  const verified = (factors.data?.factors ?? []).filter((f) => f.status === 'verified');
  const [factorId, setFactorId] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  const chosen = verified.find((f) => f.id === factorId) ?? verified[0];
  const hasRecoveryCodes = (factors.data?.recoveryCodesLeft ?? 0) > 0;

  if (factors.isPending) return <Spinner className="size-6" />;

  return (
    <>
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        {recovery ? (
          <KeyRound aria-hidden className="size-7" />
        ) : (
          <ShieldCheck aria-hidden className="size-7" />
        )}
      </div>
      {recovery ? (
        <RecoveryCodeForm onBack={() => setRecovery(false)} />
      ) : (
        <>
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
                  onClick={() => setFactorId(factor.id)}
                >
                  {factorName(factor, t('auth.mfaAuthenticator'))}
                </Button>
              ))}
            </div>
          ) : null}
          {/* Keyed by the factor: another factor starts with an empty field and no challenge. */}
          {chosen ? <FactorForm key={chosen.id} factor={chosen} /> : null}
          {hasRecoveryCodes ? (
            // A plain button: the Button's single line would cut this sentence on a phone.
            <button
              type="button"
              className="rounded-md text-sm font-semibold text-balance text-brand underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
              onClick={() => setRecovery(true)}
            >
              {t('auth.mfaUseRecovery')}
            </button>
          ) : null}
        </>
      )}
      <Button variant="ghost" onClick={() => void signOut().then(() => navigate('/'))}>
        {t('auth.mfaCancel')}
      </Button>
    </>
  );
}

function factorName(factor: FactorView, authenticator: string): string {
  return (
    factor.friendly_name ?? (factor.factor_type === 'phone' ? (factor.phone ?? '') : authenticator)
  );
}

/** One factor's way through the step; on success the sign-in page moves on (aal2). */
function FactorForm({ factor }: { factor: FactorView }) {
  const { t } = useTranslation();
  const verify = useVerifyMfaFactor();
  const passkey = useVerifyPasskey();
  // A phone's challenge is made by 'Code senden' (it sends the text message); an app's when
  // the code is sent, so its field is there at once.
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const showError = (cause: unknown) => setError(serverMessage(cause) ?? t('toast.errorTitle'));

  if (factor.factor_type === 'webauthn') {
    return (
      <div className="flex w-full flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t('auth.mfaTextPasskey')}</p>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        <Button
          size="lg"
          className="w-full"
          disabled={passkey.isPending}
          onClick={() => {
            setError(null);
            passkey.mutate(factor.id, { onError: showError });
          }}
        >
          {t('auth.mfaPasskey')}
        </Button>
      </div>
    );
  }

  const sendCode = async () => {
    setError(null);
    setSending(true);
    try {
      setChallenge(await challengeMfaFactor(factor.id));
      toast.success({ title: t('auth.mfaCodeSent') });
    } catch (cause) {
      showError(cause);
    } finally {
      setSending(false);
    }
  };

  if (factor.factor_type === 'phone' && !challenge) {
    return (
      <div className="flex w-full flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t('auth.mfaTextPhone', { phone: factor.phone ?? '' })}
        </p>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        <Button size="lg" className="w-full" disabled={sending} onClick={() => void sendCode()}>
          {t('auth.mfaSendCode')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const current = challenge ?? (await challengeMfaFactor(factor.id));
      // An app's challenge is used once; the next try makes its own.
      if (factor.factor_type === 'totp') setChallenge(null);
      verify.mutate(
        { factorId: factor.id, challengeId: current.id, code: code.trim() },
        { onError: showError },
      );
    } catch (cause) {
      showError(cause);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full flex-col gap-4 text-left">
      {factor.factor_type === 'totp' ? (
        <p className="text-sm text-muted-foreground">{t('auth.mfaTextTotp')}</p>
      ) : null}
      <OneTimeCodeField
        id="mfa-code"
        value={code}
        invalid={Boolean(error)}
        autoFocus
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
      {factor.factor_type === 'phone' ? (
        <Button type="button" variant="ghost" disabled={sending} onClick={() => void sendCode()}>
          {t('auth.mfaSendCode')}
        </Button>
      ) : null}
    </form>
  );
}

/** A recovery code in place of the factor: used up, and the count left said. */
function RecoveryCodeForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const verify = useVerifyRecoveryCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(code.trim(), {
      onSuccess: ({ codes_left }) =>
        toast.success({ title: t('auth.mfaRecoveryUsed', { count: codes_left }) }),
      onError: (cause) => setError(serverMessage(cause) ?? t('toast.errorTitle')),
    });
  };

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.mfaRecoveryTitle')}</h1>
        <p className="text-muted-foreground">{t('auth.mfaRecoveryText')}</p>
      </div>
      <form onSubmit={submit} className="flex w-full flex-col gap-4 text-left">
        <div className="flex flex-col gap-2">
          <Label htmlFor="recovery-code">{t('auth.mfaRecoveryLabel')}</Label>
          <Input
            id="recovery-code"
            value={code}
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            placeholder={exampleCode}
            className="font-mono"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
        </div>
        <Button type="submit" size="lg" disabled={code.trim().length < 10 || verify.isPending}>
          {verify.isPending ? t('auth.mfaVerifying') : t('auth.mfaVerify')}
        </Button>
      </form>
      <Button variant="link" onClick={onBack}>
        {t('auth.mfaRecoveryBack')}
      </Button>
    </>
  );
}
