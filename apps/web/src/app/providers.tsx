import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteThemeProvider } from '../shared/theme/site-theme-provider.tsx';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteThemeProvider>{children}</SiteThemeProvider>
    </QueryClientProvider>
  );
}
