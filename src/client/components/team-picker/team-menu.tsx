import { ChevronDown, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '#shared/sports/sports.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { PickerMenuContent } from '#client/components/ui/picker-menu-content.tsx';

/**
 * A club's teams in a dropdown with their count, each with its league in brackets: the studio's
 * team step and 'Team hinzufügen' choose a team with it.
 */
export function TeamMenu({ teams, onChoose }: { teams: Team[]; onChoose(team: Team): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold">
          {t('studio.team.title')}
        </span>
        <Badge variant="soft" data-testid="team-count">
          {t('studio.team.count', { count: teams.length })}
        </Badge>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-labelledby={`${id}-label ${id}-value`}
          disabled={teams.length === 0}
          className="flex h-14 w-full items-center gap-3 rounded-xl border border-input bg-card px-4 text-left shadow-xs transition-colors hover:border-brand/40 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none disabled:opacity-60 data-[state=open]:border-brand/50"
        >
          <Users aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <span id={`${id}-value`} className="min-w-0 flex-1 truncate text-muted-foreground">
            {teams.length === 0 ? t('studio.team.empty') : t('studio.team.placeholder')}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </DropdownMenuTrigger>
        <PickerMenuContent className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))]">
          <DropdownMenuLabel>{t('studio.team.count', { count: teams.length })}</DropdownMenuLabel>
          {teams.map((team) => (
            <DropdownMenuItem key={team.id} onSelect={() => onChoose(team)} className="py-2.5">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{team.name}</span>
                {team.liga && <span className="text-muted-foreground"> ({team.liga})</span>}
              </span>
            </DropdownMenuItem>
          ))}
        </PickerMenuContent>
      </DropdownMenu>
      {teams.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('studio.team.empty')}
        </p>
      )}
    </div>
  );
}
