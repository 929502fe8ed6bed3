import { useTranslation } from 'react-i18next';
import type { Sport } from '#shared/sports/sports.ts';
import { TeamMenu } from '#client/components/team-picker/team-menu.tsx';
import { useClubs } from '#client/api/get-clubs.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { ClubDataStates } from '#client/features/studio/components/club-data-states.tsx';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';

/** Step 3: the team, from a dropdown with the count and each team's league. */
export function TeamStep({
  sport,
  clubId,
  onChoose,
  onBack,
}: {
  sport: Sport;
  clubId: string;
  onChoose(teamId: string): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const teams = useTeams(sport, clubId);
  const clubs = useClubs(sport);
  const clubName = clubs.data?.clubs.find((club) => club.id === clubId)?.name;

  return (
    <div className="flex flex-col gap-8" data-studio-step="team" data-ready={teams.isSuccess}>
      <StepHeader
        step={3}
        onBack={onBack}
        title={t('studio.team.title')}
        lead={clubName ? t('studio.team.lead', { club: clubName }) : undefined}
        demo={teams.data?.source === 'demo'}
      />
      <ClubDataStates
        query={teams}
        club={{ sport, clubId }}
        rows={{ count: 1, className: 'h-14' }}
        failedTitle={t('studio.team.loadFailed')}
      >
        <div className="max-w-xl">
          <TeamMenu teams={teams.data?.teams ?? []} onChoose={(team) => onChoose(team.id)} />
        </div>
      </ClubDataStates>
    </div>
  );
}
