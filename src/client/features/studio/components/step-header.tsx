import { ArrowLeft, Database } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';

interface StepHeaderProps {
  title: string;
  lead?: ReactNode;
  /** 1 to 4 for the steps, none for the post step. */
  step?: number;
  onBack?: () => void;
  backLabel?: string;
  demo?: boolean;
  aside?: ReactNode;
}

/**
 * Told each step heading as it appears. A heading that appears after another one takes the
 * focus, so a keyboard or screen-reader user goes on from the new step's title rather than from
 * the page's top; the first heading of a page load does not.
 */
export type StepArrived = (heading: HTMLElement) => void;

export function createStepArrived(): StepArrived {
  let shown: HTMLElement | null = null;
  return (heading) => {
    // The same heading again (a re-run of the effect) is no step change.
    if (shown && shown !== heading) heading.focus();
    shown = heading;
  };
}

export const StepFocusContext = createContext<StepArrived | null>(null);

function useStepHeadingFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useContext(StepFocusContext);
  useEffect(() => {
    if (arrived && heading.current) arrived(heading.current);
  }, [arrived]);
  return heading;
}

/** The top of every studio step: back button, step count, title, lead and the demo-data mark. */
export function StepHeader({ title, lead, step, onBack, backLabel, demo, aside }: StepHeaderProps) {
  const { t } = useTranslation();
  const heading = useStepHeadingFocus();
  return (
    <div className="flex flex-col gap-4">
      {(onBack || step) && (
        <div className="flex min-h-8 items-center justify-between gap-3">
          {onBack ? (
            <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
              <ArrowLeft aria-hidden />
              {backLabel ?? t('studio.back')}
            </Button>
          ) : (
            <span />
          )}
          {step && (
            <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {t('studio.stepOf', { step, total: 4 })}
            </span>
          )}
        </div>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1
              ref={heading}
              tabIndex={-1}
              data-step-heading
              className="text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {demo && <DemoBadge />}
          </div>
          {lead && <p className="text-base text-muted-foreground">{lead}</p>}
        </div>
        {aside && <div className="flex shrink-0 items-center gap-2">{aside}</div>}
      </div>
    </div>
  );
}

/** Marks data from the bundled demo dataset, so nobody takes it for real results. */
function DemoBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      title={t('studio.demoDataHint')}
      data-testid="demo-badge"
      className="border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300"
    >
      <Database aria-hidden className="size-3" />
      {t('studio.demoData')}
    </Badge>
  );
}
