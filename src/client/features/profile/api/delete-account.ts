import { useMutation } from '@tanstack/react-query';
import { accountDeletedSchema } from '#shared/accounts/account-deletion.schema.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/account/delete {confirmation}: the server deletes everything of the user. */
export function deleteAccount(confirmation: string) {
  return sendJson('POST', '/api/account/delete', accountDeletedSchema, { confirmation });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
