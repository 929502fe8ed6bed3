import { ImagePlus, LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  logoContentTypes,
  logoTypes,
  type Logo,
  type LogoType,
} from '#shared/logos/logo.schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { FileInput } from '#client/components/ui/file-input.tsx';
import { useUploadLogo } from '#client/api/upload-logo.ts';
import {
  checkLogoForm,
  logoFileProblem,
  type LogoFileProblem,
  type LogoNameProblem,
} from '#client/features/profile/utils/logo-form.ts';
import { cn } from '#client/lib/cn.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * 'Logo hochladen': name (non-blank, trimmed), kind and an image up to 10 MB, checked before
 * anything is sent with the texts of docs/product.md section 5; the server checks them again.
 */
export function LogoUploadForm({ onUploaded }: { onUploaded(logo: Logo): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [name, setName] = useState('');
  const [logoType, setLogoType] = useState<LogoType>('sponsor');
  const [file, setFile] = useState<File | null>(null);
  const [nameProblem, setNameProblem] = useState<LogoNameProblem | null>(null);
  const [fileProblem, setFileProblem] = useState<LogoFileProblem | null>(null);

  // The chosen image, shown in the picker; its object URL lives as long as the choice.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const showFileProblem = (problem: LogoFileProblem) => {
    if (problem === 'invalid-type')
      toast.error({
        title: t('profile.fileProblem.invalidTypeTitle'),
        description: t('profile.fileProblem.invalidTypeText'),
      });
    else if (problem === 'too-large')
      toast.error({
        title: t('profile.fileProblem.tooLargeTitle'),
        description: t('profile.fileProblem.tooLargeText'),
      });
  };

  const onFile = (chosen: File) => {
    const problem = logoFileProblem(chosen);
    setFileProblem(problem);
    if (problem) {
      showFileProblem(problem);
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLogoForm({ name, file });
    setNameProblem(check.nameProblem);
    setFileProblem(check.fileProblem);
    if (check.nameProblem || check.fileProblem || !file) {
      if (check.nameProblem === 'required')
        toast.error({ description: t('profile.logoLibrary.nameRequired') });
      else if (check.fileProblem) showFileProblem(check.fileProblem);
      return;
    }
    upload.mutate(
      { file, name: check.name, logoType },
      {
        onSuccess: (logo) => {
          toast.success({ title: t('profile.logoLibrary.uploaded') });
          setName('');
          setFile(null);
          setNameProblem(null);
          setFileProblem(null);
          onUploaded(logo);
        },
        onError: (cause) => toast.error({ description: serverMessage(cause) }),
      },
    );
  };

  const nameError =
    nameProblem === 'required'
      ? t('profile.logoLibrary.nameRequired')
      : nameProblem === 'too-long'
        ? t('profile.logoLibrary.nameTooLong')
        : null;
  const fileError =
    fileProblem === 'required'
      ? t('profile.logoLibrary.fileRequired')
      : fileProblem === 'invalid-type'
        ? t('profile.fileProblem.invalidTypeText')
        : fileProblem === 'too-large'
          ? t('profile.fileProblem.tooLargeText')
          : null;

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="logo-form">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold tracking-tight">
            {t('profile.logoLibrary.uploadTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('profile.logoLibrary.uploadText')}</p>
        </div>

        <div className="flex flex-col gap-5 sm:flex-row">
          <div className="flex flex-col gap-2">
            <span className="text-sm leading-none font-medium" id={`${ids}-file-label`}>
              {t('profile.logoLibrary.file')}
            </span>
            <button
              type="button"
              onClick={() => input.current?.click()}
              aria-labelledby={
                preview ? `${ids}-file-label` : `${ids}-file-label ${ids}-file-choose`
              }
              aria-describedby={fileError ? `${ids}-file-error` : undefined}
              aria-invalid={fileError ? true : undefined}
              className={cn(
                'group flex size-32 shrink-0 flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed border-input bg-subtle text-center text-xs font-medium text-muted-foreground transition-colors hover:border-brand/50 hover:text-foreground',
                fileError && 'border-destructive/60',
                preview &&
                  'border-solid bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--background)_0_50%)] bg-[length:16px_16px]',
              )}
              data-testid="logo-file-button"
            >
              {preview ? (
                <img src={preview} alt="" className="max-h-full max-w-full object-contain p-2" />
              ) : (
                <>
                  <ImagePlus aria-hidden className="size-6" />
                  <span id={`${ids}-file-choose`} className="px-2">
                    {t('profile.logoLibrary.chooseFile')}
                  </span>
                </>
              )}
            </button>
            <FileInput
              ref={input}
              accept={logoContentTypes.join(',')}
              aria-hidden
              onFile={onFile}
              data-testid="logo-file"
            />
            {file && (
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="max-w-32 truncate text-left text-xs text-brand hover:underline"
              >
                {t('profile.logoLibrary.changeFile')}
              </button>
            )}
          </div>

          <div className="flex min-w-0 flex-1 flex-col gap-5">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-name`}>{t('profile.logoLibrary.name')}</Label>
              <Input
                id={`${ids}-name`}
                value={name}
                maxLength={120}
                placeholder={t('profile.logoLibrary.namePlaceholder')}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${ids}-name-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  if (nameProblem) setNameProblem(null);
                }}
                data-testid="logo-name-input"
              />
              {nameError && (
                <p id={`${ids}-name-error`} className="text-sm text-destructive">
                  {nameError}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <span className="text-sm leading-none font-medium">
                {t('profile.logoLibrary.type')}
              </span>
              <SegmentedControl<LogoType>
                label={t('profile.logoLibrary.type')}
                value={logoType}
                onChange={setLogoType}
                size="sm"
                stretch
                className="sm:w-auto sm:max-w-md"
                options={logoTypes.map((type) => ({
                  value: type,
                  label: t(`profile.logoLibrary.types.${type}`),
                }))}
              />
            </div>
          </div>
        </div>

        {fileError && (
          <p id={`${ids}-file-error`} className="-mt-2 text-sm text-destructive">
            {fileError}
          </p>
        )}

        <div className="flex justify-end border-t pt-4">
          <Button
            type="submit"
            disabled={upload.isPending}
            className="w-full sm:w-auto"
            data-testid="logo-submit"
          >
            {upload.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Upload aria-hidden />
            )}
            {upload.isPending
              ? t('profile.logoLibrary.uploading')
              : t('profile.logoLibrary.upload')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
