/**
 * Lighthouse 12 (its default: a phone, simulated throttling) in Debian's Chromium, on the store's public pages of
 * both demo sites, one page at a time so they do not slow each other.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStore } from './servers.ts';

export type PageScores = {
  site: string;
  page: string;
  url: string;
  /** 0–100, as Lighthouse shows them. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  totalBlockingMs: number;
  cls: number;
  transferredBytes: number;
};

export type LighthouseReport = { pages: (PageScores | { site: string; page: string; url: string; error: string })[] };

/** A site's pages to score: the landing page, then a listing and a plan page its sitemap names, then the cart. */
async function pagesOf(origin: string) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '/']) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
  const listing = paths.find((path) => path.startsWith('/plans?')) ?? '/plans';
  const plan = paths.find((path) => path.startsWith('/plan/'));
  return [
    { page: 'landing', path: '/' },
    { page: 'plans listing', path: listing },
    ...(plan ? [{ page: 'plan page', path: plan }] : []),
    { page: 'cart', path: '/cart' },
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function measureLighthouse(sites: { site: string; origin: string }[]): Promise<LighthouseReport> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pages: LighthouseReport['pages'] = [];
  try {
    for (const { site, origin } of sites) {
      for (const { page, path } of await pagesOf(origin)) {
        const url = origin + path;
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error('Lighthouse gave no result');
          const { categories, audits } = result.lhr;
          const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          pages.push({
            site,
            page,
            url,
            performance: score(categories.performance?.score),
            accessibility: score(categories.accessibility?.score),
            bestPractices: score(categories['best-practices']?.score),
            seo: score(categories.seo?.score),
            fcpMs: metric('first-contentful-paint'),
            lcpMs: metric('largest-contentful-paint'),
            totalBlockingMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            transferredBytes: metric('total-byte-weight'),
          });
        } catch (error) {
          pages.push({ site, page, url, error: (error as Error).message });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return { pages };
}

/** Both demo sites on one store (in-memory PGlite): the first answers on localhost, the second on 127.0.0.1. */
export async function measureStorePages(catalogFolder: string, webDist: string) {
  console.log('Running Lighthouse on the public pages of both sites…');
  const store = await startStore({ folders: [catalogFolder], webDist });
  try {
    return await measureLighthouse([
      { site: 'Sunrise', origin: store.origin.replace('127.0.0.1', 'localhost') },
      { site: 'Harbor', origin: store.origin },
    ]);
  } finally {
    await store.close();
  }
}
