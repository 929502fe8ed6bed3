import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '#client/components/layout/logo.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** /auth: sign-in with a magic link (the form arrives with the auth issue). */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-14">
      <Card className="flex w-full max-w-md flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        <LogoMark className="size-12" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('screens.auth.title')}
          </h1>
          <p className="text-muted-foreground">{t('screens.auth.description')}</p>
        </div>
        <Mail aria-hidden className="size-6 text-muted-foreground/60" />
      </Card>
    </div>
  );
}
