import {
  Braces,
  Circle,
  GripVertical,
  Image,
  Minus,
  Pencil,
  Shapes,
  Square,
  Type,
} from 'lucide-react';
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubColors } from '#client/features/editor/hooks/use-club-colors.tsx';
import { fieldFormats } from '#shared/templates/field-formats.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import { cn } from '#client/lib/cn.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { layerRows, type LayerWords } from '#client/features/editor/core/selectors.ts';
import { sameJson, useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

const rowHeight = 40;

const icons: Record<TemplateElement['type'], typeof Type> = {
  text: Type,
  'api-text': Braces,
  image: Image,
  'api-image': Braces,
  rect: Square,
  path: Shapes,
  ellipse: Circle,
  line: Minus,
};

const elementTypes = Object.keys(icons) as TemplateElement['type'][];

/**
 * 'Alle Elemente': the layers, top first. A click selects (Shift adds); dragging a row by its
 * grip (mouse, pen or touch) moves the element to that place in the stack.
 */
export function LayerList({ editor }: { editor: Editor }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const words = useMemo<LayerWords>(
    () => ({
      types: Object.fromEntries(
        elementTypes.map((type) => [type, t(`editor.elementTypes.${type}`)]),
      ) as LayerWords['types'],
      formats: Object.fromEntries(
        fieldFormats.map((format) => [format, t(`editor.fieldFormats.${format}`)]),
      ) as LayerWords['formats'],
    }),
    [t],
  );
  const rows = useEditorSelector(editor, (state) => layerRows(state, language, words), sameJson);
  // A club colour's swatch shows it for the user's club.
  const club = useClubColors();
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: number; to: number } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

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
        const label = row.name;
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
              {renaming === row.id ? (
                <RenameField
                  name={row.named ? row.name : ''}
                  placeholder={row.name}
                  label={t('editor.layers.nameLabel')}
                  hint={t('editor.layers.nameHint')}
                  onDone={(name) => {
                    if (name !== null) editor.dispatch('rename', { id: row.id, name });
                    setRenaming(null);
                  }}
                />
              ) : (
                <>
                  <button
                    type="button"
                    aria-pressed={row.selected}
                    onClick={(event) =>
                      editor.dispatch('select', { ids: [row.id], add: event.shiftKey })
                    }
                    onDoubleClick={() => setRenaming(row.id)}
                    className="flex h-full min-w-0 flex-1 items-center gap-2 text-left"
                  >
                    {row.swatch ? (
                      <span
                        aria-hidden
                        data-testid="layer-swatch"
                        className="size-4 shrink-0 rounded-sm border border-foreground/20"
                        style={{ background: club.resolve(row.swatch) }}
                      />
                    ) : (
                      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    )}
                    <span className="truncate">{label}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={t('editor.layers.rename', { name: label })}
                    title={t('editor.layers.rename', { name: label })}
                    onClick={() => setRenaming(row.id)}
                    className="flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-3.5"
                  >
                    <Pencil aria-hidden />
                  </button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The layer's name, typed in place: Enter or leaving the field keeps it, Escape drops it. */
function RenameField({
  name,
  placeholder,
  label,
  hint,
  onDone,
}: {
  name: string;
  placeholder: string;
  label: string;
  hint: string;
  onDone(name: string | null): void;
}) {
  const [value, setValue] = useState(name);
  const done = useRef(false);
  const finish = (result: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(result);
  };
  return (
    <input
      // The field opens because the user asked to rename: it takes the keys at once.
      autoFocus
      aria-label={label}
      title={hint}
      value={value}
      placeholder={placeholder}
      maxLength={100}
      data-testid="layer-name-input"
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(value);
        if (event.key === 'Escape') finish(null);
      }}
      onBlur={() => finish(value)}
      className="h-8 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
    />
  );
}
