import { useTranslation } from 'react-i18next';
import { useMe } from '#client/api/get-me.ts';
import { saveLanguage } from '#client/api/save-language.ts';
import { ChoiceDropdown } from '#client/components/layout/choice-dropdown.tsx';
import type { OpenedBy } from '#client/components/layout/deferred-menu.ts';
import { LanguageMenuButton } from '#client/components/layout/language-menu.tsx';
import { DropdownMenuRadioItem } from '#client/components/ui/dropdown-menu.tsx';
import { isLanguage, languageNames, menuOrder, resolveLanguage } from '#client/i18n/languages.ts';

/** LanguageMenu once it has been used: the menu, open from the start. */
export function LanguageDropdown({
  className,
  openedBy,
}: {
  className?: string;
  openedBy: OpenedBy;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useMe();
  const current = resolveLanguage(i18n.resolvedLanguage);
  return (
    <ChoiceDropdown
      trigger={<LanguageMenuButton className={className} />}
      label={t('language.label')}
      value={current}
      onChoose={(value) => {
        if (!isLanguage(value)) return;
        void i18n.changeLanguage(value);
        // Signed in: the profile keeps the choice for later mails. The page has already
        // switched, so a failed save only leaves the stored language as it was.
        if (user) saveLanguage(value).catch(() => undefined);
      }}
      openedBy={openedBy}
      className="w-44"
    >
      {menuOrder.map((language) => (
        <DropdownMenuRadioItem key={language} value={language} lang={language}>
          <span className="flex-1">{languageNames[language]}</span>
          <span aria-hidden className="text-xs text-muted-foreground">
            {language.toUpperCase()}
          </span>
        </DropdownMenuRadioItem>
      ))}
    </ChoiceDropdown>
  );
}
