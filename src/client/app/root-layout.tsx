import { useSessionFlash } from '#client/lib/flash.ts';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { MAIN_ID, SkipLink } from '#client/components/layout/skip-link.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

/** The frame of every page: header, the route's screen, footer, toasts. */
export function RootLayout() {
  const { resolvedColorScheme } = useColorScheme();
  useSessionFlash();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {/* Takes the focus from the skip link, without a ring around the whole page. */}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Below the sticky header (h-16), so a toast never covers language, theme or user menu. */}
      <Toaster
        theme={resolvedColorScheme}
        position="top-right"
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, right: 12, left: 12 }}
        richColors
        closeButton
      />
      <ScrollRestoration />
    </div>
  );
}
