import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '#client/api/sign-out.ts';
import { toast } from '#client/lib/toast.ts';

/** Signs out and goes to the landing page; a failure shows an error toast. */
export function useLogout() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
      await navigate('/');
    } catch {
      toast.error({ description: t('toast.signOutFailed') });
    }
  }, [signOut, navigate, t]);
}
