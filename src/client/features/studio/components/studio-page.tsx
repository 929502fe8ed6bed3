import { useTranslation } from 'react-i18next';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';

/** /studio and its steps: sport, club, team, games, preview. */
export function StudioPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeader title={t('screens.studio.title')} description={t('screens.studio.description')} />
    </PageShell>
  );
}
