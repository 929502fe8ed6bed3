import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-2xl border bg-card text-card-foreground shadow-sm shadow-black/[0.03]',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card's title: an h3 unless the card is a section of its own right under the page's h1. */
export function CardTitle({
  className,
  level = 3,
  ...props
}: ComponentProps<'h3'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return <Heading className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center px-6 pb-6', className)} {...props} />;
}

/**
 * A section of a page in a card: its title a heading right under the page's h1 (an icon may lead
 * it), the line that says what the section is for, then the content.
 */
export function SectionCard({
  title,
  icon: Icon,
  description,
  className,
  titleClassName,
  contentClassName,
  children,
}: {
  title: ReactNode;
  /** The icon that leads the title. */
  icon?: LucideIcon;
  description: ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle
          level={2}
          className={cn('text-xl', Icon && 'flex items-center gap-2', titleClassName)}
        >
          {Icon && <Icon aria-hidden className="size-5" />}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
