import { Fingerprint, Laptop, MessageSquare, ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SectionCard } from '#client/components/ui/card.tsx';
import { OneTimeCodeField } from '#client/components/mfa/one-time-code-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { challengeMfaFactor } from '#client/api/challenge-mfa-factor.ts';
import { useMfaFactors } from '#client/api/get-mfa-factors.ts';
import { useVerifyMfaFactor } from '#client/api/verify-mfa-factor.ts';
import { useAddPasskey } from '#client/features/profile/api/add-passkey.ts';
import { useEnrollMfaFactor } from '#client/features/profile/api/enroll-mfa-factor.ts';
import { useDeviceSessions } from '#client/features/profile/api/get-device-sessions.ts';
import { useRemoveMfaFactor } from '#client/features/profile/api/remove-mfa-factor.ts';
import { useRevokeDeviceSession } from '#client/features/profile/api/revoke-device-session.ts';
import { deviceLabel } from '#client/features/profile/utils/device-label.ts';
import { RecoveryCodes } from '#client/features/profile/components/recovery-codes.tsx';
import { useSession } from '#client/api/get-session.ts';
import { changeToasts, serverMessage, toast } from '#client/lib/toast.ts';
import type { EnrolledFactor } from '#shared/mfa/mfa.ts';
import { intlLocale } from '#client/i18n/languages.ts';

/** 'Sicherheit': the user's sessions (end any of them) and second factors (add, confirm, remove). */
export function SecuritySection() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const sessions = useDeviceSessions();
  const revoke = useRevokeDeviceSession();
  const factors = useMfaFactors();
  const enroll = useEnrollMfaFactor();
  const confirm = useVerifyMfaFactor();
  const removeFactor = useRemoveMfaFactor();
  const addPasskey = useAddPasskey();
  const [pending, setPending] = useState<{ factor: EnrolledFactor; challengeId: string } | null>(
    null,
  );
  const [phone, setPhone] = useState('');
  // A set of recovery codes just made (with the first factor, or on request), shown this once.
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const dateFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const add = (factorType: 'totp' | 'phone') => {
    enroll.mutate(
      factorType === 'phone'
        ? { factor_type: 'phone', phone }
        : { factor_type: 'totp', friendly_name: 'Authenticator' },
      {
        onSuccess: async (factor) => {
          try {
            const started = await challengeMfaFactor(factor.id);
            setPending({ factor, challengeId: started.id });
            setCode('');
          } catch (cause) {
            toast.error({ description: serverMessage(cause) });
          }
        },
        onError: (cause) => toast.error({ description: serverMessage(cause) }),
      },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    confirm.mutate(
      { factorId: pending.factor.id, challengeId: pending.challengeId, code },
      {
        onSuccess: (result) => {
          setPending(null);
          if (result.recovery_codes) setShownCodes(result.recovery_codes);
          toast.success({ title: t('profile.factorVerified') });
        },
        onError: (cause) => toast.error({ description: serverMessage(cause) }),
      },
    );
  };

  return (
    <SectionCard
      title={t('profile.security')}
      icon={ShieldCheck}
      description={t('profile.securityText')}
      contentClassName="flex flex-col gap-8"
    >
      <section className="flex flex-col gap-3" aria-labelledby="sessions-title">
        <h3 id="sessions-title" className="text-sm font-semibold">
          {t('profile.sessions')}
        </h3>
        <ul className="flex flex-col divide-y rounded-lg border">
          {(sessions.data ?? []).map((device) => {
            const current = device.id === session?.session.id;
            return (
              <li key={device.id} className="flex items-center gap-3 px-3 py-3 text-sm">
                <Laptop aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{deviceLabel(device.userAgent)}</span>
                  <span className="text-muted-foreground">
                    {t('profile.lastActive', {
                      date: dateFormat.format(new Date(device.updatedAt)),
                    })}
                  </span>
                </div>
                {current ? (
                  <Badge>{t('profile.thisDevice')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      revoke.mutate(device.token, changeToasts(t('profile.sessionEnded')))
                    }
                  >
                    {t('profile.endSession')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="factors-title">
        <div>
          <h3 id="factors-title" className="text-sm font-semibold">
            {t('profile.factors')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('profile.factorsText')}</p>
        </div>
        {(factors.data?.factors ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('profile.noFactors')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {(factors.data?.factors ?? []).map((factor) => (
              <li key={factor.id} className="flex items-center gap-3 px-3 py-3 text-sm">
                {factor.factor_type === 'phone' ? (
                  <MessageSquare aria-hidden className="size-4 text-muted-foreground" />
                ) : factor.factor_type === 'webauthn' ? (
                  <Fingerprint aria-hidden className="size-4 text-muted-foreground" />
                ) : (
                  <Smartphone aria-hidden className="size-4 text-muted-foreground" />
                )}
                <span className="flex-1 font-medium">
                  {factor.factor_type === 'phone'
                    ? factor.phone
                    : (factor.friendly_name ?? t('profile.addTotp'))}
                </span>
                <Badge variant={factor.status === 'verified' ? 'success' : 'neutral'}>
                  {factor.status === 'verified' ? t('profile.verified') : t('profile.unverified')}
                </Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    removeFactor.mutate(factor.id, changeToasts(t('profile.factorRemoved')))
                  }
                >
                  {t('profile.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}

        <RecoveryCodes
          left={factors.data?.recoveryCodesLeft ?? null}
          shown={shownCodes}
          onShown={setShownCodes}
        />

        {pending ? (
          <form
            onSubmit={submitCode}
            className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4"
          >
            {pending.factor.totp ? (
              <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
                <img
                  src={pending.factor.totp.qr_code}
                  alt={t('profile.qrCodeAlt')}
                  className="size-40 rounded-md bg-white p-2"
                />
                <div className="flex flex-col gap-2 text-sm">
                  <p>{t('profile.scanQr')}</p>
                  <p className="text-muted-foreground">{t('profile.secretLabel')}</p>
                  <code className="rounded bg-background px-2 py-1 font-mono text-xs break-all">
                    {pending.factor.totp.secret}
                  </code>
                </div>
              </div>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <OneTimeCodeField
                id="factor-code"
                value={code}
                onChange={setCode}
                className="flex-1"
              />
              <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
                {t('auth.mfaVerify')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Button variant="outline" onClick={() => add('totp')} disabled={enroll.isPending}>
              <Smartphone aria-hidden />
              {t('profile.addTotp')}
            </Button>
            <Button
              variant="outline"
              disabled={addPasskey.isPending}
              onClick={() =>
                addPasskey.mutate(undefined, {
                  ...changeToasts(t('profile.factorVerified')),
                  onSuccess: (result) => {
                    if (result.recovery_codes) setShownCodes(result.recovery_codes);
                    toast.success({ title: t('profile.factorVerified') });
                  },
                })
              }
            >
              <Fingerprint aria-hidden />
              {t('profile.addPasskey')}
            </Button>
            {factors.data?.phoneAvailable !== false && (
              <div className="flex flex-1 gap-2">
                <Input
                  aria-label={t('profile.phoneLabel')}
                  placeholder="+41 79 123 45 67"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
                <Button
                  variant="outline"
                  onClick={() => add('phone')}
                  disabled={enroll.isPending || phone.trim() === ''}
                >
                  <MessageSquare aria-hidden />
                  {t('profile.addPhone')}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>
    </SectionCard>
  );
}
