import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '#shared/accounts/session.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { rememberSignedIn } from '#client/lib/local-storage.ts';

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
    const session = readSession(await response.json());
    // Per-account keys are written only for the account signed in here (lib/local-storage.ts).
    if (session) rememberSignedIn(session.user.id);
    return session;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The fields of the session this page uses, or null for anything else. Checked by hand rather
 * than with sessionSchema: every page asks for the session, the landing page too, and zod is
 * too heavy to load for two strings (the answer is our own server's).
 */
export function readSession(value: unknown): Session | null {
  if (!isRecord(value) || !isRecord(value.user) || !isRecord(value.session)) return null;
  const { id, email } = value.user;
  const sessionId = value.session.id;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof sessionId !== 'string') {
    return null;
  }
  return { user: { id, email }, session: { id: sessionId } };
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: getSession,
    staleTime: 60_000,
    // Kept fresh only while the page is visible (react-query pauses the interval in the
    // background) and checked again when the page becomes visible: docs/product.md section 4.
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
