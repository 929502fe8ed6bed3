import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

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
