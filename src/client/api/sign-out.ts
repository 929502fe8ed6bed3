import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { removeUserStorage } from '#client/lib/local-storage.ts';

/** POST /api/auth/sign-out: ends the session on the server. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', ...jsonBody({}) });
}

/** Signs out and forgets every cached answer of the user and what the browser kept for them. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    removeUserStorage();
    queryClient.setQueryData(queryKeys.session, null);
    await queryClient.invalidateQueries();
  }, [queryClient]);
}
