import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { rememberQueryClient } from './shared/api/app-query-client.ts';
import { seedSiteTheme } from './shared/theme/site-theme-query.ts';

const queryClient = createQueryClient();
rememberQueryClient(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The theme comes in the page (or, for a returning visitor, from Cache Storage): the first paint carries the brand.
void seedSiteTheme(queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
