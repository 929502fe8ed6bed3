import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postLanguageOf } from '#shared/i18n/post-language.ts';
import { renderPost } from '#shared/render/render-post.ts';
import type { Format } from '#shared/templates/formats.ts';
import { themeIds, type ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostMode } from '#shared/themes/theme-template.ts';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import { DialogShell } from '#client/components/ui/dialog.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import type { EditorDocument } from '#client/features/editor/core/document.ts';
import { templateFromTheme } from '#client/features/editor/core/from-theme.ts';
import { sampleGames } from '#client/features/editor/utils/sample-games.ts';
import { useClubColors } from '#client/features/editor/hooks/use-club-colors.tsx';

/**
 * "Start from a built-in look": the four built-in themes, as preview or result, for the chosen
 * number of games and format, drawn with sample games; picking one replaces the canvas with its
 * elements as ordinary editable ones, data fields included.
 */
export function ThemeStartDialog({
  open,
  onOpenChange,
  games,
  format,
  onStart,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  games: number;
  format: Format;
  onStart(doc: EditorDocument, theme: ThemeId): void;
}) {
  const { t, i18n } = useTranslation();
  // The looks are drawn in the person's language, as the studio's posts are unless a team says
  // otherwise; the words are data fields, so the template keeps no language of its own.
  const language = postLanguageOf(i18n.language);
  const [mode, setMode] = useState<PostMode>('preview');
  const { palette } = useClubColors();
  const starts = useMemo(
    () =>
      open
        ? themeIds.map((theme) => {
            const doc = templateFromTheme({
              theme,
              mode,
              format,
              games: sampleGames.slice(0, games),
            });
            return {
              theme,
              doc,
              post: renderPost(doc, sampleGames.slice(0, games), {
                idPrefix: `start-${theme}-`,
                kind: mode,
                language,
                // 'Clubfarben' in the colours of the user's club, as the template will be.
                palette,
              }),
            };
          })
        : [],
    [open, mode, format, games, language, palette],
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.themeStart.title')}
      description={t('editor.themeStart.description', { count: games })}
      className="sm:max-w-3xl"
    >
      <SegmentedControl<PostMode>
        label={t('editor.themeStart.mode')}
        value={mode}
        onChange={setMode}
        size="sm"
        options={[
          { value: 'preview', label: t('editor.themeStart.preview') },
          { value: 'result', label: t('editor.themeStart.result') },
        ]}
      />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {starts.map(({ theme, doc, post }) => (
          <li key={theme}>
            <button
              type="button"
              data-testid={`theme-start-${theme}`}
              onClick={() => onStart(doc, theme)}
              className="group flex w-full flex-col gap-2 rounded-xl text-left focus-visible:outline-none"
            >
              <span className="block overflow-hidden rounded-lg border shadow-sm transition group-hover:ring-2 group-hover:ring-brand group-focus-visible:ring-2 group-focus-visible:ring-brand">
                <PostSvg
                  post={post}
                  width={post.width}
                  height={post.height}
                  label={t(`editor.themeStart.themes.${theme}`)}
                />
              </span>
              <span className="text-sm font-semibold">
                {t(`editor.themeStart.themes.${theme}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('editor.themeStart.hint')}</p>
    </DialogShell>
  );
}
