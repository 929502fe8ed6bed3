import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClubs } from '#client/api/get-clubs.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { SportIcon } from '#client/features/studio/components/sport-icon.tsx';
import type {
  StudioLocationState,
  StudioRoute,
} from '#client/features/studio/hooks/use-studio-route.ts';

const state: StudioLocationState = { studio: true };

/** Sport, club and team chosen so far; each a link back to its step. */
export function StudioBreadcrumb({ route }: { route: StudioRoute }) {
  const { t } = useTranslation();
  const { sport, clubId, teamId } = route.selection;
  const clubs = useClubs(clubId ? sport : null);
  const teams = useTeams(teamId ? sport : null, teamId ? clubId : null);
  if (!sport) return null;
  const clubName = clubs.data?.clubs.find((club) => club.id === clubId)?.name ?? clubId;
  const teamName = teams.data?.teams.find((team) => team.id === teamId)?.name ?? teamId;

  const crumbs: { label: string; to: string; current: boolean }[] = [
    {
      label: t(`studio.sports.${sport}`),
      to: route.pathTo('club'),
      current: route.step === 'club',
    },
  ];
  if (clubId && clubName)
    crumbs.push({ label: clubName, to: route.pathTo('team'), current: route.step === 'team' });
  if (teamId && teamName)
    crumbs.push({
      label: teamName,
      to: `${route.pathTo('team')}/${encodeURIComponent(teamId)}`,
      current: route.step === 'games',
    });

  return (
    <nav aria-label={t('studio.breadcrumb')} className="-mb-2 hidden overflow-x-auto sm:block">
      <ol className="flex items-center gap-1.5 text-sm whitespace-nowrap text-muted-foreground">
        <li className="flex items-center">
          <Link
            to={route.pathTo('sport')}
            state={state}
            className="flex items-center gap-1.5 rounded-md py-1 pr-1 font-medium hover:text-foreground"
          >
            <SportIcon sport={sport} className="size-4" />
            {t('nav.studio')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden className="size-3.5 shrink-0" />
            {crumb.current ? (
              <span
                aria-current="page"
                className="max-w-[14rem] truncate font-medium text-foreground"
              >
                {crumb.label}
              </span>
            ) : (
              <Link
                to={crumb.to}
                state={state}
                className="max-w-[14rem] truncate rounded-md py-1 hover:text-foreground"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
