import { useTranslation } from 'react-i18next';
import type { Format } from '#shared/templates/formats.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';

const choices: Format[] = ['4:5', '1:1', '9:16', '1100:800'];

/** The post's format for built-in themes: feed (4:5, 1:1), the 9:16 story, the landscape hub. */
export function FormatPicker({
  format,
  onFormat,
}: {
  format: Format;
  onFormat(format: Format): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium" id="post-format-label">
        {t('studio.post.formatLabel')}
      </span>
      <SegmentedControl<Format>
        value={format}
        onChange={onFormat}
        label={t('studio.post.formatLabel')}
        stretch
        size="sm"
        options={choices.map((choice) => ({
          value: choice,
          label: t(`studio.post.formats.${choice.replace(':', 'x') as '4x5'}`),
        }))}
      />
    </div>
  );
}
