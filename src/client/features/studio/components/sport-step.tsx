import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sports, type Sport } from '#shared/sports/sports.ts';
import { SportIcon } from '#client/features/studio/components/sport-icon.tsx';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';

const accents: Record<Sport, string> = {
  unihockey: 'from-rose-500/15 to-orange-400/10 text-rose-600 dark:text-rose-400',
  volleyball: 'from-sky-500/15 to-indigo-400/10 text-sky-600 dark:text-sky-400',
  handball: 'from-emerald-500/15 to-lime-400/10 text-emerald-600 dark:text-emerald-400',
};

/** Step 1: the sport. */
export function SportStep({ onChoose }: { onChoose(sport: Sport): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8" data-studio-step="sport" data-ready="true">
      <StepHeader step={1} title={t('studio.sport.title')} lead={t('studio.sport.lead')} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {sports.map((sport) => (
          <li key={sport}>
            <button
              type="button"
              data-sport={sport}
              onClick={() => onChoose(sport)}
              className="group flex w-full items-center gap-4 rounded-2xl border bg-card p-5 text-left shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md sm:flex-col sm:items-start sm:gap-6 sm:p-6"
            >
              <span
                className={`flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br ${accents[sport]}`}
              >
                <SportIcon sport={sport} className="size-7" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-lg font-semibold">{t(`studio.sports.${sport}`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`studio.federations.${sport}`)}
                </span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:hidden"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
