import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fontChoices } from '#shared/typography/font-map.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import {
  ColorPropField,
  Field,
  NumberField,
  PixelField,
  SelectField,
  type UpdateProps,
} from '#client/features/editor/components/property-fields.tsx';

const weights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

type TextLike = Extract<TemplateElement, { type: 'text' | 'api-text' }>;

/** A text's or data text's properties: content (text only), font, size, colour, weight, style. */
export function TextProperties({ element, update }: { element: TextLike; update: UpdateProps }) {
  const { t } = useTranslation();
  const contentId = useId();
  const weight = Number(
    element.fontWeight === 'bold'
      ? 700
      : element.fontWeight === 'normal'
        ? 400
        : element.fontWeight,
  );
  return (
    <>
      {element.type === 'text' ? (
        <Field label={t('editor.properties.content')} htmlFor={contentId}>
          <textarea
            id={contentId}
            value={element.content}
            rows={2}
            maxLength={500}
            data-testid="prop-content"
            onChange={(event) => update({ content: event.target.value }, 'content')}
            className="min-h-16 w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
          />
        </Field>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <SelectField
            label={t('editor.properties.font')}
            value={element.fontFamily}
            options={fontChoices.map((font) => ({ value: font, label: font }))}
            onChange={(fontFamily) => update({ fontFamily })}
            testId="prop-font"
          />
        </div>
        <PixelField
          label={t('editor.properties.fontSize')}
          prop="fontSize"
          value={element.fontSize}
          update={update}
          undoKey="size"
          min={1}
          max={1000}
          testId="prop-font-size"
        />
        <ColorPropField
          label={t('editor.properties.color')}
          prop="fill"
          value={element.fill}
          update={update}
          testId="prop-fill"
        />
        <SelectField
          label={t('editor.properties.weight')}
          value={String(weight)}
          options={weights.map((w) => ({ value: String(w), label: String(w) }))}
          onChange={(value) => update({ fontWeight: Number(value) })}
        />
        <SelectField
          label={t('editor.properties.style')}
          value={element.fontStyle}
          options={[
            { value: 'normal', label: t('editor.properties.styleNormal') },
            { value: 'italic', label: t('editor.properties.styleItalic') },
          ]}
          onChange={(fontStyle) => update({ fontStyle })}
        />
        <PixelField
          label={t('editor.properties.letterSpacing')}
          prop="letterSpacing"
          value={element.letterSpacing}
          update={update}
          undoKey="ls"
          min={-100}
          max={500}
        />
      </div>
      <Field label={t('editor.properties.anchor')}>
        <SegmentedControl
          label={t('editor.properties.anchor')}
          value={element.textAnchor}
          stretch
          size="sm"
          onChange={(textAnchor) => update({ textAnchor })}
          options={[
            {
              value: 'start',
              label: <AlignLeft aria-hidden className="size-4" />,
              title: t('editor.properties.anchorStart'),
            },
            {
              value: 'middle',
              label: <AlignCenter aria-hidden className="size-4" />,
              title: t('editor.properties.anchorMiddle'),
            },
            {
              value: 'end',
              label: <AlignRight aria-hidden className="size-4" />,
              title: t('editor.properties.anchorEnd'),
            },
          ]}
        />
      </Field>
      <NumberField
        label={t('editor.properties.boxWidth')}
        value={element.maxWidth}
        min={1}
        max={8000}
        suffix="px"
        optional
        placeholder={t('editor.properties.boxWidthNone')}
        testId="prop-box-width"
        onChange={(maxWidth) => update({ maxWidth: maxWidth ?? undefined }, 'box')}
      />
    </>
  );
}
