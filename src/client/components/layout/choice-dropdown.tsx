import type { ReactNode } from 'react';
import { useFirstOpenFocus, type OpenedBy } from '#client/components/layout/deferred-menu.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';

/**
 * A header menu that picks one setting of the page (the colour scheme, the language) once it has
 * been used: open from the start, with its trigger, a label and one radio item per choice
 * (`children`), opening below the trigger's end. `onChoose` gets the value of the item picked.
 */
export function ChoiceDropdown({
  trigger,
  label,
  value,
  onChoose,
  openedBy,
  className,
  children,
}: {
  trigger: ReactNode;
  label: string;
  value: string;
  onChoose(value: string): void;
  openedBy: OpenedBy;
  className: string;
  children: ReactNode;
}) {
  const onFocus = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className={className} onFocus={onFocus}>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onChoose}>
          {children}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
