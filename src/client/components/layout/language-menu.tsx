import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '#client/api/get-me.ts';
import { saveLanguage } from '#client/api/save-language.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { isLanguage, languageNames, menuOrder, resolveLanguage } from '#client/i18n/languages.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The language menu of the header and the mobile menu: a compact button with the current code
 * (DE, FR, IT, EN) that opens the four languages, each named in itself. Keyboard: Enter, Space or
 * the arrow keys open it, the arrows move, Enter chooses, Escape closes.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useMe();
  const current = resolveLanguage(i18n.resolvedLanguage);
  const id = useId();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-1 px-2 font-semibold', className)}
          // The name starts with the code the button shows ('DE Sprache wählen, aktuell Deutsch'),
          // so a voice command with the visible label finds it.
          aria-labelledby={`${id}-code ${id}-name`}
          title={t('language.label')}
          data-testid="language-menu"
        >
          <Languages aria-hidden className="text-muted-foreground" />
          <span id={`${id}-code`}>{current.toUpperCase()}</span>
          <span id={`${id}-name`} className="sr-only">
            {t('language.menu', { language: languageNames[current] })}
          </span>
          <ChevronDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (!isLanguage(value)) return;
            void i18n.changeLanguage(value);
            // Signed in: the profile keeps the choice for later mails. The page has already
            // switched, so a failed save only leaves the stored language as it was.
            if (user) saveLanguage(value).catch(() => undefined);
          }}
        >
          {menuOrder.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              <span className="flex-1">{languageNames[language]}</span>
              <span aria-hidden className="text-xs text-muted-foreground">
                {language.toUpperCase()}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
