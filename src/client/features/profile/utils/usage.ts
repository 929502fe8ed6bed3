import { isUnlimited } from '#shared/plans.ts';

/** The plan's limit is used up: one more is refused (999 and more stands for unlimited). */
export function isAtLimit(count: number, limit: number): boolean {
  return !isUnlimited(limit) && count >= limit;
}

/** 'n / max' for a usage badge; an unlimited plan shows ∞. */
export function usageText(count: number, limit: number): string {
  return `${count} / ${isUnlimited(limit) ? '∞' : Math.max(0, limit)}`;
}
