import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { PageLoader } from '../ui/page-loader.tsx';
import { buildCssVariablesResolver, buildMantineTheme } from './mantine-theme.ts';
import { loadSiteFonts, setFavicon, setThemeColor } from './site-assets.ts';
import { readSiteSettings } from './site-settings.ts';
import { getSiteThemeQueryOptions } from './site-theme-query.ts';
import { SiteSettingsContext } from './use-site-settings.ts';

// Sites define one light palette; keeping Mantine off localStorage also keeps client-state the only owner of it.
const fixedColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** Themes everything below it from the site's key/value list; shows a loader until a theme (or its failure) is known. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const theme = useQuery(getSiteThemeQueryOptions());
  const settings = useMemo(() => readSiteSettings(theme.data ?? []), [theme.data]);
  const mantineTheme = useMemo(() => buildMantineTheme(settings), [settings]);
  const cssVariablesResolver = useMemo(() => buildCssVariablesResolver(settings), [settings]);

  useEffect(() => loadSiteFonts(theme.data ?? []), [theme.data]);
  useEffect(() => {
    setFavicon(settings.favicon);
    setThemeColor(settings.colors.header_bg);
  }, [settings]);

  // A first visit waits for the theme so the page never flashes another brand; a failed theme falls back to defaults.
  if (theme.isPending) return <PageLoader />;

  return (
    <MantineProvider
      theme={mantineTheme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={fixedColorScheme}
      forceColorScheme="light"
    >
      <SiteSettingsContext value={settings}>{children}</SiteSettingsContext>
    </MantineProvider>
  );
}
