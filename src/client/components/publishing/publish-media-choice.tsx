import { useTranslation } from 'react-i18next';
import type { PublicationMedia } from '#shared/publishing/publication.schema.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';

/**
 * 'Bild' or 'Video' in the publish dialog (ADR 065), offered where the post can be its video
 * (one game post in 9:16 or 4:5); with the video, where it goes and that it takes longer.
 */
export function MediaChoice({
  media,
  onChange,
}: {
  media: PublicationMedia;
  onChange(media: PublicationMedia): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{t('publishing.publish.media')}</span>
      <SegmentedControl<PublicationMedia>
        className="self-start"
        label={t('publishing.publish.media')}
        value={media}
        options={[
          { value: 'image', label: t('publishing.publish.medias.image') },
          { value: 'video', label: t('publishing.publish.medias.video') },
        ]}
        onChange={onChange}
      />
      {media === 'video' ? (
        <p className="text-sm text-muted-foreground" data-testid="publish-video-note">
          {t('publishing.publish.videoNote')}
        </p>
      ) : null}
    </div>
  );
}
