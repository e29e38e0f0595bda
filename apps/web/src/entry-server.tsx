import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import type { PageRenderRequest, RenderedPage } from '@openenroll/contract/page-render';
import {
  type DefaultedQueryObserverOptions,
  dehydrate,
  type Query,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { loadLocale } from './shared/i18n/locale.ts';
import { createMemoryStorage, type PageContext, provideServerContext } from './shared/page-context.ts';
import { getSiteThemeQueryOptions } from './shared/theme/site-theme-query.ts';

/**
 * Enough for a page whose data waits on other data (the session's, then the cart's, then a step's) and whose code is
 * split in parts within parts (the wizard, then its step), each a pass on a server's first visit. The server's render
 * budget bounds the time.
 */
const MAX_PASSES = 12;

const requests = new AsyncLocalStorage<PageContext>();
provideServerContext(() => requests.getStore());

const clientRendersBoundary = '<!--$!-->';

/**
 * The queries of one page being written: each asked once (a failure is the browser's to ask again), and none let go
 * before the page is written, whatever the browser's cache keeps (a step's fields are kept by no cache there).
 */
class PageQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = Error,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    return { ...super.defaultQueryOptions(options), retry: false, gcTime: Number.POSITIVE_INFINITY };
  }
}

function isEnabled(query: Query) {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Writes a page as its first render in the browser will draw it. The page's own components say what they need: each
 * pass renders, then fetches the calls it found waiting (and the code it found loading), until a pass finds none. A
 * call that fails is left for the browser to ask again, drawn as still loading, as the browser will first draw it.
 */
export async function renderPage(page: PageRenderRequest): Promise<RenderedPage> {
  const address = new URL(page.url);
  const keptWrites: RenderedPage['keptWrites'] = {};
  const context: PageContext = {
    location: {
      hostname: address.hostname,
      host: address.host,
      origin: address.origin,
      href: address.href,
      pathname: address.pathname,
    },
    local: recording(createMemoryStorage(Object.entries(page.kept)), keptWrites),
    session: createMemoryStorage(),
    fetch: page.fetch,
  };
  const queryClient = new PageQueryClient();
  requests.run(context, () => queryClient.setQueryData(getSiteThemeQueryOptions().queryKey, page.theme));
  const app = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={address.pathname + address.search}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );

  // A query is asked once; one the page's code removed and made again is asked again, one that failed is not.
  const asked = new WeakSet<Query>();
  const failed = new Set<string>();
  for (let pass = 1; ; pass++) {
    await loadLocale(page.locale);
    const html = requests.run(context, () => {
      i18n.activate(page.locale);
      return renderToString(app);
    });
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' && !asked.has(query) && !failed.has(query.queryHash) && isEnabled(query),
      );
    const loading = html.includes(clientRendersBoundary);
    if ((waiting.length === 0 && !loading) || pass === MAX_PASSES) {
      const kept = Object.fromEntries(entriesOf(context.local));
      return { html, queries: dehydrate(queryClient), kept, keptWrites };
    }
    for (const query of waiting) asked.add(query);
    await requests.run(context, () =>
      Promise.all([
        ...waiting.map((query) => query.fetch().catch(() => undefined)),
        // Code split from the page (a lazy page or dialog) resolves once its module is in: a turn of the loop.
        new Promise((resolve) => setImmediate(resolve)),
      ]),
    );
    // A failed call is drawn as the browser first draws it: still loading, the browser asking it again.
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status !== 'error') continue;
      failed.add(query.queryHash);
      queryClient.getQueryCache().remove(query);
    }
  }
}

/** The storage, noting each value written or removed in `writes`. */
function recording(storage: Storage, writes: Record<string, string | null>): Storage {
  return Object.assign(Object.create(storage) as Storage, {
    setItem: (key: string, value: string) => {
      writes[key] = value;
      storage.setItem(key, value);
    },
    removeItem: (key: string) => {
      writes[key] = null;
      storage.removeItem(key);
    },
  });
}

function* entriesOf(storage: Storage): Generator<[string, string]> {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null) yield [key, value];
  }
}
