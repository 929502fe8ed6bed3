import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#client/app/providers.tsx';
import { createAppRouter } from '#client/app/router.tsx';
import { i18nReady } from '#client/i18n/i18n.ts';
import '#client/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// German is in this bundle; another stored language loads its texts first, so nothing flashes
// in German.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
