import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { isAtLimit, usageText } from '#client/features/profile/utils/usage.ts';

/** 'n / max' of what the plan allows; full limits are marked. */
export function UsageBadge({
  count,
  limit,
  label,
}: {
  count: number;
  limit: number;
  label: string;
}) {
  const full = isAtLimit(count, limit);
  return (
    <Badge
      variant={full ? 'soft' : 'neutral'}
      className={cn('tabular-nums', full && 'ring-1 ring-brand/30')}
      title={label}
      data-testid="usage-badge"
    >
      <span className="sr-only">{label}: </span>
      {usageText(count, limit)}
    </Badge>
  );
}
