import { Monitor, Moon, Sun } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '#client/components/layout/deferred-menu.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { colorSchemes, type ColorScheme } from '#client/lib/color-scheme/color-scheme.ts';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function useColorSchemeOptions() {
  const { t } = useTranslation();
  return colorSchemes.map((scheme) => ({
    value: scheme,
    label: t(`colorScheme.${scheme}`),
    Icon: icons[scheme],
  }));
}

const loadDropdown = () => import('#client/components/layout/color-scheme-dropdown.tsx');
const ColorSchemeDropdown = lazy(() =>
  loadDropdown().then((m) => ({ default: m.ColorSchemeDropdown })),
);

/** The header's colour scheme button: the current scheme's icon. */
export function ColorSchemeButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const { resolvedColorScheme } = useColorScheme();
  const CurrentIcon = resolvedColorScheme === 'dark' ? Moon : Sun;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('colorScheme.toggle')}
      title={t('colorScheme.toggle')}
      {...props}
    >
      <CurrentIcon aria-hidden className="!size-[18px]" />
    </Button>
  );
}

/**
 * Header control: an icon button with a menu of light, dark and system. The menu loads on first
 * use (useDeferredMenu).
 */
export function ColorSchemeToggle() {
  const { openedBy, triggerProps } = useDeferredMenu(loadDropdown, 'menu');
  const button = <ColorSchemeButton {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <ColorSchemeDropdown openedBy={openedBy} />
    </Suspense>
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
