import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Accessible name when the label is short or an icon. */
  title?: string;
}

interface SegmentedControlProps<T extends string> {
  value: T;
  options: SegmentOption<T>[];
  onChange(value: T): void;
  label: string;
  size?: 'sm' | 'md';
  /** Fill the available width, each option taking an equal share. */
  stretch?: boolean;
  className?: string;
}

/** The look of one segment, on or off (here and in the studio's post tabs). */
export function segmentLook(active: boolean): string {
  return active
    ? 'bg-background text-foreground shadow-sm ring-1 ring-border'
    : 'text-muted-foreground hover:text-foreground';
}

/** A row of toggle buttons of which exactly one is on (billing interval, language). */
export function SegmentedControl<T extends string>({
  value,
  options,
  onChange,
  label,
  size = 'md',
  stretch = false,
  className,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'items-center gap-0.5 rounded-full border bg-muted/60 p-0.5',
        stretch ? 'flex w-full' : 'inline-flex',
        className,
      )}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            title={option.title}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex items-center justify-center gap-1.5 rounded-full font-semibold transition-all',
              size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-9 px-4 text-sm',
              stretch && 'flex-1',
              segmentLook(active),
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
