import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackgroundList } from '#shared/backgrounds/background.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** DELETE /api/backgrounds/:id: the photo and its thumbnail. */
export async function deleteBackground(id: string): Promise<void> {
  await apiFetch(`/api/backgrounds/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The list without one background; the same list when it was not there. */
export function withoutBackground(list: BackgroundList, id: string): BackgroundList {
  return { ...list, backgrounds: list.backgrounds.filter((background) => background.id !== id) };
}

/**
 * Deletes optimistically (docs/product.md section 4, "Background delete"): the photo leaves the list at
 * once and comes back if the server refuses.
 */
export function useDeleteBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackground,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.backgrounds });
      const previous = queryClient.getQueryData<BackgroundList>(queryKeys.backgrounds);
      if (previous)
        queryClient.setQueryData(queryKeys.backgrounds, withoutBackground(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.backgrounds, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backgrounds }),
  });
}
