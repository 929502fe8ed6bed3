import { i18n } from '#client/i18n/i18n.ts';
import { imageFileProblem } from '#client/lib/image-file.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * Checks a picked image before anything is sent (the studio's 'Neues Bild', the editor's logo
 * picker, the profile's backgrounds): a refused one is told in an error toast, the same on every
 * screen. Answers whether the file was refused.
 */
export function imageFileRefused(file: { type: string; size: number }): boolean {
  const problem = imageFileProblem(file);
  if (problem === 'invalid-type') {
    toast.error({
      title: i18n.t('profile.fileProblem.invalidTypeTitle'),
      description: i18n.t('profile.fileProblem.invalidTypeText'),
    });
  } else if (problem === 'too-large') {
    toast.error({
      title: i18n.t('profile.fileProblem.tooLargeTitle'),
      description: i18n.t('profile.fileProblem.tooLargeText'),
    });
  }
  return problem !== null;
}
