import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { rememberQueryClient } from './shared/api/app-query-client.ts';
import { seedSiteThemeFromCache } from './shared/theme/site-theme-query.ts';

const queryClient = createQueryClient();
rememberQueryClient(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Reading Cache Storage takes a few milliseconds and lets a returning visitor's first paint carry the brand.
void seedSiteThemeFromCache(queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
