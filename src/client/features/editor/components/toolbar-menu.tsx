import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';

/**
 * A menu of the editor's toolbar (data fields, shapes, arrange): `trigger` is its toolbar button,
 * greyed out while `disabled`; the menu opens under the button's start and leaves the canvas
 * usable behind it (not modal). `className` sizes the menu.
 */
export function ToolbarMenu({
  trigger,
  disabled,
  className,
  children,
}: {
  trigger: ReactNode;
  disabled: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={className}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
