import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** /profile/templates/new and /profile/templates/edit/:id. */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageShell>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 text-muted-foreground">
        <Link to="/profile/templates">
          <ArrowLeft aria-hidden />
          {t('screens.editor.back')}
        </Link>
      </Button>
      <PageHeader
        title={id ? t('screens.editor.editTitle') : t('screens.editor.newTitle')}
        description={t('screens.editor.description')}
      />
    </PageShell>
  );
}
