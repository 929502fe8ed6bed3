import { useTranslation } from 'react-i18next';
import { ChoiceDropdown } from '#client/components/layout/choice-dropdown.tsx';
import {
  ColorSchemeButton,
  useColorSchemeOptions,
} from '#client/components/layout/color-scheme-toggle.tsx';
import type { OpenedBy } from '#client/components/layout/deferred-menu.ts';
import { DropdownMenuRadioItem } from '#client/components/ui/dropdown-menu.tsx';
import { isColorScheme } from '#client/lib/color-scheme/color-scheme.ts';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

/** ColorSchemeToggle once it has been used: the menu, open from the start. */
export function ColorSchemeDropdown({ openedBy }: { openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useColorScheme();
  const options = useColorSchemeOptions();
  return (
    <ChoiceDropdown
      trigger={<ColorSchemeButton />}
      label={t('colorScheme.label')}
      value={colorScheme}
      onChoose={(value) => {
        if (isColorScheme(value)) setColorScheme(value);
      }}
      openedBy={openedBy}
      className="w-40"
    >
      {options.map(({ value, label, Icon }) => (
        <DropdownMenuRadioItem key={value} value={value}>
          <Icon aria-hidden />
          {label}
        </DropdownMenuRadioItem>
      ))}
    </ChoiceDropdown>
  );
}
