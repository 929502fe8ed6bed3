import { useTranslation } from 'react-i18next';
import { segmentLook } from '#client/components/ui/segmented-control.tsx';
import { cn } from '#client/lib/cn.ts';
import type { PostTab } from '#client/features/studio/utils/studio-url.ts';
import { CheckboxRow } from '#client/features/studio/components/checkbox-row.tsx';

/**
 * 'Spielvorschau' / 'Resultat' / 'Tabelle' with the option of each: 'Ist Heimspiel' on the
 * first, 'Details anzeigen' on the second, a word on what the table shows on the third.
 */
export function PostModeTabs({
  tab,
  isHomeGame,
  showResultDetail,
  onTab,
  onHomeGame,
  onResultDetail,
}: {
  tab: PostTab;
  isHomeGame: boolean;
  showResultDetail: boolean;
  onTab(tab: PostTab): void;
  onHomeGame(value: boolean): void;
  onResultDetail(value: boolean): void;
}) {
  const { t } = useTranslation();
  const tabs: { value: PostTab; label: string }[] = [
    { value: 'preview', label: t('studio.post.tabPreview') },
    { value: 'result', label: t('studio.post.tabResult') },
    { value: 'standings', label: t('studio.post.tabStandings') },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={t('studio.post.view')}
        className="flex w-full items-center gap-0.5 rounded-xl border bg-muted/60 p-1"
      >
        {tabs.map((option) => {
          const active = option.value === tab;
          return (
            <button
              key={option.value}
              type="button"
              role="tab"
              id={`post-mode-tab-${option.value}`}
              aria-selected={active}
              aria-controls="post-mode-panel"
              onClick={() => onTab(option.value)}
              className={cn(
                'h-9 flex-1 rounded-lg px-3 text-sm font-semibold transition-all',
                segmentLook(active),
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="post-mode-panel"
        aria-labelledby={`post-mode-tab-${tab}`}
        className="flex min-h-9 items-center"
      >
        {tab === 'preview' ? (
          <CheckboxRow
            label={t('studio.post.isHomeGame')}
            checked={isHomeGame}
            onChange={onHomeGame}
          />
        ) : tab === 'standings' ? (
          <p className="text-sm text-muted-foreground">{t('studio.post.standingsHint')}</p>
        ) : (
          <CheckboxRow
            label={t('studio.post.showDetail')}
            checked={showResultDetail}
            onChange={onResultDetail}
          />
        )}
      </div>
    </div>
  );
}
