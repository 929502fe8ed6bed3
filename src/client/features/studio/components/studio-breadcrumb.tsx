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
  // Names only, never ids: a skeleton while the list loads, an ellipsis if the id is not in it.
  const nameOf = (list: { id: string; name: string }[] | undefined, id: string) =>
    list ? (list.find((entry) => entry.id === id)?.name ?? '…') : null;

  const crumbs: { key: string; label: string | null; to: string; current: boolean }[] = [
    {
      key: 'sport',
      label: t(`studio.sports.${sport}`),
      to: route.pathTo('club'),
      current: route.step === 'club',
    },
  ];
  if (clubId)
    crumbs.push({
      key: 'club',
      label: nameOf(clubs.isError ? [] : clubs.data?.clubs, clubId),
      to: route.pathTo('team'),
      current: route.step === 'team',
    });
  if (teamId)
    crumbs.push({
      key: 'team',
      label: nameOf(teams.isError ? [] : teams.data?.teams, teamId),
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
          <li key={crumb.key} className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden className="size-3.5 shrink-0" />
            {crumb.label === null ? (
              <span
                role="status"
                aria-label={t('common.loading')}
                data-testid="breadcrumb-skeleton"
                className="inline-block h-4 w-28 animate-pulse rounded bg-muted"
              />
            ) : crumb.current ? (
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
