import { ChevronDown, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '#shared/sports/sports.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useClubs } from '#client/api/get-clubs.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { ClubDataStates } from '#client/features/studio/components/club-data-states.tsx';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';
import { PickerMenuContent } from '#client/features/studio/components/picker-menu-content.tsx';

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
  const list = teams.data?.teams ?? [];

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
        <div className="flex max-w-xl flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <span id="team-picker-label" className="text-sm font-semibold">
              {t('studio.team.title')}
            </span>
            <Badge variant="soft" data-testid="team-count">
              {t('studio.team.count', { count: list.length })}
            </Badge>
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-labelledby="team-picker-label team-picker-value"
              disabled={list.length === 0}
              className="flex h-14 w-full items-center gap-3 rounded-xl border border-input bg-card px-4 text-left shadow-xs transition-colors hover:border-brand/40 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none disabled:opacity-60 data-[state=open]:border-brand/50"
            >
              <Users aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span
                id="team-picker-value"
                className="min-w-0 flex-1 truncate text-muted-foreground"
              >
                {list.length === 0 ? t('studio.team.empty') : t('studio.team.placeholder')}
              </span>
              <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            </DropdownMenuTrigger>
            <PickerMenuContent className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))]">
              <DropdownMenuLabel>
                {t('studio.team.count', { count: list.length })}
              </DropdownMenuLabel>
              {list.map((team) => (
                <DropdownMenuItem
                  key={team.id}
                  onSelect={() => onChoose(team.id)}
                  className="py-2.5"
                >
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{team.name}</span>
                    {team.liga && <span className="text-muted-foreground"> ({team.liga})</span>}
                  </span>
                </DropdownMenuItem>
              ))}
            </PickerMenuContent>
          </DropdownMenu>
          {list.length === 0 && (
            <p className="text-sm text-muted-foreground" role="status">
              {t('studio.team.empty')}
            </p>
          )}
        </div>
      </ClubDataStates>
    </div>
  );
}
