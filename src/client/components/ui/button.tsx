import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

const variants = {
  primary:
    'bg-brand-fill text-brand-foreground shadow-sm shadow-brand/20 hover:bg-brand-strong active:translate-y-px',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  outline: 'border border-input bg-background text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-brand underline-offset-4 hover:underline',
  destructive: 'bg-destructive-fill text-white shadow-sm hover:bg-destructive-fill/90',
  /** A quiet delete next to other actions: red text, no fill until hovered. */
  'ghost-destructive': 'text-destructive hover:bg-destructive/10',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  );
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  asChild = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  if (asChild)
    return <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props} />;
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
