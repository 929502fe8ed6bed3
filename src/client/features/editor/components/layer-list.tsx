import { Braces, GripVertical, Image, Shapes, Square, Type } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameField } from '#shared/templates/game-fields.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { cn } from '#client/lib/cn.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { layerList } from '#client/features/editor/core/selectors.ts';
import { sameJson, useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage, type Language } from '#client/i18n/languages.ts';

const rowHeight = 40;

interface Row {
  id: string;
  type: TemplateElement['type'];
  name: string;
  selected: boolean;
}

function rowsOf(
  elements: TemplateElement[],
  selection: readonly string[],
  language: Language,
): Row[] {
  return elements.map((element) => ({
    id: element.id,
    type: element.type,
    name:
      element.type === 'text'
        ? element.content.trim().slice(0, 40)
        : 'apiField' in element
          ? (gameField(element.apiField)?.label[language] ?? element.apiField)
          : '',
    selected: selection.includes(element.id),
  }));
}

const icons = {
  text: Type,
  'api-text': Braces,
  image: Image,
  'api-image': Braces,
  rect: Square,
  path: Shapes,
} as const;

/**
 * 'Alle Elemente': the layers, top first. A click selects (Shift adds); dragging a row by its
 * grip (mouse, pen or touch) moves the element to that place in the stack.
 */
export function LayerList({ editor }: { editor: Editor }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const rows = useEditorSelector(
    editor,
    (state) => rowsOf(layerList(state), state.selection, language),
    sameJson,
  );
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: number; to: number } | null>(null);

  if (rows.length === 0) {
    return <p className="py-2 text-sm text-muted-foreground">{t('editor.layers.empty')}</p>;
  }

  const indexAt = (event: PointerEvent) => {
    const top = list.current?.getBoundingClientRect().top ?? 0;
    return Math.min(rows.length - 1, Math.max(0, Math.floor((event.clientY - top) / rowHeight)));
  };
  const onGripDown = (event: PointerEvent<HTMLElement>, id: string, index: number) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, from: index, to: index });
  };
  const onGripMove = (event: PointerEvent) => {
    if (!drag) return;
    const to = indexAt(event);
    if (to !== drag.to) setDrag({ ...drag, to });
  };
  const onGripUp = () => {
    if (!drag) return;
    if (drag.to !== drag.from) {
      // The list is top first; the core counts from the bottom of the stack.
      editor.dispatch('reorder', { id: drag.id, index: rows.length - 1 - drag.to });
    }
    setDrag(null);
  };

  return (
    <ol
      ref={list}
      aria-label={t('editor.layers.title')}
      className="relative flex flex-col"
      data-testid="layer-list"
    >
      {rows.map((row, index) => {
        const Icon = icons[row.type];
        const label = row.name || t(`editor.elementTypes.${row.type}`);
        const dragged = drag?.id === row.id;
        return (
          <li
            key={row.id}
            style={{
              height: rowHeight,
              transform:
                drag && !dragged
                  ? `translateY(${
                      index > drag.from && index <= drag.to
                        ? -rowHeight
                        : index < drag.from && index >= drag.to
                          ? rowHeight
                          : 0
                    }px)`
                  : dragged
                    ? `translateY(${(drag.to - drag.from) * rowHeight}px)`
                    : undefined,
              transition: dragged ? 'none' : 'transform 120ms ease',
            }}
            className={cn('relative', dragged && 'z-10')}
          >
            <div
              className={cn(
                'flex h-[36px] items-center gap-1 rounded-lg border border-transparent pr-2 text-sm',
                row.selected ? 'border-brand/30 bg-brand/10 text-foreground' : 'hover:bg-muted',
                dragged && 'border-border bg-card shadow-md',
              )}
            >
              <span
                role="button"
                tabIndex={-1}
                aria-label={t('editor.layers.drag', { name: label })}
                data-testid="layer-grip"
                className="flex h-full w-7 shrink-0 cursor-grab touch-none items-center justify-center text-muted-foreground/70 active:cursor-grabbing"
                onPointerDown={(event) => onGripDown(event, row.id, index)}
                onPointerMove={onGripMove}
                onPointerUp={onGripUp}
                onPointerCancel={() => setDrag(null)}
              >
                <GripVertical aria-hidden className="size-4" />
              </span>
              <button
                type="button"
                aria-pressed={row.selected}
                onClick={(event) =>
                  editor.dispatch('select', { ids: [row.id], add: event.shiftKey })
                }
                className="flex h-full min-w-0 flex-1 items-center gap-2 text-left"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{label}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
