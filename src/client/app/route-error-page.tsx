import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Logo } from '#client/components/layout/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Shown when a screen fails to render or its chunk cannot be loaded (for instance after a new
 * release replaced the files): a reload fixes the latter.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('errorPage.title')}</h1>
        <p className="text-muted-foreground">{t('errorPage.text')}</p>
      </div>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        {t('errorPage.reload')}
      </Button>
    </div>
  );
}
