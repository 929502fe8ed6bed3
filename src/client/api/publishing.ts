import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  channelSchema,
  publicationSchema,
  publicationStates,
  type Publication,
  type PublicationRequest,
} from '#shared/publishing/publication.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { ApiError, apiFetch, apiJson, sendJson } from '#client/lib/api-client.ts';
import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { onItsWay } from '#client/lib/publish-form.ts';

/**
 * The workspace's channels and publications (ADR 059, /api/publishing and /api/publications).
 * Every member reads both and publishes; owner and admins connect and disconnect channels.
 */

/** Where a person is sent to connect a channel: a navigation, not a fetch (OAuth at Meta). */
export const connectPath = (platform: 'instagram' | 'facebook') =>
  `/api/publishing/${platform}/connect`;

/** GET /api/publishing/channels; 404 PUBLISHING_OFF where the server offers no publishing. */
export const getChannels = () => apiJson('/api/publishing/channels', z.array(channelSchema));

/** The channels, or `off: true` where this installation does not offer publishing. */
export function useChannels({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: queryKeys.channels,
    queryFn: getChannels,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const off = query.error instanceof ApiError && query.error.code === 'PUBLISHING_OFF';
  return { ...query, off };
}

/** DELETE /api/publishing/channels/:id. */
export function useDisconnectChannel() {
  return useChangeThenRefetch(
    async (id: string) => {
      await apiFetch(`/api/publishing/channels/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    queryKeys.channels,
    'settled',
  );
}

/** While any publication is on its way, the list asks again this often. */
const PUBLISHING_POLL_MS = 3000;

/** GET /api/publications: the workspace's publications, newest first; asked again while one is on its way. */
export function usePublications() {
  return useQuery({
    queryKey: queryKeys.publications,
    queryFn: () => apiJson('/api/publications', z.array(publicationSchema)),
    refetchInterval: (query) =>
      query.state.data?.some((publication) => onItsWay(publication)) ? PUBLISHING_POLL_MS : false,
  });
}

const createdSchema = z.object({ id: z.uuid(), state: z.enum(publicationStates) });

/** POST /api/publications: the posts to the chosen channels, now or at `publishAt`. */
export function useCreatePublication() {
  return useChangeThenRefetch(
    (request: PublicationRequest) => sendJson('POST', '/api/publications', createdSchema, request),
    queryKeys.publications,
    'success',
  );
}

/** DELETE /api/publications/:id (cancel) and POST /api/publications/:id/retry. */
export function usePublicationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
    }: {
      id: string;
      action: 'cancel' | 'retry';
    }): Promise<Publication> =>
      action === 'cancel'
        ? apiJson(`/api/publications/${encodeURIComponent(id)}`, publicationSchema, {
            method: 'DELETE',
          })
        : sendJson(
            'POST',
            `/api/publications/${encodeURIComponent(id)}/retry`,
            publicationSchema,
            {},
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.publications }),
  });
}
