import { ChevronDown, Languages } from 'lucide-react';
import { lazy, Suspense, useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useDeferredMenu } from '#client/components/layout/deferred-menu.ts';
import { languageNames, resolveLanguage } from '#client/i18n/languages.ts';
import { cn } from '#client/lib/cn.ts';

const loadDropdown = () => import('#client/components/layout/language-dropdown.tsx');
const LanguageDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.LanguageDropdown })));

/**
 * The language menu's button: a compact button with the current code (DE, FR, IT, EN). The same
 * element before and after the menu has loaded.
 */
export function LanguageMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.resolvedLanguage);
  const id = useId();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1 px-2 font-semibold', className)}
      // The name starts with the code the button shows ('DE Sprache wählen, aktuell Deutsch'),
      // so a voice command with the visible label finds it.
      aria-labelledby={`${id}-code ${id}-name`}
      title={t('language.label')}
      data-testid="language-menu"
      {...props}
    >
      <Languages aria-hidden className="text-muted-foreground" />
      <span id={`${id}-code`}>{current.toUpperCase()}</span>
      <span id={`${id}-name`} className="sr-only">
        {t('language.menu', { language: languageNames[current] })}
      </span>
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </Button>
  );
}

/**
 * The language menu of the header and the mobile menu: the button opens the four languages, each
 * named in itself. Keyboard: Enter, Space or the arrow keys open it, the arrows move, Enter
 * chooses, Escape closes. The menu itself loads on first use (useDeferredMenu).
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { openedBy, triggerProps } = useDeferredMenu(loadDropdown, 'menu');
  const button = <LanguageMenuButton className={className} {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown className={className} openedBy={openedBy} />
    </Suspense>
  );
}
