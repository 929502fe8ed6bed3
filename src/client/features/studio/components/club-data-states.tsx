import type { ReactNode } from 'react';
import type { Sport } from '#shared/sports/sports.ts';
import { clubApiKeyProblem } from '#client/lib/sports-gateway.ts';
import { ClubApiKeyNotice } from '#client/features/studio/components/club-api-key-notice.tsx';
import { LoadProblem, SkeletonRows } from '#client/components/ui/load-problem.tsx';

/**
 * A step's list from the club's sports source (its teams, a team's games): placeholder rows
 * while it loads, the notice asking for the club's API key when the source wants one, the failure
 * with a retry; once it is there, `children`.
 */
export function ClubDataStates({
  query,
  club,
  rows,
  failedTitle,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  /** The club whose source it is: where the notice saves an API key. */
  club: { sport: Sport; clubId: string };
  /** The placeholder rows: how many, and their height. */
  rows: { count: number; className: string };
  failedTitle: string;
  children: ReactNode;
}) {
  const keyProblem = clubApiKeyProblem(query.error);
  if (query.isPending) return <SkeletonRows {...rows} />;
  if (keyProblem) return <ClubApiKeyNotice {...club} problem={keyProblem} />;
  if (query.isError)
    return <LoadProblem title={failedTitle} onRetry={() => void query.refetch()} />;
  return children;
}
