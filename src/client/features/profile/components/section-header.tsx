import type { ReactNode } from 'react';

/**
 * The head of a profile sub-screen: title, what it is for, and on the right what it holds
 * (a usage badge) and its main action. Stacks below 640 px.
 */
export function SectionHeader({
  title,
  description,
  meta,
  action,
}: {
  title: string;
  description: string;
  meta?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
          {meta}
        </div>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action ? <div className="flex shrink-0 gap-2">{action}</div> : null}
    </div>
  );
}
