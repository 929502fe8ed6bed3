import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiFetch, jsonBody } from '#client/lib/api-client.ts';

/** POST /api/auth/revoke-session: ends one session on the server. */
export async function revokeDeviceSession(token: string): Promise<void> {
  await apiFetch('/api/auth/revoke-session', { method: 'POST', ...jsonBody({ token }) });
}

export function useRevokeDeviceSession() {
  return useChangeThenRefetch(revokeDeviceSession, queryKeys.deviceSessions, 'success');
}
