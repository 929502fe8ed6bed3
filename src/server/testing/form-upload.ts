/** A file sent in a form: its bytes (or the text of an SVG), its name and its type. */
export interface FormFile {
  bytes: Uint8Array | string;
  name: string;
  type: string;
}

/** The form a browser sends: `file` as the field `file`, then `fields`. */
export function formOf(file: FormFile | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (file) {
    const bytes = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    form.append('file', new Blob([bytes], { type: file.type }), file.name);
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/**
 * POSTs a multipart form to `path` as the browser with `cookie` sends it (the app's own origin;
 * null: anonymously): `file` as the field `file`, then `fields`. Extra headers override.
 */
export function postForm(
  baseUrl: string,
  cookie: string | null,
  path: string,
  file: FormFile | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: baseUrl, ...(cookie === null ? {} : { cookie }), ...headers },
    body: formOf(file, fields),
  });
}
