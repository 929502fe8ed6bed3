import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The unmistakable mark of the demo checkout and portal: nothing here costs money. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t('billing.demoNotice')}</strong>{' '}
        {t('billing.demoExplanation')}
      </p>
    </div>
  );
}
