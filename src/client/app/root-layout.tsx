import { useSessionFlash } from '#client/lib/flash.ts';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';

/** The frame of every page: header, the route's screen, footer, toasts. */
export function RootLayout() {
  const { resolvedColorScheme } = useColorScheme();
  useSessionFlash();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster theme={resolvedColorScheme} position="top-right" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
