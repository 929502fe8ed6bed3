import { Check, ImagePlus, Images, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '#shared/templates/formats.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FileInput } from '#client/components/ui/file-input.tsx';
import { useBackgrounds } from '#client/api/get-backgrounds.ts';
import { useUploadBackground } from '#client/api/upload-background.ts';
import { CropDialog, type CropSource } from '#client/components/crop/crop-dialog.tsx';
import type { CroppedPicture } from '#client/components/crop/crop-picture.ts';
import {
  chooseBackground,
  type ChosenBackground,
} from '#client/features/studio/hooks/use-chosen-background.ts';
import { imageFileRefused } from '#client/lib/image-file-refused.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * The post's background photo (docs/product.md sections 2 and 4, "Background"): 'Neues Bild' checks the
 * file, opens the crop dialog and stores the result in the collection (signed in) or keeps it in
 * this tab only (anonymous); 'Sammlung (n)' picks from the collection; the clear button removes it.
 * The crop dialog opens on the post's format and closes at once on 'Übernehmen': the picture is
 * cut on a worker while the button shows the upload under way.
 */
export function BackgroundControls({
  signedIn,
  chosen,
  format,
}: {
  signedIn: boolean;
  chosen: ChosenBackground | null;
  /** The post's format: the crop frame the dialog starts with. */
  format: Format;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [cropSource, setCropSource] = useState<CropSource | null>(null);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const [cropping, setCropping] = useState(false);
  const backgrounds = useBackgrounds({ enabled: signedIn });
  const upload = useUploadBackground();
  const collection = backgrounds.data?.backgrounds ?? [];
  const busy = cropping || upload.isPending;

  const closeCrop = () => {
    if (cropSource) URL.revokeObjectURL(cropSource.url);
    setCropSource(null);
  };

  const onFile = (file: File) => {
    if (imageFileRefused(file)) return;
    setCropSource({ file, url: URL.createObjectURL(file) });
  };

  const onCropped = (picture: Promise<CroppedPicture>) => {
    closeCrop();
    setCropping(true);
    // Never rejects: a failed crop hands back the file as it is.
    void picture.then((result) => {
      setCropping(false);
      store(result);
    });
  };

  const store = ({ file, cropped }: CroppedPicture) => {
    if (cropped) toast.success({ title: t('studio.background.cropped') });
    if (!signedIn) {
      chooseBackground({ kind: 'local', url: URL.createObjectURL(file), name: file.name });
      return;
    }
    upload.mutate(file, {
      onSuccess: (background) => {
        chooseBackground({
          kind: 'collection',
          id: background.id,
          url: background.url,
          name: background.name,
        });
        toast.success({ title: t('studio.background.uploaded') });
      },
      onError: (error) => {
        console.error('background upload failed', error);
        const code = error instanceof ApiError ? error.code : '';
        if (code === 'INVALID_FILE_TYPE') {
          toast.error({
            title: t('studio.background.invalidTypeTitle'),
            description: t('studio.background.invalidTypeText'),
          });
        } else if (code === 'PAYLOAD_TOO_LARGE') {
          toast.error({
            title: t('studio.background.tooLargeTitle'),
            description: t('studio.background.tooLargeText'),
          });
        } else {
          toast.error({
            title: t('studio.background.uploadFailed'),
            description: serverMessage(error),
          });
        }
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <span className="text-sm font-semibold">{t('studio.background.title')}</span>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImagePlus aria-hidden />}
          {busy ? t('studio.background.uploading') : t('studio.background.upload')}
        </Button>
        <Button
          variant={collectionOpen ? 'secondary' : 'outline'}
          size="sm"
          onClick={() => setCollectionOpen(!collectionOpen)}
          disabled={!signedIn}
          aria-expanded={collectionOpen}
          aria-controls="background-collection"
        >
          <Images aria-hidden />
          {t('studio.background.collection', { count: collection.length })}
        </Button>
        {chosen && (
          <Button variant="ghost" size="sm" onClick={() => chooseBackground(null)}>
            <X aria-hidden />
            {t('studio.background.clear')}
          </Button>
        )}
        <FileInput
          ref={input}
          accept="image/*"
          aria-hidden
          data-testid="background-file"
          onFile={onFile}
        />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="background-status">
        {chosen
          ? t('studio.background.current', { name: chosen.name })
          : t('studio.background.none')}
      </p>
      {!signedIn && (
        <p className="text-xs text-muted-foreground">{t('studio.background.localHint')}</p>
      )}

      {collectionOpen && signedIn && (
        <div id="background-collection" className="rounded-xl border bg-subtle p-2">
          {collection.length === 0 ? (
            <p className="px-2 py-4 text-center text-sm text-muted-foreground">
              {t('studio.background.collectionEmpty')}
            </p>
          ) : (
            <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-0.5">
              {collection.map((background) => {
                const active = chosen?.kind === 'collection' && chosen.id === background.id;
                return (
                  <li key={background.id}>
                    <button
                      type="button"
                      aria-pressed={active}
                      aria-label={t('studio.background.choose', { name: background.name })}
                      onClick={() => {
                        chooseBackground({
                          kind: 'collection',
                          id: background.id,
                          url: background.url,
                          name: background.name,
                        });
                        toast.success({ title: t('studio.background.selected') });
                      }}
                      className={cn(
                        'relative block aspect-[4/5] w-full overflow-hidden rounded-lg bg-muted ring-offset-2 ring-offset-background transition-all hover:opacity-90',
                        active && 'ring-2 ring-brand',
                      )}
                    >
                      <img
                        src={background.thumbnailUrl}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                      {active && (
                        <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-brand-fill text-brand-foreground">
                          <Check aria-hidden className="size-3" strokeWidth={3} />
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      <CropDialog
        source={cropSource}
        initialAspect={format}
        onCancel={closeCrop}
        onApply={onCropped}
      />
    </div>
  );
}
