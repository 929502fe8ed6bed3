import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#client/i18n/i18n.ts';
import { ColorSchemeProvider } from '#client/lib/color-scheme/color-scheme-provider.tsx';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Everything a screen may rely on: server state, texts, colour scheme. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ColorSchemeProvider>{children}</ColorSchemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
