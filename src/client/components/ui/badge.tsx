import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

const variants = {
  neutral: 'bg-muted text-muted-foreground',
  brand: 'bg-brand-fill text-brand-foreground',
  soft: 'bg-brand-soft text-brand-soft-foreground',
  outline: 'border text-foreground',
  success: 'bg-success/15 text-success',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
} as const;

interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
