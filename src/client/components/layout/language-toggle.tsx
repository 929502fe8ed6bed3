import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { resolveLanguage, type Language } from '#client/i18n/languages.ts';

export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl<Language>
      label={t('language.label')}
      size="sm"
      className={className}
      value={resolveLanguage(i18n.resolvedLanguage)}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={[
        { value: 'de', label: 'DE', title: t('language.de') },
        { value: 'en', label: 'EN', title: t('language.en') },
      ]}
    />
  );
}
