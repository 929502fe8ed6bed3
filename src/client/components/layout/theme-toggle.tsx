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
import { isTheme, type Theme } from '#client/lib/theme/theme.ts';
import { useTheme } from '#client/lib/theme/theme-provider.tsx';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

function useThemeOptions() {
  const { t } = useTranslation();
  return (['light', 'dark', 'system'] as const).map((theme) => ({
    value: theme,
    label: t(`theme.${theme}`),
    Icon: icons[theme],
  }));
}

/** Header control: an icon button with a menu of light, dark and system. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const options = useThemeOptions();
  const CurrentIcon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('theme.toggle')}
          title={t('theme.toggle')}
        >
          <CurrentIcon aria-hidden className="!size-[18px]" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-40">
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) setTheme(value);
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
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const options = useThemeOptions();
  return (
    <SegmentedControl<Theme>
      label={t('theme.label')}
      size="sm"
      stretch
      value={theme}
      onChange={setTheme}
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
