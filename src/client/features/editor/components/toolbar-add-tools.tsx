import {
  Braces,
  ChevronDown,
  Circle,
  ImagePlus,
  Minus,
  Shapes,
  Square,
  Type,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '#client/components/ui/dropdown-menu.tsx';
import type { ShapeKind } from '#client/features/editor/core/commands.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { ToolbarMenu } from '#client/features/editor/components/toolbar-menu.tsx';

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
      <AddButton
        icon={Type}
        label={t('editor.toolbar.text')}
        title={t('editor.commands.addText')}
        disabled={!editing}
        onClick={() => editor.dispatch('add-text', { content: t('editor.toolbar.newText') })}
      />
      <AddButton
        icon={ImagePlus}
        label={t('editor.toolbar.image')}
        title={t('editor.commands.addImage')}
        disabled={!editing}
        onClick={onAddImage}
      />
      <ToolbarMenu
        trigger={<MenuButton icon={Braces} label={t('editor.toolbar.fields')} />}
        disabled={!editing}
        className="max-h-[min(70vh,36rem)] w-72 overflow-y-auto"
      >
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
      </ToolbarMenu>
      <ToolbarMenu
        trigger={
          <MenuButton
            icon={Shapes}
            label={t('editor.toolbar.shapes')}
            title={t('editor.commands.addShape')}
          />
        }
        disabled={!editing}
        className="w-48"
      >
        {shapeTools.map(({ shape, icon }) => (
          <DropdownMenuItem key={shape} onSelect={() => editor.dispatch('add-shape', { shape })}>
            {icon}
            {t(`editor.toolbar.${shape}`)}
          </DropdownMenuItem>
        ))}
      </ToolbarMenu>
    </>
  );
}

type LabelledButtonProps = { icon: LucideIcon; label: string } & Omit<
  ComponentProps<'button'>,
  'children'
>;

/** An add button: its name shows beside the icon from wide screens on, its title says what it adds. */
function AddButton({ icon: Icon, label, ...props }: LabelledButtonProps) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} {...props}>
      <Icon aria-hidden />
      <span className="hidden xl:inline">{label}</span>
    </Button>
  );
}

/** The button that opens one of the toolbar's add menus (it takes the menu trigger's props). */
function MenuButton({ icon: Icon, label, ...props }: LabelledButtonProps) {
  return (
    <Button type="button" variant="ghost" size="sm" {...props}>
      <Icon aria-hidden />
      {label}
      <ChevronDown aria-hidden className="opacity-60" />
    </Button>
  );
}
