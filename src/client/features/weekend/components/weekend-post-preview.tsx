import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPost, type PostDesign } from '#shared/render/build-post.ts';
import { buildWeekendPost } from '#shared/render/build-weekend-post.ts';
import type { RenderedPost } from '#shared/render/render-post.ts';
import { canvasSizes, isFormat, type Format } from '#shared/templates/formats.ts';
import { weekendRows } from '#shared/themes/weekend-template.ts';
import { isThemeId } from '#shared/themes/theme-colors.ts';
import { useTemplate } from '#client/api/get-template.ts';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import type { PlannedPost, WeekendMode } from '#client/features/weekend/utils/weekend-plan.ts';

const previewWidth = 224;

/**
 * A post's preview by the shared renderer, as the export draws it: the overview, or a team's
 * post in the look its slot remembers, a built-in theme or the user's own template (loaded as
 * the studio loads it; the default theme only while it loads or when it cannot be loaded).
 */
export function WeekendPostPreview({ post, mode }: { post: PlannedPost; mode: WeekendMode }) {
  const { t } = useTranslation();
  const body = post.body as Record<string, unknown>;
  const templateId =
    post.kind === 'team' && typeof body.templateId === 'string' ? body.templateId : undefined;
  const template = useTemplate(templateId);
  const custom = templateId ? (template.data?.config ?? null) : null;
  const themeFormat: Format = isFormat(body.format) ? body.format : '4:5';
  const format: Format = custom ? custom.format : themeFormat;

  const rendered = useMemo<RenderedPost>(() => {
    const theme = isThemeId(body.theme) ? body.theme : 'default';
    if (post.kind === 'overview') {
      return buildWeekendPost({
        theme,
        mode,
        language: post.language,
        rows: weekendRows(post.games),
        crest: null,
        clubName: post.games[0]?.teamName ?? null,
        idPrefix: post.key,
      });
    }
    const design: PostDesign = custom ? { template: custom } : { theme };
    return buildPost({
      design,
      games: post.games.map((g) => g.game),
      mode,
      format: themeFormat,
      language: post.language,
      teamName: post.games[0]?.teamName ?? null,
      sport: post.sport,
      idPrefix: post.key,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- body, theme and format are the post's
  }, [post, mode, custom]);
  const size = canvasSizes[format];
  const label =
    post.kind === 'overview'
      ? [t('weekend.overview'), post.label].filter(Boolean).join(' ')
      : post.label;
  return (
    <div
      data-testid="weekend-preview"
      data-look={custom ? 'template' : post.kind === 'team' ? 'theme' : 'overview'}
    >
      <PostSvg
        post={rendered}
        width={previewWidth}
        height={Math.round((previewWidth * size.height) / size.width)}
        label={label}
      />
    </div>
  );
}
