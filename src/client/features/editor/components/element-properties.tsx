import { MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { gameField } from '#shared/templates/game-fields.ts';
import { elementEntrances, type TemplateElement } from '#shared/templates/template-schema.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { selectedElements } from '#client/features/editor/core/selectors.ts';
import {
  NumberField,
  SelectField,
  type UpdateProps,
} from '#client/features/editor/components/property-fields.tsx';
import {
  FillProperties,
  LineProperties,
  SizeProperties,
} from '#client/features/editor/components/shape-properties.tsx';
import { TextProperties } from '#client/features/editor/components/text-properties.tsx';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

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

  const update: UpdateProps = (props, key) =>
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
      {'width' in element ? <SizeProperties editor={editor} element={element} /> : null}
      {element.type === 'line' ? <LineProperties element={element} update={update} /> : null}
      {element.type === 'rect' || element.type === 'path' || element.type === 'ellipse' ? (
        <FillProperties element={element} update={update} />
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
      {/* How the element comes in when the post is a video (ADR 063); 'default' writes none. */}
      <SelectField
        label={t('editor.properties.entrance')}
        value={element.entrance ?? 'default'}
        testId="prop-entrance"
        options={[
          { value: 'default', label: t('editor.properties.entranceDefault') },
          ...elementEntrances.map((entrance) => ({
            value: entrance,
            label: t(`editor.properties.entrances.${entrance}`),
          })),
        ]}
        onChange={(entrance) => update({ entrance: entrance === 'default' ? undefined : entrance })}
      />
    </div>
  );
}
