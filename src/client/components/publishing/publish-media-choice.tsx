import { useTranslation } from 'react-i18next';
import type { PublicationMedia } from '#shared/publishing/publication.schema.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';

/**
 * 'Bild' or 'Video' in the publish dialog (ADR 065) and in a team's game-day publishing (ADR
 * 067), offered where the post can be its video; with the video, where it goes and that it takes
 * longer. `compact`: the small control and a plain heading, as the game-day form's other parts.
 */
export function MediaChoice({
  media,
  onChange,
  compact = false,
}: {
  media: PublicationMedia;
  onChange(media: PublicationMedia): void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'flex flex-col gap-1.5' : 'flex flex-col gap-2'}>
      <span className={compact ? 'font-medium' : 'text-sm font-semibold'}>
        {t('publishing.publish.media')}
      </span>
      <SegmentedControl<PublicationMedia>
        className="self-start"
        size={compact ? 'sm' : 'md'}
        label={t('publishing.publish.media')}
        value={media}
        options={[
          { value: 'image', label: t('publishing.publish.medias.image') },
          { value: 'video', label: t('publishing.publish.medias.video') },
        ]}
        onChange={onChange}
      />
      {media === 'video' ? (
        <p
          className={compact ? 'text-muted-foreground' : 'text-sm text-muted-foreground'}
          data-testid="publish-video-note"
        >
          {t('publishing.publish.videoNote')}
        </p>
      ) : null}
    </div>
  );
}
