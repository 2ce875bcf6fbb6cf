import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppIntlProvider } from '@/i18n/intl-provider';
import { createQueryClient } from '@/api/query-client';
import { BASE_PATH } from './route-rules';
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

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router base={BASE_PATH}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </AppProviders>
  );
}
