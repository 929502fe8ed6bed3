import { BACKGROUND_MAX_BYTES } from '#shared/backgrounds/background.schema.ts';

/** What 'Neues Bild' accepts before the crop dialog opens (SPEC.md section 5): images up to 10 MB. */
export type ImageFileProblem = 'invalid-type' | 'too-large';

export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalid-type';
  if (file.size > BACKGROUND_MAX_BYTES) return 'too-large';
  return null;
}
