import { cn } from '#client/lib/cn.ts';

/** The Matchpost mark: the favicon's shape, drawn in the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="15" className="fill-brand" />
      <path d="M17 45V20h6.5l8.5 13 8.5-13H47v25h-7V32.5l-8 11.5-8-11.5V45z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-extrabold tracking-tight">Matchpost</span>
    </span>
  );
}
