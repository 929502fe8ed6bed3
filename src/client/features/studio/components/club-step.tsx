import { useTranslation } from 'react-i18next';
import type { Sport } from '#shared/sports/sports.ts';
import { ClubList } from '#client/components/team-picker/club-list.tsx';
import { useClubs } from '#client/api/get-clubs.ts';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';

/** Step 2: the club, from a searchable list. */
export function ClubStep({
  sport,
  onChoose,
  onBack,
}: {
  sport: Sport;
  onChoose(clubId: string): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const clubs = useClubs(sport);

  return (
    <div className="flex flex-col gap-8" data-studio-step="club" data-ready={clubs.isSuccess}>
      <StepHeader
        step={2}
        onBack={onBack}
        title={t('studio.club.title', { sport: t(`studio.sports.${sport}`) })}
        lead={t('studio.club.lead')}
        demo={clubs.data?.source === 'demo'}
      />
      <ClubList sport={sport} onChoose={(club) => onChoose(club.id)} />
    </div>
  );
}
