import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionSchema, type Session } from '#shared/accounts/session.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';

/**
 * GET /api/auth/get-session answers JSON null or the session. Any failure (network, a non-2xx
 * answer, an unexpected body) counts as signed out: the page must stay usable without auth.
 */
export async function getSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = sessionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: getSession,
    staleTime: 60_000,
    // Kept fresh only while the page is visible (react-query pauses the interval in the
    // background) and checked again when the page becomes visible: SPEC.md section 4.
    refetchInterval: 5 * 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  return { session, user: session?.user ?? null, isPending: query.isPending };
}
