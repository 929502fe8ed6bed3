import type { ReactNode } from 'react';
import { UsageBadge } from '#client/features/profile/components/usage-badge.tsx';

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

/**
 * A profile sub-screen: its SectionHeader over its content. `usage` (how much of the plan's limit
 * the screen's list takes, once it is known) is shown as a UsageBadge beside the title.
 */
export function ProfileSection({
  title,
  description,
  usage,
  action,
  children,
}: {
  title: string;
  description: string;
  usage?: { count: number; limit: number; label: string } | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader
        title={title}
        description={description}
        meta={usage ? <UsageBadge {...usage} /> : null}
        action={action}
      />
      {children}
    </div>
  );
}
