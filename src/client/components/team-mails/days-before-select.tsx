import { useTranslation } from 'react-i18next';
import { MAX_PREVIEW_DAYS_BEFORE } from '#shared/game-day-mails/mail-settings.schema.ts';

/** The look of the small selects of a team's game-day settings. */
const settingSelectClass =
  'h-10 rounded-lg border border-input bg-background px-3 text-base shadow-xs sm:text-sm focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none disabled:opacity-50';

/**
 * When a team's preview goes out: on the game day or 1 to 7 days before (the game-day mail's
 * and game-day publishing's preview alike).
 */
export function DaysBeforeSelect({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: number;
  onChange: (days: number) => void;
  disabled: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('profile.mails.daysBeforeLabel')}
      className={settingSelectClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      data-testid={testId}
    >
      {Array.from({ length: MAX_PREVIEW_DAYS_BEFORE + 1 }, (_, days) => (
        <option key={days} value={days}>
          {days === 0
            ? t('profile.mails.onGameDay')
            : t('profile.mails.daysBefore', { count: days })}
        </option>
      ))}
    </select>
  );
}
