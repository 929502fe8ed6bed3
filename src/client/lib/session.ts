import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The signed-in user as the auth backend (better-auth) reports it. */
export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: boolean;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string; [key: string]: unknown };
}

export const sessionQueryKey = ['session'] as const;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const user = (value as { user?: unknown }).user;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof (user as { id?: unknown }).id === 'string' &&
    typeof (user as { email?: unknown }).email === 'string'
  );
}

/**
 * GET /api/auth/get-session answers JSON null or the session. Any failure (network, a non-2xx
 * answer, an unexpected body) counts as signed out: the page must stay usable without auth.
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isSession(body) ? body : null;
  } catch {
    return null;
  }
}

export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    // Kept fresh only while the page is visible (react-query pauses the interval in the
    // background) and checked again when the page becomes visible: SPEC.md section 4.
    refetchInterval: 5 * 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const session = query.data ?? null;
  return { session, user: session?.user ?? null, isPending: query.isPending };
}

/** Signs out (POST /api/auth/sign-out) and forgets the cached session. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`Sign-out failed with status ${response.status}`);
    queryClient.setQueryData(sessionQueryKey, null);
    await queryClient.invalidateQueries();
  }, [queryClient]);
}
