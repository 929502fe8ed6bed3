import type { ComponentProps, ReactNode } from 'react';
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

/** A tool button that runs one of the core's commands, titled with the command's shortcut. */
export function CommandButton({
  editor,
  command,
  ...props
}: { editor: Editor; command: ToolbarCommand; label: string; children: ReactNode } & Omit<
  ComponentProps<'button'>,
  'onClick'
>) {
  return (
    <ToolButton
      shortcut={shortcutLabel(command)}
      onClick={() => editor.dispatch(command)}
      {...props}
    />
  );
}
