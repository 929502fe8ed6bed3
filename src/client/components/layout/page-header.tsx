import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

interface PageHeaderProps {
  title: string;
  description?: string;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** The title block every screen starts with: one size, one spacing, everywhere. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="flex max-w-2xl flex-col gap-2">
        {eyebrow}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {description && <p className="text-base text-muted-foreground sm:text-lg">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

/** The frame of a content screen below the header. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('container-page py-10 sm:py-14', className)}>{children}</div>;
}
