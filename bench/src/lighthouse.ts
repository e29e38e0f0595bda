/**
 * Lighthouse 12 (its default: a phone, simulated throttling) in Debian's Chromium, on the store's public pages of
 * both demo sites, one page at a time so they do not slow each other.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeKeptState, KEPT_STATE_COOKIE } from '@openenroll/contract/kept-state';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { checkedOutShopper } from './cart-session.ts';
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
  /** The least and the most total blocking time of the page's runs: how far one run can be from another here. */
  totalBlockingRangeMs: [number, number];
  cls: number;
  transferredBytes: number;
  /** Lighthouse's score of the machine's CPU in the median run: its phone is this machine 4 times slower. */
  hostCpuIndex: number;
};

export type LighthouseReport = { pages: (PageScores | { site: string; page: string; url: string; error: string })[] };

type Page = { page: string; path: string; returning?: true };

/**
 * A site's pages to score: the landing page, then a listing and a plan page its sitemap names, the cart, and the
 * wizard's first step, where only a shopper who has checked out arrives.
 */
async function pagesOf(origin: string): Promise<Page[]> {
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
    { page: 'first wizard step', path: '/enrollment/personal-info', returning: true },
  ];
}

/**
 * The browser of a shopper who quoted, added a dental plan and checked out: their session's cookies and what the
 * store's pages keep in local storage by then (and in the cookie that mirrors it), with an empty HTTP cache (the page
 * is still measured cold). Set on a file of the origin the app does not load, so nothing of the app is cached.
 */
async function checkedOutBrowser(port: number, origin: string) {
  const shopper = await checkedOutShopper(origin);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    const cookies = shopper
      .headers()
      .cookie.split('; ')
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
    const kept = {
      tempId: shopper.enrollmentId,
      selectedTier: 'IO',
      isFilterDataSubmitted: true,
      cartCount: 1,
      effectiveDate: shopper.effectiveDate,
      enrollment: 'new_enrollment',
      enrollBy: 'applicant',
    };
    // The store's code mirrors what it keeps into a cookie for the server, which then draws the page as this browser will.
    const mirror = encodeKeptState(
      Object.fromEntries(Object.entries(kept).map(([key, value]) => [key, JSON.stringify(value)])),
    );
    if (mirror) cookies.push({ name: KEPT_STATE_COOKIE, value: mirror });
    await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname })));
    await page.evaluate((entries) => {
      const storage = Reflect.get(globalThis, 'localStorage') as {
        clear(): void;
        setItem(key: string, value: string): void;
      };
      // Only the shopper's: what the pages measured before this one left on the origin is not theirs.
      storage.clear();
      for (const [key, value] of entries) storage.setItem(key, JSON.stringify(value));
    }, Object.entries(kept));
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Where each page's whole Lighthouse report is written, to look into (the LCP element, the long tasks, …). */
const reportsFolder = fileURLToPath(new URL('../results/lighthouse/', import.meta.url));

/** Lighthouse's own failures to record a page (its trace), which it says to run again for. */
const recordingFailures = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP', 'PROTOCOL_TIMEOUT']);

/**
 * One page's Lighthouse run, with up to two more tries when Lighthouse could not record it (the first page after the
 * browser started failed to record twice in a row once). A run that ended on another page (a redirect) measured that
 * page, not this one.
 */
async function runLighthouse(url: string, port: number, keepsStorage: boolean, prepare: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    await prepare();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // Lighthouse would clear the cookies and storage the shopper arrives with; the cache is cleared in `prepare`.
      disableStorageReset: keepsStorage,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const failure = result.lhr.runtimeError;
    if (!failure) {
      const ended = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (ended !== new URL(url).pathname) throw new Error(`the page ended at ${ended}`);
      return result;
    }
    if (attempt === 3 || !recordingFailures.has(failure.code))
      throw new Error(`${failure.code}: ${failure.message.replace(/\s*\(\w+\)$/, '')}`);
  }
}

/**
 * The run whose performance score is the median of a page's runs (of two in the middle, the lower). Lighthouse's own
 * choice (computeMedianRun: the run nearest the median first paint and time to interactive) leaves blocking time out,
 * and of five runs it reported a page's one with the most (Harbor's landing page: 390 ms of runs 114–390).
 */
function medianRun<T extends { categories: Record<string, { score: number | null } | undefined> }>(runs: T[]) {
  const byScore = [...runs].sort(
    (one, other) => (one.categories.performance?.score ?? 0) - (other.categories.performance?.score ?? 0),
  );
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error('no run to choose from');
  return median;
}

/**
 * Runs of each page, of which the median one is reported: on a shared 2-core machine one run's blocking time can be
 * 2–4 times another's.
 */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1)
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, at least 1 (not ${process.env.LIGHTHOUSE_RUNS})`);

/** `LIGHTHOUSE_PAGES=landing,cart`: only the pages of those names, on both sites (all of them unless set). */
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

export async function measureLighthouse(sites: { site: string; origin: string }[]): Promise<LighthouseReport> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  mkdirSync(reportsFolder, { recursive: true });
  const pages: LighthouseReport['pages'] = [];
  try {
    for (const { site, origin } of sites) {
      const measured = (await pagesOf(origin)).filter(({ page }) => !onlyPages || onlyPages.includes(page));
      if (measured.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of the pages (${onlyPages?.join(', ')})`);
      for (const { page, path, returning } of measured) {
        const url = origin + path;
        try {
          const prepare = async () => {
            if (returning) await checkedOutBrowser(chrome.port, origin);
          };
          // A store just started draws its first page of a kind several times slower (code and queries not yet warm),
          // near its render budget on a busy machine, past which the browser draws the page alone: not what shoppers meet.
          await (await fetch(url)).text();
          const results = [];
          for (let run = 0; run < runsPerPage; run++)
            results.push(await runLighthouse(url, chrome.port, Boolean(returning), prepare));
          const runs = results.map((result) => result.lhr);
          const median = medianRun(runs);
          const report = results[runs.indexOf(median)]?.report;
          writeFileSync(join(reportsFolder, `${site}-${page}.json`.toLowerCase().replace(/ /g, '-')), String(report));
          const blocking = results.map(
            (result) => result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          );
          const { categories, audits } = median;
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
            totalBlockingRangeMs: [Math.min(...blocking), Math.max(...blocking)],
            cls: metric('cumulative-layout-shift'),
            transferredBytes: metric('total-byte-weight'),
            hostCpuIndex: median.environment.benchmarkIndex,
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
