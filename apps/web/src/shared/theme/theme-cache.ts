import { getExternalSiteDynamicInformation, type ThemeEntry } from '@openenroll/contract/site';

/** The spec names this cache; the theme survives reloads in it so a returning visitor sees the brand at once. */
export const THEME_CACHE_NAME = 'fetch_color_cache';

const cacheStorage = () => (typeof caches === 'undefined' ? undefined : caches);

export async function readCachedTheme(url: string): Promise<ThemeEntry[] | undefined> {
  try {
    const cache = await cacheStorage()?.open(THEME_CACHE_NAME);
    const response = await cache?.match(url);
    if (!response) return undefined;
    const parsed = getExternalSiteDynamicInformation.data.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Cache Storage can be missing or refused (insecure origin, private mode): the network still answers.
    return undefined;
  }
}

export async function writeCachedTheme(url: string, entries: ThemeEntry[]) {
  try {
    const cache = await cacheStorage()?.open(THEME_CACHE_NAME);
    await cache?.put(url, new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // Same as above: without a cache the theme is simply fetched on every visit.
  }
}

export async function deleteThemeCache() {
  try {
    await cacheStorage()?.delete(THEME_CACHE_NAME);
  } catch {
    // Nothing cached, nothing to forget.
  }
}
