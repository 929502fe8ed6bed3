import { useMutation } from '@tanstack/react-query';
import { accountDeletedSchema } from '#shared/accounts/account-deletion.schema.ts';
import { apiJson, jsonBody } from '#client/lib/api-client.ts';

/** POST /api/account/delete {confirmation}: the server deletes everything of the user. */
export function deleteAccount(confirmation: string) {
  return apiJson('/api/account/delete', accountDeletedSchema, {
    method: 'POST',
    ...jsonBody({ confirmation }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
