import { useTranslation } from 'react-i18next';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { Card } from '#client/components/ui/card.tsx';
import type { ChosenBackground } from '#client/features/studio/hooks/use-chosen-background.ts';
import type { PostDesignChoice } from '#client/features/studio/hooks/use-post-design.ts';
import { CheckboxRow } from '#client/features/studio/components/checkbox-row.tsx';
import { BackgroundControls } from '#client/features/studio/components/background-controls.tsx';
import { FormatPicker } from '#client/features/studio/components/format-picker.tsx';
import { PostLanguageSelect } from '#client/features/studio/components/post-language-select.tsx';
import { PostModeTabs } from '#client/features/studio/components/post-mode-tabs.tsx';
import { TemplatePicker } from '#client/features/studio/components/template-picker.tsx';
import type { PostOptions } from '#client/features/studio/utils/studio-url.ts';

/**
 * The post's options beside the preview: theme or template (with a note when the template does
 * not serve this tab, ADR 021), the mode tab with its switches, the format (not for a template,
 * which keeps its own), the post language, 'Sponsoren zeigen' and the background.
 */
export function PostOptionsCard({
  choice,
  options,
  onOptions,
  isPaid,
  gameCount,
  language,
  onLanguage,
  signedIn,
  background,
  sponsors,
}: {
  choice: PostDesignChoice;
  options: PostOptions;
  onOptions(patch: Partial<PostOptions>): void;
  isPaid: boolean;
  gameCount: number;
  language: PostLanguage;
  onLanguage(language: PostLanguage): void;
  signedIn: boolean;
  background: ChosenBackground | null;
  /** 'Sponsoren zeigen', offered where the workspace keeps sponsors. */
  sponsors: { offered: boolean; show: boolean; choose(show: boolean): void };
}) {
  const { t } = useTranslation();
  const { theme, chosenTemplate, custom, templateElsewhere, gameMode, onStandings } = choice;
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-2">
      <h2 className="text-lg font-semibold tracking-tight">{t('studio.post.options')}</h2>
      <TemplatePicker
        theme={theme}
        templateId={chosenTemplate ? chosenTemplate.id : null}
        templates={isPaid ? (choice.usableTemplates ?? []) : null}
        gameCount={gameCount}
        mode={onStandings ? null : gameMode}
        palette={choice.palette}
        onTheme={(next) => onOptions({ theme: next, templateId: null })}
        onTemplate={(id) => onOptions({ templateId: id })}
      />
      {templateElsewhere && chosenTemplate ? (
        <p
          role="status"
          data-testid="template-elsewhere"
          className="-mt-3 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
        >
          {t(
            gameMode === 'result'
              ? 'studio.post.templateNotForResult'
              : 'studio.post.templateNotForPreview',
            { name: chosenTemplate.name, theme: t(`studio.post.themes.${theme}`) },
          )}{' '}
          {t('studio.post.templateModesHint')}
        </p>
      ) : null}
      <PostModeTabs
        tab={options.tab}
        isHomeGame={options.isHomeGame}
        showResultDetail={options.showResultDetail}
        onTab={(tab) => onOptions({ tab })}
        onHomeGame={(isHomeGame) => onOptions({ isHomeGame })}
        onResultDetail={(showResultDetail) => onOptions({ showResultDetail })}
      />
      {(onStandings || !custom) && (
        <FormatPicker format={options.format} onFormat={(format) => onOptions({ format })} />
      )}
      <PostLanguageSelect value={language} onChange={onLanguage} />
      {sponsors.offered && (
        <div className="flex flex-col gap-1.5">
          <CheckboxRow
            label={t('studio.post.showSponsors')}
            checked={sponsors.show}
            onChange={sponsors.choose}
          />
          <p className="pl-6.5 text-xs text-muted-foreground">{t('studio.post.sponsorsHint')}</p>
        </div>
      )}
      <div className="border-t" />
      <BackgroundControls signedIn={signedIn} chosen={background} format={choice.postFormat} />
    </Card>
  );
}
