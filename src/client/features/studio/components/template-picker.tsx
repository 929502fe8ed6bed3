import { ChevronDown, LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TemplateMode } from '#shared/templates/post-kinds.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';
import {
  clubColorValues,
  themeColors,
  themeIds,
  type ThemeId,
} from '#shared/themes/theme-colors.ts';
import {
  DropdownMenu,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { CustomTemplate } from '#client/api/get-templates.ts';
import { PickerMenuContent } from '#client/components/ui/picker-menu-content.tsx';

/**
 * A built-in theme's swatch: its ground and the colour of its bands, as the theme paints them;
 * 'Clubfarben' in the colours of the club (its palette; Swiss red and navy until it is known).
 */
function swatchOf(theme: ThemeId, palette: ClubPalette | null): [string, string] {
  if (theme === 'club') {
    const club = clubColorValues(palette ?? fallbackPalette);
    return [club.ground, club.decor];
  }
  const colors = themeColors(theme, null, false);
  return [colors.background, colors.decor];
}

/**
 * 'Vorlage:': the four built-in themes and, for paid users, the group 'Eigene Vorlagen' with
 * each template's name and game count. A template that takes fewer games than chosen is disabled,
 * and so is one made for the other game post than the tab's (`mode`; ADR 021), marked with what
 * it serves ('nur Resultat').
 */
export function TemplatePicker({
  theme,
  templateId,
  templates,
  gameCount,
  mode,
  palette,
  onTheme,
  onTemplate,
}: {
  theme: ThemeId;
  /** The club's colours, for the 'Clubfarben' swatch; null until they are known. */
  palette: ClubPalette | null;
  templateId: string | null;
  templates: CustomTemplate[] | null;
  gameCount: number;
  /** The game post of the tab; null on the table, which no template draws. */
  mode: TemplateMode | null;
  onTheme(theme: ThemeId): void;
  onTemplate(id: string): void;
}) {
  const { t } = useTranslation();
  const custom = templates?.find((template) => template.id === templateId) ?? null;
  const value = custom ? `template:${custom.id}` : `theme:${theme}`;
  const currentName = custom ? custom.name : t(`studio.post.themes.${theme}`);

  const onValue = (next: string) => {
    const [kind, id = ''] = next.split(/:(.*)/s);
    if (kind === 'template') onTemplate(id);
    else if (themeIds.includes(id as ThemeId)) onTheme(id as ThemeId);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id="template-picker-label" className="text-sm font-semibold">
        {t('studio.post.template')}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-labelledby="template-picker-label template-picker-value"
          data-testid="template-picker"
          className="flex h-12 w-full items-center gap-3 rounded-xl border border-input bg-background px-3 text-left shadow-xs transition-colors hover:border-brand/40 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none data-[state=open]:border-brand/50"
        >
          {custom ? (
            <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted">
              <LayoutTemplate aria-hidden className="size-4 text-muted-foreground" />
            </span>
          ) : (
            <Swatch colors={swatchOf(theme, palette)} />
          )}
          <span id="template-picker-value" className="min-w-0 flex-1 truncate font-medium">
            {currentName}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </DropdownMenuTrigger>
        <PickerMenuContent className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))]">
          <DropdownMenuRadioGroup value={value} onValueChange={onValue}>
            <DropdownMenuLabel>{t('studio.post.builtIn')}</DropdownMenuLabel>
            {themeIds.map((id) => (
              <DropdownMenuRadioItem key={id} value={`theme:${id}`}>
                <Swatch colors={swatchOf(id, palette)} testId={`swatch-${id}`} />
                {t(`studio.post.themes.${id}`)}
              </DropdownMenuRadioItem>
            ))}
            {templates && templates.length > 0 && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel>{t('studio.post.custom')}</DropdownMenuLabel>
                {templates.map((template) => {
                  const served = servedModes(template.config);
                  const wrongPost = mode !== null && !served.includes(mode);
                  return (
                    <DropdownMenuRadioItem
                      key={template.id}
                      value={`template:${template.id}`}
                      disabled={template.supportedGames < gameCount || wrongPost}
                    >
                      <LayoutTemplate aria-hidden />
                      <span className="min-w-0 flex-1 truncate">{template.name}</span>
                      <span className="text-right text-xs text-muted-foreground">
                        {t('studio.post.templateGames', { count: template.supportedGames })}
                        {served.length === 1 ? (
                          <span className="block" data-testid="template-serves">
                            {t(
                              served[0] === 'result'
                                ? 'studio.post.templateOnlyResult'
                                : 'studio.post.templateOnlyPreview',
                            )}
                          </span>
                        ) : null}
                      </span>
                    </DropdownMenuRadioItem>
                  );
                })}
              </>
            )}
          </DropdownMenuRadioGroup>
        </PickerMenuContent>
      </DropdownMenu>
    </div>
  );
}

function Swatch({
  colors: [ground, accent],
  testId,
}: {
  colors: [string, string];
  testId?: string;
}) {
  return (
    <span
      aria-hidden
      data-testid={testId}
      data-colors={`${ground} ${accent}`}
      className="relative flex size-7 shrink-0 overflow-hidden rounded-md ring-1 ring-black/10 dark:ring-white/15"
      style={{ background: ground }}
    >
      <span
        className="absolute inset-x-1.5 bottom-1.5 h-1 rounded-full"
        style={{ background: accent }}
      />
    </span>
  );
}
