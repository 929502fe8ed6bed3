import { useTranslation } from 'react-i18next';
import {
  ColorSchemeButton,
  useColorSchemeOptions,
} from '#client/components/layout/color-scheme-toggle.tsx';
import { useFirstOpenFocus, type OpenedBy } from '#client/components/layout/deferred-menu.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { isColorScheme } from '#client/lib/color-scheme/color-scheme.ts';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

/** ColorSchemeToggle once it has been used: the menu, open from the start. */
export function ColorSchemeDropdown({ openedBy }: { openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useColorScheme();
  const options = useColorSchemeOptions();
  const onFocus = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ColorSchemeButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-40" onFocus={onFocus}>
        <DropdownMenuLabel>{t('colorScheme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={colorScheme}
          onValueChange={(value) => {
            if (isColorScheme(value)) setColorScheme(value);
          }}
        >
          {options.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
