import { BACKGROUND_MAX_BYTES } from '#shared/backgrounds/background.schema.ts';

/**
 * What an image upload accepts before anything is sent (docs/product.md section 5): images up to 10 MB.
 * The studio's 'Neues Bild', the profile's backgrounds and logos check files with it.
 */
export type ImageFileProblem = 'invalid-type' | 'too-large';

export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalid-type';
  if (file.size > BACKGROUND_MAX_BYTES) return 'too-large';
  return null;
}
