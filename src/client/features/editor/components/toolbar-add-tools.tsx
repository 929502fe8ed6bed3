import { Braces, ChevronDown, Circle, ImagePlus, Minus, Shapes, Square, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { ShapeKind } from '#client/features/editor/core/commands.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';

const shapeTools: { shape: ShapeKind; icon: ReactNode }[] = [
  { shape: 'rect', icon: <Square /> },
  { shape: 'ellipse', icon: <Circle /> },
  { shape: 'line', icon: <Minus /> },
];

/** A data field the toolbar offers, by game (0: the post's own fields), in the user's language. */
export interface FieldButton {
  name: string;
  game: number;
  kind: string;
  label: string;
  disabled: boolean;
}

/** The toolbar's first group: add a text, an image, a data field or a shape. */
export function AddTools({
  editor,
  editing,
  fields,
  onAddImage,
}: {
  editor: Editor;
  editing: boolean;
  fields: readonly FieldButton[];
  onAddImage(): void;
}) {
  const { t } = useTranslation();
  const games = [...new Set(fields.map((field) => field.game))];
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!editing}
        onClick={() => editor.dispatch('add-text')}
        title={t('editor.commands.addText')}
        aria-label={t('editor.toolbar.text')}
      >
        <Type aria-hidden />
        <span className="hidden xl:inline">{t('editor.toolbar.text')}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!editing}
        onClick={onAddImage}
        title={t('editor.commands.addImage')}
        aria-label={t('editor.toolbar.image')}
      >
        <ImagePlus aria-hidden />
        <span className="hidden xl:inline">{t('editor.toolbar.image')}</span>
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild disabled={!editing}>
          <Button type="button" variant="ghost" size="sm">
            <Braces aria-hidden />
            {t('editor.toolbar.fields')}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-[min(70vh,36rem)] w-72 overflow-y-auto">
          {games.map((game, index) => (
            <div
              key={game}
              role="group"
              aria-label={
                game === 0 ? t('editor.toolbar.postFields') : t('editor.toolbar.game', { game })
              }
            >
              {index > 0 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuLabel>
                {/* Game 0: the post's own fields (its headline). */}
                {game === 0 ? t('editor.toolbar.postFields') : t('editor.toolbar.game', { game })}
              </DropdownMenuLabel>
              {fields
                .filter((field) => field.game === game)
                .map((field) => (
                  <DropdownMenuItem
                    key={field.name}
                    disabled={field.disabled}
                    onSelect={() => editor.dispatch('add-field', { field: field.name })}
                  >
                    {field.kind === 'image' ? <ImagePlus aria-hidden /> : <Type aria-hidden />}
                    <span className="flex-1">{field.label}</span>
                    {field.disabled && editing ? (
                      <span className="text-xs text-muted-foreground">
                        {t('editor.toolbar.fieldUsed')}
                      </span>
                    ) : null}
                  </DropdownMenuItem>
                ))}
            </div>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild disabled={!editing}>
          <Button type="button" variant="ghost" size="sm" title={t('editor.commands.addShape')}>
            <Shapes aria-hidden />
            {t('editor.toolbar.shapes')}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-48">
          {shapeTools.map(({ shape, icon }) => (
            <DropdownMenuItem key={shape} onSelect={() => editor.dispatch('add-shape', { shape })}>
              {icon}
              {t(`editor.toolbar.${shape}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
