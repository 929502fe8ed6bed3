import { ImagePlus, Images, LoaderCircle, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACKGROUND_THUMBNAIL_WIDTH,
  backgroundContentTypes,
  type Background,
} from '#shared/backgrounds/background.schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FileInput } from '#client/components/ui/file-input.tsx';
import { useDeleteBackground } from '#client/api/delete-background.ts';
import { useBackgrounds } from '#client/api/get-backgrounds.ts';
import { useMe } from '#client/api/get-me.ts';
import { useUploadBackground } from '#client/api/upload-background.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import {
  EmptyState,
  LoadError,
  LoadingTiles,
  pictureGrid,
} from '#client/features/profile/components/section-states.tsx';
import { isAtLimit } from '#client/features/profile/utils/usage.ts';
import { imageFileRefused } from '#client/lib/image-file-refused.ts';
import { changeToasts, toast } from '#client/lib/toast.ts';

/**
 * /profile/backgrounds (docs/product.md sections 2, 4 "Background delete", 5 and 9): upload, a grid of
 * the 400 px thumbnails, newest first, at most 100; delete takes a photo out of the grid at once
 * and puts it back if the server refuses.
 */
export function BackgroundsSection() {
  const { t } = useTranslation();
  const { entitlements } = useMe();
  const limit = entitlements.limits.maxBackgrounds;
  const backgrounds = useBackgrounds();
  const upload = useUploadBackground();
  const remove = useDeleteBackground();
  const input = useRef<HTMLInputElement>(null);
  const deleting = useConfirmedDelete<Background>(remove, t('profile.backgroundLibrary.deleted'));
  const list = backgrounds.data?.backgrounds ?? [];
  const full = isAtLimit(list.length, limit);

  const chooseFile = () => {
    if (full) {
      toast.error({
        title: t('profile.backgroundLibrary.limitTitle'),
        description: t('profile.backgroundLibrary.limitText', { count: limit }),
      });
      return;
    }
    input.current?.click();
  };

  const onFile = (file: File) => {
    if (imageFileRefused(file)) return;
    upload.mutate(file, changeToasts(t('profile.backgroundLibrary.uploaded')));
  };

  const uploadButton = (
    <Button onClick={chooseFile} disabled={upload.isPending} data-testid="upload-background">
      {upload.isPending ? (
        <LoaderCircle aria-hidden className="animate-spin" />
      ) : (
        <ImagePlus aria-hidden />
      )}
      {upload.isPending
        ? t('profile.backgroundLibrary.uploading')
        : t('profile.backgroundLibrary.upload')}
    </Button>
  );

  return (
    <ProfileSection
      title={t('screens.profile.backgrounds')}
      description={t('profile.backgroundLibrary.hint')}
      usage={
        backgrounds.data
          ? { count: list.length, limit, label: t('profile.backgroundLibrary.usage') }
          : null
      }
      action={uploadButton}
    >
      <FileInput
        ref={input}
        accept={backgroundContentTypes.join(',')}
        aria-hidden
        onFile={onFile}
        data-testid="background-file"
      />

      {backgrounds.isPending ? (
        <LoadingTiles count={4} className={pictureGrid} tileClassName="aspect-[4/5]" />
      ) : backgrounds.isError ? (
        <LoadError
          title={t('profile.backgroundLibrary.loadFailed')}
          onRetry={() => void backgrounds.refetch()}
        />
      ) : list.length === 0 && !upload.isPending ? (
        <EmptyState
          icon={Images}
          title={t('profile.backgroundLibrary.emptyTitle')}
          text={t('profile.backgroundLibrary.emptyText')}
          action={uploadButton}
        />
      ) : (
        <ul className={pictureGrid} data-testid="background-grid">
          {upload.isPending && (
            <li
              className="flex aspect-[4/5] animate-pulse items-center justify-center rounded-xl bg-muted"
              role="status"
              aria-label={t('profile.backgroundLibrary.uploading')}
            >
              <LoaderCircle aria-hidden className="size-6 animate-spin text-muted-foreground" />
            </li>
          )}
          {list.map((background) => (
            <li
              key={background.id}
              className="group relative aspect-[4/5] overflow-hidden rounded-xl bg-muted ring-1 ring-black/5 dark:ring-white/10"
              data-testid="background-tile"
            >
              <img
                src={background.thumbnailUrl}
                alt={background.name}
                width={BACKGROUND_THUMBNAIL_WIDTH}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              <button
                type="button"
                className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-black/60 text-white shadow-sm backdrop-blur-sm transition-colors hover:bg-destructive-fill focus-visible:bg-destructive-fill"
                aria-label={t('profile.backgroundLibrary.deleteLabel', { name: background.name })}
                title={t('profile.backgroundLibrary.deleteLabel', { name: background.name })}
                onClick={() => deleting.ask(background)}
                data-testid="delete-background"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('profile.backgroundLibrary.confirmTitle')}
        description={t('profile.backgroundLibrary.confirmText')}
      />
    </ProfileSection>
  );
}
