import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/lib/toast.ts';

/**
 * A message that survives one full page load (sessionStorage), for actions that end with a
 * reload, such as deleting the account.
 */
const FLASH_KEY = 'matchpost-flash';

const messages = { deleted: 'profile.deleted' } as const;
export type Flash = keyof typeof messages;

export function writeSessionFlash(flash: Flash): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, flash);
  } catch {
    // Without storage the page still works; only the message is lost.
  }
}

/** Shows a pending flash message once, as a success toast. */
export function useSessionFlash(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let flash: string | null = null;
    try {
      flash = window.sessionStorage.getItem(FLASH_KEY);
      window.sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (flash && flash in messages) toast.success({ title: t(messages[flash as Flash]) });
  }, [t]);
}
