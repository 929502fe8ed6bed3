import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** Any unknown route (docs/product.md section 2): the exact text and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center">
      <p className="bg-gradient-to-b from-foreground/25 to-foreground/5 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="text-muted-foreground">{t('notFound.text')}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {t('notFound.home')}
        </Link>
      </Button>
    </div>
  );
}
