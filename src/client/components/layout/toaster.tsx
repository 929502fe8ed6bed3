import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';
import { requestToaster, useToasterWanted } from '#client/lib/toast.ts';

const SonnerToaster = lazy(() => requestToaster().then((m) => ({ default: m.Toaster })));

/**
 * The toasts' place, mounted with the first toast: the landing page shows none on its own, so it
 * does not load the library. Every other page mounts it at once, for the screens that call the
 * library directly (the studio's export progress).
 */
export function Toaster() {
  const { resolvedColorScheme } = useColorScheme();
  const wanted = useToasterWanted();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/') void requestToaster();
  }, [pathname]);
  if (!wanted) return null;
  // The template editor keeps its buttons and toolbar at the top right: its toasts go to the
  // bottom left, over the canvas, where no control is.
  const editor = /^\/profile\/templates\/(new|edit\/)/.test(pathname);
  return (
    <Suspense fallback={null}>
      {/* Below the sticky header (h-16), so a toast never covers language, theme or user menu. */}
      <SonnerToaster
        theme={resolvedColorScheme}
        position={editor ? 'bottom-left' : 'top-right'}
        offset={editor ? { bottom: 16, left: 16 } : { top: 76, right: 16 }}
        mobileOffset={
          editor ? { bottom: 12, right: 12, left: 12 } : { top: 72, right: 12, left: 12 }
        }
        richColors
        closeButton
      />
    </Suspense>
  );
}
