import { toast as sonner } from 'sonner';
import { i18n } from '#client/i18n/i18n.ts';

export interface ToastMessage {
  title?: string;
  description?: string;
}

/**
 * The app's toasts (SPEC.md section 8). Errors are destructive toasts whose title defaults to
 * 'Fehler' / 'Error' in the active language.
 */
export const toast = {
  success({ title, description }: ToastMessage & { title: string }) {
    return sonner.success(title, { description });
  },
  info({ title, description }: ToastMessage & { title: string }) {
    return sonner.info(title, { description });
  },
  error({ title, description }: ToastMessage = {}) {
    return sonner.error(title ?? i18n.t('toast.errorTitle'), { description });
  },
};
