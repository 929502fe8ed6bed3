import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceSessionListSchema } from '#shared/accounts/session.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

/** GET /api/auth/list-sessions: every session of the user (the auth library's endpoint). */
export const getDeviceSessions = () => apiJson('/api/auth/list-sessions', deviceSessionListSchema);

export const deviceSessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deviceSessions, queryFn: getDeviceSessions });

export function useDeviceSessions() {
  return useQuery(deviceSessionsQueryOptions());
}
