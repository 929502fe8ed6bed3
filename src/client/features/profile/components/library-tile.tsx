import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The name of a logo or template on its tile: one line, cut short, the whole name on hover. */
export function TileName({
  name,
  testId,
  className,
}: {
  name: string;
  testId: string;
  className?: string;
}) {
  return (
    <p
      className={cn('truncate text-sm font-semibold', className)}
      title={name}
      data-testid={testId}
    >
      {name}
    </p>
  );
}

/** A small icon button of a tile (edit, copy, delete): `label` says what it does to which item. */
export function IconAction({
  label,
  title,
  onClick,
  disabled,
  className,
  variant = 'ghost',
  testId,
  children,
}: {
  label: string;
  variant?: 'ghost' | 'ghost-destructive';
  title?: string;
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={cn('size-8 px-0', className)}
      aria-label={label}
      title={title}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
