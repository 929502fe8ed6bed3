import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LimitLine } from '#client/lib/pricing.ts';
import { cn } from '#client/lib/cn.ts';

/** A plan line in words: '6 Teams', 'Standard-Vorlagen', 'Bis zu 100 eigene Hintergrundbilder'. */
export function limitLineText(t: TFunction, line: LimitLine): string {
  return line.kind === 'fixed'
    ? t(`landing.pricing.${line.key}`)
    : t(`landing.pricing.${line.key}`, { count: line.count });
}

/**
 * The lines of a plan card (landing and subscription screen), one per entitlement of the plan
 * and nothing else (`limitLines` in lib/pricing.ts).
 */
export function PlanLines({ lines, className }: { lines: LimitLine[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex flex-col text-sm', className)}>
      {lines.map((line) => (
        <li key={line.key} className="flex gap-2.5" data-plan-line={line.entitlement}>
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{limitLineText(t, line)}</span>
        </li>
      ))}
    </ul>
  );
}
