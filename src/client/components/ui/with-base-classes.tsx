import type { ComponentProps, ElementType } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * `Component` (an element's tag or a Radix part) drawn with the classes `base`, then whatever
 * classes the caller adds; every other prop passes through.
 */
export function withBaseClasses<T extends ElementType>(Component: T, base: string) {
  const Element = Component as ElementType;
  return function Styled({ className, ...props }: ComponentProps<T>) {
    return <Element className={cn(base, className as string | undefined)} {...props} />;
  };
}
