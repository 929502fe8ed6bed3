import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';
import { TeamMails } from '#client/components/team-mails/team-mails.tsx';

/**
 * The game-day mails of the listed teams, where the weekend is made: per team the same settings
 * as in the profile's 'Meine Teams' (the preview N days before at a time, the result the
 * morning after). Folded away until opened, as it is set once a season rather than each weekend.
 */
export function WeekendMails({ slots, allowed }: { slots: readonly TeamSlot[]; allowed: boolean }) {
  const { t } = useTranslation();
  const usable = slots.filter((slot) => !slot.locked);
  if (usable.length === 0) return null;
  return (
    <details className="group rounded-xl border" data-testid="weekend-mails">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col">
          <span className="font-semibold">{t('weekend.mails')}</span>
          <span className="text-muted-foreground text-sm">{t('weekend.mailsText')}</span>
        </span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="flex flex-col gap-4 border-t px-4 py-4">
        {usable.map((slot) => (
          <li key={slot.id} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold break-words">{slot.teamName}</h3>
            <TeamMails slotId={slot.id} allowed={allowed} intro={false} />
          </li>
        ))}
      </ul>
    </details>
  );
}
