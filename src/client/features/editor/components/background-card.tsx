import { Check, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgrounds } from '#client/api/get-backgrounds.ts';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { editorDefaults } from '#client/features/editor/core/defaults.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import type { EditorDocument } from '#client/features/editor/core/document.ts';
import { ColorField, NumberField } from '#client/features/editor/components/property-fields.tsx';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';

type BackgroundType = 'placeholder' | 'color' | 'image';

/** docs/product.md section 4, "Template background type": derived from the saved config. */
export function backgroundTypeOf(doc: EditorDocument): BackgroundType {
  if (doc.useBackgroundPlaceholder) return 'placeholder';
  if (doc.backgroundImageUrl) return 'image';
  return 'color';
}

/**
 * 'Hintergrund': a placeholder for the photo chosen in the studio, a solid colour (default
 * #1a1a1a) or an image from the user's collection.
 */
export function BackgroundSettings({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const background = useEditorSelector(
    editor,
    (state) => ({
      type: backgroundTypeOf(state.doc),
      color: state.doc.backgroundColor,
      image: state.doc.backgroundImageUrl ?? null,
      dim: state.doc.backgroundDim,
    }),
    (a, b) => a.type === b.type && a.color === b.color && a.image === b.image && a.dim === b.dim,
  );
  // 'Bild' is shown while the user picks from the collection, before an image is chosen.
  const [picking, setPicking] = useState(false);
  const shownType = picking && background.type === 'color' ? 'image' : background.type;
  const collection = useBackgrounds({ enabled: shownType === 'image' });

  const choose = (type: BackgroundType) => {
    setPicking(type === 'image');
    if (type === background.type) return;
    if (type === 'placeholder') {
      editor.dispatch('set-background', {
        useBackgroundPlaceholder: true,
        backgroundImageUrl: null,
      });
    } else if (type === 'color') {
      editor.dispatch('set-background', {
        useBackgroundPlaceholder: false,
        backgroundImageUrl: null,
      });
    } else {
      const first = collection.data?.backgrounds[0]?.url;
      if (!first) return;
      editor.dispatch('set-background', {
        useBackgroundPlaceholder: false,
        backgroundImageUrl: first,
      });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="background-settings">
      <SegmentedControl
        label={t('editor.background.type')}
        value={shownType}
        stretch
        size="sm"
        onChange={choose}
        options={[
          { value: 'placeholder', label: t('editor.background.placeholder') },
          { value: 'color', label: t('editor.background.color') },
          { value: 'image', label: t('editor.background.image') },
        ]}
      />
      {shownType === 'placeholder' ? (
        <p className="text-xs text-muted-foreground">{t('editor.background.placeholderHint')}</p>
      ) : null}
      <ColorField
        label={
          shownType === 'color' ? t('editor.background.color') : t('editor.background.fallback')
        }
        value={background.color}
        testId="background-color"
        onChange={(color) =>
          editor.dispatch('set-background', {
            backgroundColor: color ?? editorDefaults.backgroundColor,
            coalesce: 'background-color',
          })
        }
      />
      {shownType !== 'color' ? (
        <NumberField
          label={t('editor.background.dim')}
          value={Math.round((background.dim ?? 0) * 100)}
          min={0}
          max={90}
          step={5}
          suffix="%"
          onChange={(value) =>
            editor.dispatch('set-background', {
              backgroundDim: value === null ? null : value / 100,
              coalesce: 'background-dim',
            })
          }
        />
      ) : null}
      {shownType === 'image' ? (
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium text-muted-foreground">
            {t('editor.background.collection', {
              count: collection.data?.backgrounds.length ?? 0,
            })}
          </p>
          {collection.isPending ? (
            <Spinner />
          ) : collection.data && collection.data.backgrounds.length > 0 ? (
            <div className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto pr-1">
              {collection.data.backgrounds.map((item) => {
                const active = background.image === item.url;
                return (
                  <button
                    key={item.id}
                    type="button"
                    aria-pressed={active}
                    title={item.name}
                    onClick={() =>
                      editor.dispatch('set-background', {
                        useBackgroundPlaceholder: false,
                        backgroundImageUrl: item.url,
                      })
                    }
                    className={cn(
                      'relative aspect-[4/5] overflow-hidden rounded-lg border-2 bg-muted',
                      active ? 'border-brand' : 'border-transparent hover:border-border',
                    )}
                  >
                    <img
                      src={item.thumbnailUrl}
                      alt={item.name}
                      className="size-full object-cover"
                      loading="lazy"
                    />
                    {active ? (
                      <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-brand-fill text-brand-foreground">
                        <Check aria-hidden className="size-3" />
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          ) : (
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-3 text-xs text-muted-foreground">
              <ImageOff aria-hidden className="size-4 shrink-0" />
              {t('editor.background.emptyCollection')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
