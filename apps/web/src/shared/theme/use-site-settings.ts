import { createContext, useContext } from 'react';
import { readSiteSettings, type SiteSettings } from './site-settings.ts';

export const SiteSettingsContext = createContext<SiteSettings>(readSiteSettings([]));

/** The current site's theme values: logo, images, texts, external links. */
export const useSiteSettings = () => useContext(SiteSettingsContext);
