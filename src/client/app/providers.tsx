import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#client/i18n/i18n.ts';
import { ColorSchemeProvider } from '#client/lib/color-scheme/color-scheme-provider.tsx';
import { onSignedInChange } from '#client/lib/local-storage.ts';
import { queryKeys } from '#client/api/query-keys.ts';

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
  // Another tab signed out or in: this one asks for its session again and follows (a guarded
  // page, the editor with its unsaved work among them, gives way to the sign-in page).
  useEffect(
    () =>
      onSignedInChange(() => void queryClient.invalidateQueries({ queryKey: queryKeys.session })),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ColorSchemeProvider>{children}</ColorSchemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
