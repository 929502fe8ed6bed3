import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeEntitlements } from '#shared/accounts/entitlements.ts';
import type { Me } from '#shared/accounts/me.schema.ts';
import { useSession } from '#client/api/get-session.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';

/** GET /api/me: who is signed in, how far the sign-in got, and what the plan allows; null on 401. */
export async function getMe(): Promise<Me | null> {
  try {
    // Loaded with the first signed-in answer: a visitor who is signed out never loads zod.
    const { meSchema } = await import('#shared/accounts/me.schema.ts');
    return await apiJson('/api/me', meSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.me(userId),
    queryFn: getMe,
    // The plan is checked again every 60 s (docs/product.md section 4, "Tier").
    refetchInterval: 60_000,
    retry: false,
  });

/**
 * The signed-in user, the workspace the session acts in and its entitlements: "paid" and every
 * limit come from here (the current workspace's plan). Signed out, or when the answer cannot be
 * read: the free tier's entitlements.
 */
export function useMe() {
  const { user, isPending: sessionPending } = useSession();
  const query = useQuery({ ...meQueryOptions(user?.id ?? null), enabled: Boolean(user) });
  const me = user ? (query.data ?? null) : null;
  return {
    me,
    user,
    isPending: sessionPending || (Boolean(user) && query.isPending),
    entitlements: me?.entitlements ?? freeEntitlements,
    mfaPending: me?.mfaPending ?? false,
    /** The workspace the session acts in (docs/workspaces.md); null signed out or unknown yet. */
    workspace: me?.workspace ?? null,
  };
}
