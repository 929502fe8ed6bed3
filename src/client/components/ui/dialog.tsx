import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withBaseClasses } from '#client/components/ui/with-base-classes.tsx';
import { cn } from '#client/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = withBaseClasses(
  DialogPrimitive.Overlay,
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] animate-fade-in',
);

/**
 * Gives the focus back to what had it when the dialog opened. Radix does this only for a dialog
 * with a DialogTrigger; a dialog opened from its own state (most of ours) would leave the focus
 * on the page's body. An opener that is gone by then (a menu item) leaves Radix's own choice.
 */
function useFocusReturn({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: Pick<ComponentProps<typeof DialogPrimitive.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs before the focus moves into the dialog.
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/** The button in a dialog's (or the sheet's) corner that closes it, named for screen readers. */
export function CornerClose({
  className,
  iconClassName,
}: {
  className: string;
  iconClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Close className={className} aria-label={t('nav.close')}>
      <X className={iconClassName} aria-hidden />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
          'rounded-2xl border bg-popover p-6 text-popover-foreground shadow-xl animate-fade-in',
          className,
        )}
        {...props}
        {...focusReturn}
      >
        {children}
        <CornerClose
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          iconClassName="size-4"
        />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = withBaseClasses('div', 'flex flex-col gap-1.5 pr-6');

export const DialogFooter = withBaseClasses(
  'div',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

export const DialogTitle = withBaseClasses(
  DialogPrimitive.Title,
  'text-lg font-semibold tracking-tight',
);

export const DialogDescription = withBaseClasses(
  DialogPrimitive.Description,
  'text-sm text-muted-foreground',
);

/**
 * The dialog most screens open from their own state: a title and a description over what follows
 * (a body, a `DialogFooter`), in one `DialogContent`.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  className,
  descriptionClassName,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  descriptionClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
