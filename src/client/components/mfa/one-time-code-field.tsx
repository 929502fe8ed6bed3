import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The six-digit code of an authenticator app or a text message, for signing in and for confirming
 * a new factor: anything but digits is dropped as it is typed. `children` stand below the input
 * (an error text).
 */
export function OneTimeCodeField({
  id,
  value,
  onChange,
  invalid = false,
  autoFocus = false,
  className,
  children,
}: {
  id: string;
  value: string;
  onChange(code: string): void;
  invalid?: boolean;
  autoFocus?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{t('auth.mfaCodeLabel')}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={autoFocus}
        value={value}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      {children}
    </div>
  );
}
