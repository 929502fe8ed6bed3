import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';
import { logoSchema, type LogoType } from '#shared/logos/logo.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';

export interface LogoUpload {
  file: File;
  name: string;
  logoType: LogoType;
}

/** POST /api/logos, multipart fields `file`, `name` and `logoType`: 201 with the stored logo. */
export function uploadLogo({ file, name, logoType }: LogoUpload) {
  const form = new FormData();
  form.append('file', file);
  form.append('name', name);
  form.append('logoType', logoType);
  return apiJson('/api/logos', logoSchema, { method: 'POST', body: form });
}

export function useUploadLogo() {
  return useChangeThenRefetch(uploadLogo, queryKeys.logos, 'success');
}
