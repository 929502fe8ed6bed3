import { UserRound } from 'lucide-react';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * A workspace's mark: the club's crest when it has one, else the first letter of its name on the
 * brand colour; a person's outline for the personal account. Decorative: the name stands beside it.
 */
export function WorkspaceCrest({
  workspace,
  className,
}: {
  workspace: Pick<Workspace, 'name' | 'personal' | 'crestUrl'>;
  className?: string;
}) {
  const base = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md',
    className,
  );
  if (workspace.crestUrl) {
    return (
      <span aria-hidden className={cn(base, 'bg-white ring-1 ring-black/5 dark:ring-white/10')}>
        <img src={workspace.crestUrl} alt="" className="size-full object-contain p-px" />
      </span>
    );
  }
  if (workspace.personal) {
    return (
      <span aria-hidden className={cn(base, 'bg-muted text-muted-foreground')}>
        <UserRound className="size-3/5" />
      </span>
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'bg-brand-fill text-[0.625rem] font-bold text-brand-foreground uppercase',
      )}
    >
      {workspace.name.trim().charAt(0)}
    </span>
  );
}
