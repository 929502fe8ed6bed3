import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { subscriptionResumedSchema } from '#shared/billing/billing.schema.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/api/query-keys.ts';

/**
 * POST /api/billing/resume: the subscription cancelled at its period's end runs on. Without a
 * running subscription the server answers 404 NO_SUBSCRIPTION.
 */
export function resumeSubscription() {
  return sendJson('POST', '/api/billing/resume', subscriptionResumedSchema, {});
}

/** Resumes, then reads the plan again so the screen shows it running. */
export function useResumeSubscription(userId: string | null) {
  return useChangeThenRefetch(resumeSubscription, queryKeys.me(userId), 'settled');
}
