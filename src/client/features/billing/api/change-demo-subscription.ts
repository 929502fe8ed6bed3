import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  demoPortalSchema,
  type DemoPortal,
  type DemoPortalAction,
} from '#shared/billing/billing.schema.ts';
import { demoPortalQueryKey } from '#client/features/billing/api/get-demo-portal.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/billing/demo/portal: cancel at the period's end, resume, or switch plan. */
export function changeDemoSubscription(action: DemoPortalAction): Promise<DemoPortal> {
  return sendJson('POST', '/api/billing/demo/portal', demoPortalSchema, action);
}

/** Changes the demo subscription; the portal shows the answer, the plan is fetched anew. */
export function useChangeDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDemoSubscription,
    onSuccess: async (portal) => {
      queryClient.setQueryData(demoPortalQueryKey, portal);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'billing' });
    },
  });
}
