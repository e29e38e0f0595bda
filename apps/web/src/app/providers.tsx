import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SiteThemeProvider } from '../shared/theme/site-theme-provider.tsx';

/** Everything around the store's routes, the same in the browser and on the server (a hydrated page must match). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteThemeProvider>{children}</SiteThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
