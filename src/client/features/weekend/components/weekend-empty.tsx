import { CalendarSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import type { WeekendMode, WindowChoice } from '#client/features/weekend/utils/weekend-plan.ts';

/**
 * A window without games to post: what it means and what to try. Without results (games not
 * played yet), the preview of the same games; otherwise the weekends beside this one, and saving
 * the teams that play in the studio.
 */
export function WeekendEmpty({
  choice,
  mode,
  unplayed,
  onChoice,
  onMode,
}: {
  choice: WindowChoice;
  mode: WeekendMode;
  /** Games in the window without a result yet (left out of the results). */
  unplayed: number;
  onChoice: (choice: WindowChoice) => void;
  onMode: (mode: WeekendMode) => void;
}) {
  const { t } = useTranslation();
  const waiting = mode === 'result' && unplayed > 0;
  const windows = (['last', 'this', 'next'] as const).filter((other) => other !== choice);
  return (
    <section
      aria-labelledby="weekend-empty-title"
      data-testid="weekend-empty"
      className="bg-card flex flex-col gap-3 rounded-xl border p-5"
    >
      <h2 id="weekend-empty-title" className="flex items-center gap-2 font-semibold">
        <CalendarSearch aria-hidden className="text-muted-foreground size-5 shrink-0" />
        {t(waiting ? 'weekend.emptyResultsTitle' : 'weekend.emptyTitle')}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t(waiting ? 'weekend.emptyResultsText' : 'weekend.emptyText')}
      </p>
      <div className="flex flex-wrap gap-2">
        {waiting ? (
          <Button variant="outline" onClick={() => onMode('preview')}>
            {t('weekend.tryPreview')}
          </Button>
        ) : null}
        {windows.map((other) => (
          <Button key={other} variant="outline" onClick={() => onChoice(other)}>
            {t(`weekend.${other}`)}
          </Button>
        ))}
        <Button variant="ghost" asChild>
          <Link to="/studio">{t('weekend.saveTeams')}</Link>
        </Button>
      </div>
    </section>
  );
}
