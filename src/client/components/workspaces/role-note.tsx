import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * Why a control is not offered here: the role in this workspace does not allow it (an editor's
 * settings, an admin's billing). Stands where the control would be.
 */
export function RoleNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl border bg-subtle px-4 py-3 text-sm text-muted-foreground',
        className,
      )}
      data-testid="role-note"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
