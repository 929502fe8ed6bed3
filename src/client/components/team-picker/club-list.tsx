import { ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Club, Sport } from '#shared/sports/sports.ts';
import { Input } from '#client/components/ui/input.tsx';
import { LoadProblem, SkeletonRows } from '#client/components/ui/load-problem.tsx';
import { useClubs } from '#client/api/get-clubs.ts';
import { cn } from '#client/lib/cn.ts';
import { matchesSearch } from '#client/lib/search.ts';

/**
 * The clubs of a sport, searchable, each a button: the studio's club step and 'Team hinzufügen'
 * choose a club with it. `listClassName` bounds the list where it must scroll.
 */
export function ClubList({
  sport,
  onChoose,
  listClassName,
  columns = 2,
}: {
  sport: Sport;
  onChoose(club: Club): void;
  listClassName?: string;
  /** Two columns from the small breakpoint on (the studio), or one (a dialog). */
  columns?: 1 | 2;
}) {
  const { t } = useTranslation();
  const clubs = useClubs(sport);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const list: Club[] = clubs.data?.clubs ?? [];
  const shown = list.filter((club) => matchesSearch(club.name, deferred));
  const title = t('studio.club.title', { sport: t(`studio.sports.${sport}`) });

  return (
    <div className="flex flex-col gap-4" data-ready={clubs.isSuccess}>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('studio.club.search')}
          aria-label={t('studio.club.searchLabel')}
          className="h-12 rounded-xl pl-10 text-base sm:text-base"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>

      {clubs.isPending ? (
        <SkeletonRows count={6} className="h-14" />
      ) : clubs.isError ? (
        <LoadProblem title={t('studio.club.loadFailed')} onRetry={() => void clubs.refetch()} />
      ) : shown.length === 0 ? (
        <LoadProblem tone="empty" title={t('studio.club.empty')} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('studio.club.count', { count: shown.length })}
          </p>
          <ul
            className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2', listClassName)}
            aria-label={title}
          >
            {shown.map((club) => (
              <li key={club.id}>
                <button
                  type="button"
                  data-club-id={club.id}
                  onClick={() => onChoose(club)}
                  className="group flex h-14 w-full items-center gap-3 rounded-xl border bg-card px-4 text-left shadow-xs transition-colors hover:border-brand/40 hover:bg-brand-soft/40"
                >
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-xs font-bold text-muted-foreground"
                  >
                    {initials(club.name)}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium">{club.name}</span>
                  <ChevronRight
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Two letters for the club's placeholder mark: the first letters of its distinctive words. */
function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter(
      (word) =>
        word.length > 2 &&
        !/^(UHC|HC|TV|SG|BSG|STV|VBC|VC|HSG|Unihockey|Floorball|Volley|Handball)$/i.test(word),
    );
  const letters = (words.length > 0 ? words : name.split(/\s+/))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters || '?';
}
