import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { buildMantineTheme } from '../theme/mantine-theme.ts';
import { readSiteSettings } from '../theme/site-settings.ts';

type RenderOptions = { route?: string; queryClient?: QueryClient };

/** Renders a component as the app would (the default site theme, a query client, a router at `route`), with a user. */
export function renderWithProviders(ui: ReactElement, { route = '/', queryClient }: RenderOptions = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const theme = buildMantineTheme(readSiteSettings([]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
  return { user: userEvent.setup(), queryClient: client, ...render(ui, { wrapper }) };
}
