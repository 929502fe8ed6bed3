import { LOGO_MAX_BYTES, LOGO_NAME_MAX, cleanDisplayName } from '#shared/logos/logo.schema.ts';

/**
 * The logo upload form's checks before anything is sent (docs/product.md section 5): a non-blank name,
 * trimmed, at most 100 characters; an image file up to 10 MB. The server checks the same again.
 */
export type LogoNameProblem = 'required' | 'too-long';
export type LogoFileProblem = 'required' | 'invalid-type' | 'too-large';

export interface LogoFormCheck {
  /** The name as it will be stored. */
  name: string;
  nameProblem: LogoNameProblem | null;
  fileProblem: LogoFileProblem | null;
}

export function checkLogoForm(input: {
  name: string;
  file: { type: string; size: number } | null;
}): LogoFormCheck {
  const name = cleanDisplayName(input.name);
  const nameProblem: LogoNameProblem | null =
    name === '' ? 'required' : [...name].length > LOGO_NAME_MAX ? 'too-long' : null;
  return { name, nameProblem, fileProblem: logoFileProblem(input.file) };
}

export function logoFileProblem(
  file: { type: string; size: number } | null,
): LogoFileProblem | null {
  if (!file) return 'required';
  if (!file.type.startsWith('image/')) return 'invalid-type';
  if (file.size > LOGO_MAX_BYTES) return 'too-large';
  return null;
}
