import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { shortcutLabel } from '#client/features/editor/core/keymap.ts';

/** An icon button of the editor's toolbar, named by its label and titled with its shortcut. */
export function ToolButton({
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

/** A thin line between groups of the toolbar. */
export const Divider = () => (
  <span aria-hidden className="mx-0.5 h-6 w-px shrink-0 bg-border xl:mx-1" />
);

/** The toolbar's commands that take no arguments. */
export type ToolbarCommand =
  | 'undo'
  | 'redo'
  | 'bring-forward'
  | 'send-backward'
  | 'duplicate'
  | 'delete'
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-fit';

const commandLabels = {
  undo: 'editor.commands.undo',
  redo: 'editor.commands.redo',
  'bring-forward': 'editor.commands.bringForward',
  'send-backward': 'editor.commands.sendBackward',
  duplicate: 'editor.commands.duplicate',
  delete: 'editor.commands.delete',
  'zoom-in': 'editor.commands.zoomIn',
  'zoom-out': 'editor.commands.zoomOut',
  'zoom-fit': 'editor.commands.zoomFit',
} as const satisfies Record<ToolbarCommand, string>;

/** A tool button that runs one of the core's commands, named by it and titled with its shortcut. */
export function CommandButton({
  editor,
  command,
  icon: Icon,
  ...props
}: { editor: Editor; command: ToolbarCommand; icon: LucideIcon } & Omit<
  ComponentProps<'button'>,
  'onClick' | 'children'
>) {
  const { t } = useTranslation();
  return (
    <ToolButton
      label={t(commandLabels[command])}
      shortcut={shortcutLabel(command)}
      onClick={() => editor.dispatch(command)}
      {...props}
    >
      <Icon aria-hidden />
    </ToolButton>
  );
}
