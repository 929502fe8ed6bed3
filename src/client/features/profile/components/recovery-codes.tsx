import { Download, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodesFile } from '#shared/mfa/recovery-codes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSession } from '#client/api/get-session.ts';
import { useRegenerateRecoveryCodes } from '#client/features/profile/api/regenerate-recovery-codes.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/** Saves the codes as a text file, one a line, under a heading that says what they are. */
function downloadCodes(codes: readonly string[], heading: string, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([recoveryCodesFile(codes, heading)], { type: 'text/plain;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Released once the browser has taken the file, not while it may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The recovery codes of the second factor: how many are left, a new set on request (the old one
 * then stops working), and a set just made, shown this once with a download as .txt.
 */
export function RecoveryCodes({
  left,
  shown,
  onShown,
}: {
  left: number | null;
  shown: string[] | null;
  onShown(codes: string[] | null): void;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const regenerate = useRegenerateRecoveryCodes();
  const [confirming, setConfirming] = useState(false);

  if (shown) {
    const heading = t('profile.recovery.fileHeading', { email: session?.user.email ?? '' });
    return (
      <div
        className="flex flex-col gap-4 rounded-lg border border-brand/40 bg-brand-soft/30 p-4"
        data-testid="recovery-codes-shown"
      >
        <div className="flex flex-col gap-1">
          <h4 className="flex items-center gap-2 font-semibold">
            <KeyRound aria-hidden className="size-4" />
            {t('profile.recovery.shownTitle')}
          </h4>
          <p className="text-sm text-muted-foreground">{t('profile.recovery.shownText')}</p>
        </div>
        <ul
          className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-background p-3 font-mono text-sm sm:grid-cols-5 sm:gap-x-4"
          aria-label={t('profile.recovery.title')}
        >
          {shown.map((code) => (
            <li key={code} data-testid="recovery-code">
              {code}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            onClick={() => downloadCodes(shown, heading, t('profile.recovery.fileName'))}
          >
            <Download aria-hidden />
            {t('profile.recovery.download')}
          </Button>
          <Button onClick={() => onShown(null)}>{t('profile.recovery.done')}</Button>
        </div>
      </div>
    );
  }

  if (left === null) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 text-sm" data-testid="recovery-codes">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex flex-1 flex-col gap-0.5">
          <p className="font-medium">
            {t('profile.recovery.title')}:{' '}
            <span data-testid="recovery-codes-left">
              {t('profile.recovery.left', { count: left })}
            </span>
          </p>
          <p className="text-muted-foreground">{t('profile.recovery.text')}</p>
        </div>
      </div>
      {confirming ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="flex-1">{t('profile.recovery.regenerateConfirm')}</p>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('profile.cancel')}
          </Button>
          <Button
            size="sm"
            disabled={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(undefined, {
                onSuccess: ({ codes }) => {
                  setConfirming(false);
                  onShown(codes);
                },
                onError: (cause) => toast.error({ description: serverMessage(cause) }),
              })
            }
          >
            {t('profile.recovery.regenerateYes')}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          {t('profile.recovery.regenerate')}
        </Button>
      )}
    </div>
  );
}
