import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalDistributeCenter,
  ArrowDownToLine,
  ArrowUpToLine,
  Braces,
  ChevronDown,
  Circle,
  Copy,
  ImagePlus,
  LayoutGrid,
  Maximize,
  Minus,
  Redo2,
  Shapes,
  Square,
  Trash2,
  Type,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
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
import { cn } from '#client/lib/cn.ts';
import type { AlignEdge, ShapeKind } from '#client/features/editor/core/commands.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { shortcutLabel } from '#client/features/editor/core/keymap.ts';
import { canRedo, canUndo, fieldButtons } from '#client/features/editor/core/selectors.ts';
import { sameJson, useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

function ToolButton({
  label,
  shortcut,
  children,
  className,
  ...props
}: { label: string; shortcut?: string | null; children: ReactNode } & ComponentProps<'button'>) {
  const title = shortcut ? `${label} (${shortcut})` : label;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={title}
      className={cn('size-9 rounded-md', className)}
      {...props}
    >
      {children}
    </Button>
  );
}

const Divider = () => <span aria-hidden className="mx-0.5 h-6 w-px shrink-0 bg-border xl:mx-1" />;

const shapeTools: { shape: ShapeKind; icon: ReactNode }[] = [
  { shape: 'rect', icon: <Square /> },
  { shape: 'ellipse', icon: <Circle /> },
  { shape: 'line', icon: <Minus /> },
];

const alignments: { edge: AlignEdge; icon: ReactNode }[] = [
  { edge: 'left', icon: <AlignStartVertical /> },
  { edge: 'center', icon: <AlignCenterVertical /> },
  { edge: 'right', icon: <AlignEndVertical /> },
  { edge: 'top', icon: <AlignStartHorizontal /> },
  { edge: 'middle', icon: <AlignCenterHorizontal /> },
  { edge: 'bottom', icon: <AlignEndHorizontal /> },
];

/**
 * The toolbar over the canvas: add text, image and data fields; undo and redo; layer order,
 * align and distribute; duplicate and delete; zoom. Every button runs a core command.
 */
export function EditorToolbar({ editor, onAddImage }: { editor: Editor; onAddImage(): void }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const view = useEditorSelector(
    editor,
    (state) => ({
      editing: state.mode === 'edit',
      undo: canUndo(state),
      redo: canRedo(state),
      selected: state.selection.length,
      zoom: Math.round(state.viewport.zoom * 100),
      fields: fieldButtons(state).map(({ name, game, label, disabled, kind }) => ({
        name,
        game,
        kind,
        label: label[language],
        disabled,
      })),
    }),
    sameJson,
  );
  type Plain =
    | 'undo'
    | 'redo'
    | 'bring-forward'
    | 'send-backward'
    | 'duplicate'
    | 'delete'
    | 'zoom-in'
    | 'zoom-out'
    | 'zoom-fit';
  const can = (id: Plain) => editor.canRun(id);
  const run = (id: Plain) => () => editor.dispatch(id);
  const games = [...new Set(view.fields.map((field) => field.game))];

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      className="flex min-h-12 shrink-0 flex-nowrap items-center gap-0.5 overflow-x-auto border-b bg-card px-2 py-1.5"
    >
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!view.editing}
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
        disabled={!view.editing}
        onClick={onAddImage}
        title={t('editor.commands.addImage')}
        aria-label={t('editor.toolbar.image')}
      >
        <ImagePlus aria-hidden />
        <span className="hidden xl:inline">{t('editor.toolbar.image')}</span>
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild disabled={!view.editing}>
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
              {view.fields
                .filter((field) => field.game === game)
                .map((field) => (
                  <DropdownMenuItem
                    key={field.name}
                    disabled={field.disabled}
                    onSelect={() => editor.dispatch('add-field', { field: field.name })}
                  >
                    {field.kind === 'image' ? <ImagePlus aria-hidden /> : <Type aria-hidden />}
                    <span className="flex-1">{field.label}</span>
                    {field.disabled && view.editing ? (
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
        <DropdownMenuTrigger asChild disabled={!view.editing}>
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

      <Divider />
      <ToolButton
        label={t('editor.commands.undo')}
        shortcut={shortcutLabel('undo')}
        disabled={!view.undo}
        onClick={run('undo')}
      >
        <Undo2 aria-hidden />
      </ToolButton>
      <ToolButton
        label={t('editor.commands.redo')}
        shortcut={shortcutLabel('redo')}
        disabled={!view.redo}
        onClick={run('redo')}
      >
        <Redo2 aria-hidden />
      </ToolButton>

      <Divider />
      <ToolButton
        label={t('editor.commands.bringForward')}
        shortcut={shortcutLabel('bring-forward')}
        disabled={view.selected === 0 || !can('bring-forward')}
        onClick={run('bring-forward')}
      >
        <ArrowUpToLine aria-hidden />
      </ToolButton>
      <ToolButton
        label={t('editor.commands.sendBackward')}
        shortcut={shortcutLabel('send-backward')}
        disabled={view.selected === 0 || !can('send-backward')}
        onClick={run('send-backward')}
      >
        <ArrowDownToLine aria-hidden />
      </ToolButton>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild disabled={view.selected === 0}>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9 rounded-md"
            aria-label={t('editor.toolbar.arrange')}
            title={t('editor.toolbar.arrange')}
          >
            <LayoutGrid aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-60">
          <DropdownMenuLabel>
            {view.selected > 1
              ? t('editor.toolbar.alignEachOther')
              : t('editor.toolbar.alignCanvas')}
          </DropdownMenuLabel>
          {alignments.map(({ edge, icon }) => (
            <DropdownMenuItem key={edge} onSelect={() => editor.dispatch('align', { edge })}>
              {icon}
              {t(`editor.align.${edge}`)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={view.selected < 3}
            onSelect={() => editor.dispatch('distribute', { axis: 'horizontal' })}
          >
            <AlignHorizontalDistributeCenter />
            {t('editor.align.distributeHorizontal')}
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={view.selected < 3}
            onSelect={() => editor.dispatch('distribute', { axis: 'vertical' })}
          >
            <AlignVerticalDistributeCenter />
            {t('editor.align.distributeVertical')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ToolButton
        label={t('editor.commands.duplicate')}
        shortcut={shortcutLabel('duplicate')}
        disabled={view.selected === 0 || !view.editing}
        onClick={run('duplicate')}
      >
        <Copy aria-hidden />
      </ToolButton>
      <ToolButton
        label={t('editor.commands.delete')}
        shortcut={shortcutLabel('delete')}
        disabled={view.selected === 0}
        onClick={run('delete')}
        className="text-destructive hover:bg-destructive/10"
      >
        <Trash2 aria-hidden />
      </ToolButton>

      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <ToolButton
          label={t('editor.commands.zoomOut')}
          shortcut={shortcutLabel('zoom-out')}
          onClick={run('zoom-out')}
        >
          <ZoomOut aria-hidden />
        </ToolButton>
        <button
          type="button"
          onClick={() => editor.dispatch('zoom-to', { zoom: 1 })}
          title={t('editor.toolbar.actualSize')}
          className="h-8 min-w-12 shrink-0 rounded-md px-1 text-xs font-semibold tabular-nums text-muted-foreground hover:bg-muted"
          data-testid="editor-zoom"
        >
          {view.zoom} %
        </button>
        <ToolButton
          label={t('editor.commands.zoomIn')}
          shortcut={shortcutLabel('zoom-in')}
          onClick={run('zoom-in')}
        >
          <ZoomIn aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('editor.commands.zoomFit')}
          shortcut={shortcutLabel('zoom-fit')}
          onClick={run('zoom-fit')}
        >
          <Maximize aria-hidden />
        </ToolButton>
      </div>
    </div>
  );
}
