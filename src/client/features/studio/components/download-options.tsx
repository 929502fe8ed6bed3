import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import type { ExportFileType, ExportScale } from '#shared/exports/export-file.ts';
import type { DownloadChoiceSize } from '#client/features/studio/hooks/use-download-choice.ts';

const fileTypeLabels: Record<ExportFileType, string> = { png: 'PNG', jpeg: 'JPG' };

/**
 * The download's file type and size beside the export button, as Canva's download dialog offers
 * them (ADR 024): PNG or JPG, 2x or 1x (the platform's size), each with about how big its file
 * will be for this post. The choice is remembered per user.
 */
export function DownloadOptions({
  choice,
  sizes,
  onChoose,
  disabled,
}: {
  choice: { fileType: ExportFileType; scale: ExportScale };
  sizes: { fileTypes: DownloadChoiceSize[]; scales: DownloadChoiceSize[] };
  onChoose(next: { fileType?: ExportFileType; scale?: ExportScale }): void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const approx = (bytes: number) =>
    t('studio.export.approxSize', { size: megabytes.format(Math.max(0.1, bytes / 1e6)) });
  const label = (main: string, bytes: number) => (
    <span className="inline-flex items-baseline gap-1.5">
      {main}
      {/* On a phone the bar keeps to one row of options, so the post still fits above it. */}
      <span
        className="hidden font-normal text-muted-foreground min-[420px]:inline"
        data-testid="download-size"
      >
        {approx(bytes)}
      </span>
    </span>
  );
  return (
    <fieldset
      className="flex flex-wrap items-center gap-x-2 gap-y-2 disabled:opacity-60 sm:gap-x-3"
      disabled={disabled}
      data-testid="download-options"
    >
      <legend className="sr-only">{t('studio.export.download')}</legend>
      <div className="flex items-center gap-2">
        <span className="hidden text-xs font-semibold text-muted-foreground sm:inline" aria-hidden>
          {t('studio.export.fileType')}
        </span>
        <SegmentedControl<ExportFileType>
          size="sm"
          label={t('studio.export.fileType')}
          value={choice.fileType}
          onChange={(fileType) => onChoose({ fileType })}
          options={sizes.fileTypes.map((option) => ({
            value: option.fileType,
            label: label(fileTypeLabels[option.fileType], option.bytes),
            title: t('studio.export.fileTypeHint'),
          }))}
        />
      </div>
      <div className="flex items-center gap-2">
        <span className="hidden text-xs font-semibold text-muted-foreground sm:inline" aria-hidden>
          {t('studio.export.size')}
        </span>
        <SegmentedControl<'1' | '2'>
          size="sm"
          label={t('studio.export.size')}
          value={String(choice.scale) as '1' | '2'}
          onChange={(scale) => onChoose({ scale: scale === '1' ? 1 : 2 })}
          options={sizes.scales.map((option) => ({
            value: String(option.scale) as '1' | '2',
            label: label(`${option.scale}x`, option.bytes),
            title: t('studio.export.dimensions', { width: option.width, height: option.height }),
          }))}
        />
      </div>
    </fieldset>
  );
}
