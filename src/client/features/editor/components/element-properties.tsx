import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Link2,
  Link2Off,
  MousePointerClick,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fontChoices } from '#shared/typography/font-map.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { selectedElements } from '#client/features/editor/core/selectors.ts';
import {
  ColorField,
  Field,
  NumberField,
  SelectField,
} from '#client/features/editor/components/property-fields.tsx';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

const weights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

type TextLike = Extract<TemplateElement, { type: 'text' | 'api-text' }>;

interface Selected {
  elements: TemplateElement[];
  dragging: boolean;
}

/** While the canvas drags, the panel waits for the drop instead of redrawing on every move. */
function sameSelection(a: Selected, b: Selected) {
  if (b.dragging) return true;
  return (
    a.elements.length === b.elements.length &&
    a.elements.every((element, index) => element === b.elements[index])
  );
}

/**
 * 'Element-Eigenschaften': the selected element's properties by type (text, data text, image,
 * data image, rectangle, path). Each change is an `update` (or `set-size`) command; a run of
 * changes to one property is one undo step.
 */
export function ElementProperties({ editor }: { editor: Editor }) {
  const { t, i18n } = useTranslation();
  const { elements: selection } = useEditorSelector(
    editor,
    (state) => ({
      elements: selectedElements(state),
      dragging: state.gesture.phase === 'dragging',
    }),
    sameSelection,
  );
  const lockAspect = useEditorSelector(editor, (state) => state.lockImageAspect);
  const element = selection.length === 1 ? selection[0] : undefined;

  if (!element) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        <MousePointerClick aria-hidden className="size-5" />
        {selection.length > 1
          ? t('editor.properties.many', { count: selection.length })
          : t('editor.properties.none')}
      </div>
    );
  }

  const update = (props: Record<string, unknown>, key?: string) =>
    editor.dispatch('update', {
      ids: [element.id],
      props,
      coalesce: key ? `${element.id}:${key}` : undefined,
    });
  const language = resolveLanguage(i18n.language);

  return (
    <div className="flex flex-col gap-4" data-testid="element-properties">
      <p className="text-xs font-medium text-muted-foreground">
        {t(`editor.elementTypes.${element.type}`)}
        {'apiField' in element ? ` · ${gameField(element.apiField)?.label[language]}` : null}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label="X"
          value={element.x}
          onChange={(x) => x !== null && update({ x }, 'x')}
          suffix="px"
        />
        <NumberField
          label="Y"
          value={element.y}
          onChange={(y) => y !== null && update({ y }, 'y')}
          suffix="px"
        />
      </div>
      {element.type === 'text' || element.type === 'api-text' ? (
        <TextProperties element={element} update={update} />
      ) : null}
      {'width' in element ? (
        <div className="flex items-end gap-2">
          <div className="grid flex-1 grid-cols-2 gap-3">
            <NumberField
              label={t('editor.properties.width')}
              value={element.width}
              min={1}
              max={8000}
              suffix="px"
              testId="prop-width"
              onChange={(width) =>
                width !== null &&
                editor.dispatch('set-size', {
                  id: element.id,
                  width,
                  coalesce: `${element.id}:size`,
                })
              }
            />
            <NumberField
              label={t('editor.properties.height')}
              value={element.height}
              min={1}
              max={8000}
              suffix="px"
              testId="prop-height"
              onChange={(height) =>
                height !== null &&
                editor.dispatch('set-size', {
                  id: element.id,
                  height,
                  coalesce: `${element.id}:size`,
                })
              }
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
      ) : null}
      {element.type === 'line' ? (
        <div className="grid grid-cols-2 gap-3">
          <ColorField
            label={t('editor.properties.color')}
            value={element.stroke}
            onChange={(stroke) => stroke && update({ stroke }, 'stroke')}
            testId="prop-stroke"
          />
          <NumberField
            label={t('editor.properties.strokeWidth')}
            value={element.strokeWidth}
            min={1}
            max={200}
            suffix="px"
            testId="prop-stroke-width"
            onChange={(strokeWidth) => strokeWidth !== null && update({ strokeWidth }, 'sw')}
          />
        </div>
      ) : null}
      {element.type === 'rect' || element.type === 'path' || element.type === 'ellipse' ? (
        <div className="grid grid-cols-2 gap-3">
          <ColorField
            label={t('editor.properties.fill')}
            value={element.fill}
            onChange={(fill) => fill && update({ fill }, 'fill')}
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
            <NumberField
              label={t('editor.properties.strokeWidth')}
              value={element.strokeWidth ?? 0}
              min={0}
              max={200}
              suffix="px"
              onChange={(strokeWidth) => strokeWidth !== null && update({ strokeWidth }, 'sw')}
            />
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
      ) : null}
      {element.type === 'path' ? (
        <p className="text-xs text-muted-foreground">{t('editor.properties.pathHint')}</p>
      ) : null}
      <NumberField
        label={t('editor.properties.opacity')}
        value={Math.round((element.opacity ?? 1) * 100)}
        min={0}
        max={100}
        suffix="%"
        testId="prop-opacity"
        onChange={(percent) =>
          percent !== null &&
          update({ opacity: percent >= 100 ? undefined : Math.max(0, percent) / 100 }, 'opacity')
        }
      />
    </div>
  );
}

function TextProperties({
  element,
  update,
}: {
  element: TextLike;
  update(props: Record<string, unknown>, key?: string): void;
}) {
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
        <NumberField
          label={t('editor.properties.fontSize')}
          value={element.fontSize}
          min={1}
          max={1000}
          suffix="px"
          testId="prop-font-size"
          onChange={(fontSize) => fontSize !== null && update({ fontSize }, 'size')}
        />
        <ColorField
          label={t('editor.properties.color')}
          value={element.fill}
          onChange={(fill) => fill && update({ fill }, 'fill')}
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
        <NumberField
          label={t('editor.properties.letterSpacing')}
          value={element.letterSpacing}
          min={-100}
          max={500}
          suffix="px"
          onChange={(letterSpacing) => letterSpacing !== null && update({ letterSpacing }, 'ls')}
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
