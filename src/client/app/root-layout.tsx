import { useSessionFlash } from '#client/lib/flash.ts';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { Toaster } from '#client/components/layout/toaster.tsx';
import { MAIN_ID, SkipLink } from '#client/components/layout/skip-link.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';

/** The frame of every page: header, the route's screen, footer, toasts. */
export function RootLayout() {
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
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
