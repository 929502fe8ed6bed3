import type { ReactNode } from 'react';

/**
 * The bar fixed to the bottom of the window (game count and 'Weiter', the export button). Its
 * screen keeps room below the content (pb-36) so nothing hides behind it; the post step sizes
 * its post to end above it (data-bottom-bar marks it for that measurement).
 */
export function BottomBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/90 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_30px_-12px_rgb(0_0_0/0.15)] backdrop-blur-md"
    >
      <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        {children}
      </div>
    </div>
  );
}
