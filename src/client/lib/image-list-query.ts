import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of a list of the user's pictures (backgrounds, logos): their URLs are signed for an
 * hour, so the list is fetched fresh well before (after 20 minutes).
 */
export function imageListQueryOptions<TList, TKey extends QueryKey>(
  queryKey: TKey,
  getList: () => Promise<TList>,
) {
  return queryOptions({ queryKey, queryFn: getList, staleTime: 20 * 60 * 1000 });
}
