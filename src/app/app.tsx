import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { createQueryClient } from '@/api/query-client';
import { BASE_PATH } from './route-rules';
import { whenDrawnPageTaken } from './drawn-page';
import { Layout } from './layout';
import { AppRoutes } from './routes';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppIntlProvider>{children}</AppIntlProvider>
    </QueryClientProvider>
  );
}

/** The app; on the server, `ssrPath` and `ssrSearch` are the page's address (src/ssr/entry-server.tsx). */
export function App({ queryClient, ssrPath, ssrSearch }: { queryClient?: QueryClient; ssrPath?: string; ssrSearch?: string }) {
  // The page the server drew becomes React's: its controls take taps from then on.
  useEffect(whenDrawnPageTaken, []);
  return (
    <AppProviders queryClient={queryClient}>
      <Router base={BASE_PATH} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </AppProviders>
  );
}
