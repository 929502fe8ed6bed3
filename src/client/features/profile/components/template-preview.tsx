import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { postLanguageOf } from '#shared/i18n/post-language.ts';
import { renderPost } from '#shared/render/render-post.ts';
import { PostSvg } from '#client/components/post/post-svg.tsx';
import type { CustomTemplate } from '#client/api/get-templates.ts';
import { previewGames } from '#client/features/profile/utils/sample-games.ts';

/**
 * A small picture of a template, drawn by the shared renderer as the studio draws posts, with
 * made-up games in its data fields. Scales to the width of its container.
 */
export const TemplatePreview = memo(function TemplatePreview({
  template,
}: {
  template: CustomTemplate;
}) {
  const { t, i18n } = useTranslation();
  const language = postLanguageOf(i18n.language);
  const post = useMemo(
    () =>
      renderPost(template.config, previewGames.slice(0, template.supportedGames), {
        // Gradient ids must not clash between the previews on one page.
        idPrefix: `tpl-${template.id}-`,
        language,
      }),
    [template, language],
  );
  return (
    <PostSvg
      post={post}
      width={post.width}
      height={post.height}
      label={t('profile.templateList.previewLabel', { name: template.name })}
    />
  );
});
