import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { defaultLimits, type Role, type SubscriptionLimits, type Tier } from '#shared/plans.ts';

/** GET /api/me: role, plan and assurance level of the signed-in user. */
export interface Me {
  user: { id: string; email: string };
  aal: 'aal1' | 'aal2';
  mfaPending: boolean;
  role: Role;
  isPaid: boolean;
  isAdmin: boolean;
  subscription: {
    subscribed: boolean;
    tier: Tier;
    subscriptionEnd: string | null;
    productId: string | null;
  };
  limits: SubscriptionLimits;
}

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user's plan, re-checked every 60 s (SPEC.md section 4, "Tier"). Signed out, or
 * on any error: free tier with the default limits.
 */
export function useMe() {
  const { user, isPending: sessionPending } = useSession();
  const query = useQuery({
    queryKey: [...meQueryKey, user?.id ?? null],
    queryFn: async () => {
      try {
        return await apiJson<Me>('/api/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    enabled: Boolean(user),
    refetchInterval: 60_000,
    retry: false,
  });
  const me = user ? (query.data ?? null) : null;
  return {
    me,
    user,
    isPending: sessionPending || (Boolean(user) && query.isPending),
    tier: me?.subscription.tier ?? ('free' as Tier),
    limits: me?.limits ?? defaultLimits,
    isPaid: me?.isPaid ?? false,
    mfaPending: me?.mfaPending ?? false,
  };
}
