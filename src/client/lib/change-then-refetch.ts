import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to something the user keeps on the server (a template, a team slot, a logo, a sign-in
 * factor) after which what `refetched` names is fetched anew: once the change succeeded
 * (`'success'`), or whatever its outcome (`'settled'`: a refused change shows the list as the
 * server still has it). The mutation settles once the new list is in.
 */
export function useChangeThenRefetch<TData, TVariables>(
  change: (variables: TVariables) => Promise<TData>,
  refetched: QueryKey,
  after: 'success' | 'settled',
) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: refetched });
  return useMutation(
    after === 'success'
      ? { mutationFn: change, onSuccess: refetch }
      : { mutationFn: change, onSettled: refetch },
  );
}
