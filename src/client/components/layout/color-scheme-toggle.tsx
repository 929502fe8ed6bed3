import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import {
  colorSchemes,
  isColorScheme,
  type ColorScheme,
} from '#client/lib/color-scheme/color-scheme.ts';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

function useColorSchemeOptions() {
  const { t } = useTranslation();
  return colorSchemes.map((scheme) => ({
    value: scheme,
    label: t(`colorScheme.${scheme}`),
    Icon: icons[scheme],
  }));
}

/** Header control: an icon button with a menu of light, dark and system. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, resolvedColorScheme, setColorScheme } = useColorScheme();
  const options = useColorSchemeOptions();
  const CurrentIcon = resolvedColorScheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('colorScheme.toggle')}
          title={t('colorScheme.toggle')}
        >
          <CurrentIcon aria-hidden className="!size-[18px]" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-40">
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

/** Mobile menu control: the three choices side by side. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useColorScheme();
  const options = useColorSchemeOptions();
  return (
    <SegmentedControl<ColorScheme>
      label={t('colorScheme.label')}
      size="sm"
      stretch
      value={colorScheme}
      onChange={setColorScheme}
      options={options.map(({ value, label, Icon }) => ({
        value,
        title: label,
        label: (
          <>
            <Icon aria-hidden className="size-3.5" />
            {label}
          </>
        ),
      }))}
    />
  );
}
