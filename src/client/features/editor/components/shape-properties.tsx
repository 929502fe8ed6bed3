import { Link2, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import {
  ColorField,
  ColorPropField,
  NumberField,
  PixelField,
  type UpdateProps,
} from '#client/features/editor/components/property-fields.tsx';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';

type Sized = Extract<TemplateElement, { width: number }>;
type Line = Extract<TemplateElement, { type: 'line' }>;
type Filled = Extract<TemplateElement, { type: 'rect' | 'path' | 'ellipse' }>;

/** Width and height (a `set-size` command), with the aspect lock for images, data images and paths. */
export function SizeProperties({ editor, element }: { editor: Editor; element: Sized }) {
  const { t } = useTranslation();
  const lockAspect = useEditorSelector(editor, (state) => state.lockImageAspect);
  const setSize = (size: { width: number } | { height: number }) =>
    editor.dispatch('set-size', { id: element.id, ...size, coalesce: `${element.id}:size` });
  return (
    <div className="flex items-end gap-2">
      <div className="grid flex-1 grid-cols-2 gap-3">
        <NumberField
          label={t('editor.properties.width')}
          value={element.width}
          min={1}
          max={8000}
          suffix="px"
          testId="prop-width"
          onChange={(width) => width !== null && setSize({ width })}
        />
        <NumberField
          label={t('editor.properties.height')}
          value={element.height}
          min={1}
          max={8000}
          suffix="px"
          testId="prop-height"
          onChange={(height) => height !== null && setSize({ height })}
        />
      </div>
      {element.type !== 'rect' && element.type !== 'ellipse' ? (
        <button
          type="button"
          aria-pressed={lockAspect}
          aria-label={t('editor.properties.aspectLock')}
          title={t('editor.properties.aspectLock')}
          onClick={() => editor.dispatch('set-image-aspect-lock', { locked: !lockAspect })}
          className="mb-0.5 flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted aria-pressed:bg-brand/10 aria-pressed:text-brand [&_svg]:size-4"
        >
          {lockAspect ? <Link2 aria-hidden /> : <Link2Off aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}

/** A line's colour and stroke width. */
export function LineProperties({ element, update }: { element: Line; update: UpdateProps }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <ColorPropField
        label={t('editor.properties.color')}
        prop="stroke"
        value={element.stroke}
        update={update}
        testId="prop-stroke"
      />
      <StrokeWidthField
        value={element.strokeWidth}
        update={update}
        min={1}
        testId="prop-stroke-width"
      />
    </div>
  );
}

/** A rectangle's, ellipse's or path's fill and optional stroke; a rectangle's corner radius. */
export function FillProperties({ element, update }: { element: Filled; update: UpdateProps }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <ColorPropField
        label={t('editor.properties.fill')}
        prop="fill"
        value={element.fill}
        update={update}
        testId="prop-fill"
      />
      <ColorField
        label={t('editor.properties.stroke')}
        value={element.stroke}
        optional
        noneLabel={t('editor.properties.none_')}
        onChange={(stroke) =>
          update(
            stroke
              ? { stroke, strokeWidth: element.strokeWidth ?? 2 }
              : { stroke: undefined, strokeWidth: undefined },
            'stroke',
          )
        }
      />
      {element.stroke ? (
        <StrokeWidthField value={element.strokeWidth ?? 0} update={update} min={0} />
      ) : null}
      {element.type === 'rect' ? (
        <NumberField
          label={t('editor.properties.radius')}
          value={element.rx ?? 0}
          min={0}
          max={4000}
          suffix="px"
          onChange={(radius) =>
            radius !== null &&
            update(
              radius === 0 ? { rx: undefined, ry: undefined } : { rx: radius, ry: radius },
              'r',
            )
          }
        />
      ) : null}
    </div>
  );
}

/** The stroke width of a line or of a shape's outline, in pixels; typing in a row is one undo step. */
function StrokeWidthField({
  value,
  update,
  min,
  testId,
}: {
  value: number;
  update: UpdateProps;
  min: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <PixelField
      label={t('editor.properties.strokeWidth')}
      prop="strokeWidth"
      value={value}
      update={update}
      undoKey="sw"
      min={min}
      max={200}
      testId={testId}
    />
  );
}
