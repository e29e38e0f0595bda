import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { rememberQueryClient } from './shared/api/app-query-client.ts';
import { activateLocale, startingLocale } from './shared/i18n/locale.ts';
import { readSiteSettings } from './shared/theme/site-settings.ts';
import { getSiteThemeQueryOptions, seedSiteTheme } from './shared/theme/site-theme-query.ts';

const queryClient = createQueryClient();
rememberQueryClient(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The theme comes in the page (or, for a returning visitor, from Cache Storage): the first paint carries the brand,
// in the visitor's language.
void seedSiteTheme(queryClient).then(async () => {
  const { queryKey } = getSiteThemeQueryOptions();
  // The server writes the page, and the theme in it, in the language it knew the visitor by.
  const pageLanguage = document.documentElement.lang;
  const locale = startingLocale(readSiteSettings(queryClient.getQueryData(queryKey) ?? []).defaultLanguage);
  await activateLocale(locale);
  if (locale !== pageLanguage) void queryClient.invalidateQueries({ queryKey });
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
