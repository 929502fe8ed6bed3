import { useTranslation } from 'react-i18next';
import { MAX_WEEKEND_DAYS } from '#shared/weekend/weekend.schema.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import type { WeekendMode, WindowChoice } from '#client/features/weekend/utils/weekend-plan.ts';

const dateClass = 'border-input bg-background h-10 rounded-lg border px-3';

/** The weekend screen's choices: the window (last, this, next weekend or two dates) and the kind of post. */
export function WeekendWindow({
  choice,
  onChoice,
  dates,
  onDates,
  problem,
  mode,
  onMode,
}: {
  choice: WindowChoice;
  onChoice: (choice: WindowChoice) => void;
  dates: { from: string; to: string };
  onDates: (dates: { from: string; to: string }) => void;
  problem: boolean;
  mode: WeekendMode;
  onMode: (mode: WeekendMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('weekend.window')} className="flex flex-col gap-3">
      <SegmentedControl
        label={t('weekend.window')}
        // Two rows of two on a phone: four labels of two words do not fit one row at 375 px.
        className="self-start max-sm:grid max-sm:grid-cols-2 max-sm:self-stretch max-sm:rounded-2xl"
        value={choice}
        onChange={(value) => onChoice(value as WindowChoice)}
        options={[
          { value: 'last', label: t('weekend.last') },
          { value: 'this', label: t('weekend.this') },
          { value: 'next', label: t('weekend.next') },
          { value: 'dates', label: t('weekend.dates') },
        ]}
      />
      {choice === 'dates' ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('weekend.from')}
            <input
              type="date"
              className={dateClass}
              value={dates.from}
              onChange={(e) => onDates({ ...dates, from: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('weekend.to')}
            <input
              type="date"
              className={dateClass}
              value={dates.to}
              onChange={(e) => onDates({ ...dates, to: e.target.value })}
            />
          </label>
          {problem ? (
            <p role="alert" className="text-destructive text-sm">
              {t('weekend.windowProblem', { max: MAX_WEEKEND_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
      <SegmentedControl
        label={t('weekend.mode')}
        className="self-start"
        value={mode}
        onChange={(value) => onMode(value as WeekendMode)}
        options={[
          { value: 'preview', label: t('weekend.preview') },
          { value: 'result', label: t('weekend.results') },
        ]}
      />
    </section>
  );
}
