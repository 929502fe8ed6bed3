import type { ReactNode } from 'react';
import { DropdownMenuContent } from '#client/components/ui/dropdown-menu.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The list of a studio picker (team, template): under its trigger, as wide as it, and scrolling
 * when taller than `className`'s height allows.
 */
export function PickerMenuContent({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenuContent
      align="start"
      className={cn('w-[var(--radix-dropdown-menu-trigger-width)] overflow-y-auto', className)}
    >
      {children}
    </DropdownMenuContent>
  );
}
