import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResumedSchema } from '#shared/billing/billing.schema.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/api/query-keys.ts';

/**
 * POST /api/billing/resume: the subscription cancelled at its period's end runs on. Without a
 * running subscription the server answers 404 NO_SUBSCRIPTION.
 */
export function resumeSubscription() {
  return apiJson('/api/billing/resume', subscriptionResumedSchema, {
    method: 'POST',
    ...jsonBody({}),
  });
}

/** Resumes, then reads the plan again so the screen shows it running. */
export function useResumeSubscription(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me(userId) }),
  });
}
