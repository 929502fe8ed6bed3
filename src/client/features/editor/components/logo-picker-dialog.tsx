import { ImageOff, Lock, Upload } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logoTypes, type Logo, type LogoType } from '#shared/logos/logo.schema.ts';
import { useLogos } from '#client/api/get-logos.ts';
import { useUploadLogo } from '#client/api/upload-logo.ts';
import { CropDialog, type CropSource } from '#client/components/crop/crop-dialog.tsx';
import { DialogShell } from '#client/components/ui/dialog.tsx';
import { FileButton } from '#client/components/ui/file-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { imageFileRefused } from '#client/lib/image-file-refused.ts';
import { cn } from '#client/lib/cn.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

export interface PickedImage {
  href: string;
  name: string;
  logoType: LogoType;
}

/**
 * 'Logo/Bild auswählen': the user's logos by kind (Sponsoren, Verein, Team, Andere); locked logos
 * (after a downgrade) are shown but cannot be picked. A new image is checked (image, 10 MB),
 * cropped ('Bild zuschneiden'; an SVG is kept as it is) and stored in the user's logos under the
 * open tab, then picked.
 */
export function LogoPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(image: PickedImage): void;
}) {
  const { t } = useTranslation();
  const logos = useLogos({ enabled: open });
  const upload = useUploadLogo();
  const [tab, setTab] = useState<LogoType>('sponsor');
  const [crop, setCrop] = useState<CropSource | null>(null);
  // The crop is cut on a worker after the crop dialog closed: the upload button waits for it.
  const [cropping, setCropping] = useState(false);
  const busy = cropping || upload.isPending;
  const list = logos.data?.logos ?? [];
  const allowed = logos.data?.allowed ?? false;

  const chooseFile = (file: File) => {
    if (imageFileRefused(file)) return;
    // An SVG stays a vector: it is stored as it is (the server cleans it), not cut to pixels.
    if (file.type === 'image/svg+xml') {
      store(file);
      return;
    }
    setCrop({ file, url: URL.createObjectURL(file) });
  };

  const closeCrop = () => {
    if (crop) URL.revokeObjectURL(crop.url);
    setCrop(null);
  };

  const store = (file: File) => {
    const name = file.name.replace(/\.[^.]+$/, '').slice(0, 100) || t('editor.upload.defaultName');
    upload.mutate(
      { file, name, logoType: tab },
      {
        onSuccess: (logo) => {
          toast.success({ title: t('editor.upload.done') });
          onPick({ href: logo.url, name: logo.name, logoType: logo.logoType });
        },
        onError: (error) =>
          toast.error({
            title: t('editor.upload.failed'),
            description: serverMessage(error),
          }),
      },
    );
  };

  const pick = (logo: Logo) => {
    if (logo.locked) return;
    onPick({ href: logo.url, name: logo.name, logoType: logo.logoType });
  };

  return (
    <>
      <DialogShell
        open={open && !crop}
        onOpenChange={onOpenChange}
        title={t('editor.logoPicker.title')}
        description={t('editor.logoPicker.description')}
        className="sm:max-w-2xl"
      >
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as LogoType)}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tabs.List
              aria-label={t('editor.logoPicker.tabsLabel')}
              className="inline-flex gap-0.5 rounded-full border bg-muted/60 p-0.5"
            >
              {logoTypes.map((type) => (
                <Tabs.Trigger
                  key={type}
                  value={type}
                  className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-all hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-border"
                >
                  {t(`editor.logoPicker.tabs.${type}`)}
                  <span className="text-xs tabular-nums opacity-60">
                    {list.filter((logo) => logo.logoType === type).length}
                  </span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {allowed ? (
              <FileButton
                variant="outline"
                size="sm"
                disabled={busy}
                label={t('editor.logoPicker.upload')}
                accept="image/*"
                testId="logo-upload-input"
                onFile={chooseFile}
              >
                {busy ? <Spinner /> : <Upload aria-hidden />}
                {t('editor.logoPicker.upload')}
              </FileButton>
            ) : null}
          </div>
          {!allowed && logos.data ? (
            <p className="mt-3 rounded-lg border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
              {t('editor.logoPicker.notAllowed')}{' '}
              <Link to="/profile/subscription" className="font-medium text-brand hover:underline">
                {t('editor.logoPicker.upgrade')}
              </Link>
            </p>
          ) : null}
          {logoTypes.map((type) => {
            const ofType = list.filter((logo) => logo.logoType === type);
            return (
              <Tabs.Content key={type} value={type} className="mt-4 focus-visible:outline-none">
                {logos.isPending ? (
                  <div className="flex h-40 items-center justify-center">
                    <Spinner />
                  </div>
                ) : ofType.length === 0 ? (
                  <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed text-sm text-muted-foreground">
                    <ImageOff aria-hidden className="size-5" />
                    {t('editor.logoPicker.empty')}
                  </div>
                ) : (
                  <ul className="grid max-h-[50vh] grid-cols-3 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
                    {ofType.map((logo) => (
                      <li key={logo.id}>
                        <button
                          type="button"
                          disabled={logo.locked}
                          onClick={() => pick(logo)}
                          title={logo.locked ? t('editor.logoPicker.locked') : logo.name}
                          data-testid="logo-choice"
                          className={cn(
                            'group flex w-full flex-col gap-1.5 rounded-xl border bg-card p-2 text-left transition-colors',
                            logo.locked
                              ? 'cursor-not-allowed opacity-50'
                              : 'hover:border-brand hover:ring-2 hover:ring-brand/20',
                          )}
                        >
                          <span className="relative flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-[conic-gradient(#e5e7eb_25%,#fff_0_50%,#e5e7eb_0_75%,#fff_0)] bg-[length:16px_16px] dark:bg-[conic-gradient(#27272a_25%,#18181b_0_50%,#27272a_0_75%,#18181b_0)]">
                            <img
                              src={logo.url}
                              alt=""
                              className="max-h-full max-w-full object-contain p-2"
                            />
                            {logo.locked ? (
                              <Lock aria-hidden className="absolute top-1.5 right-1.5 size-4" />
                            ) : null}
                          </span>
                          <span className="truncate text-xs font-medium">{logo.name}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </DialogShell>
      <CropDialog
        source={crop}
        onCancel={closeCrop}
        onApply={(picture) => {
          closeCrop();
          setCropping(true);
          void picture.then(({ file }) => {
            setCropping(false);
            store(file);
          });
        }}
      />
    </>
  );
}
