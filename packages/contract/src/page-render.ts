import type { KeptEntries } from './kept-state.ts';
import type { Locale } from './locale.ts';
import type { ThemeEntry } from './site.ts';

/**
 * How the server asks the web app's renderer (apps/web's entry-server) for a page: the page's whole address, the
 * language and kept values the browser will draw it with, the site's theme, and a way to send the page's calls.
 */
export type PageRenderRequest = {
  url: string;
  locale: Locale;
  kept: KeptEntries;
  theme: ThemeEntry[];
  /** Sends one of the page's calls to the API as the visitor's browser would, with its cookies. */
  fetch: typeof fetch;
};

/** The page's body as the browser first draws it, and what its hydration needs to draw the same. */
export type RenderedPage = {
  html: string;
  /** The answers the page was drawn with, for the browser's query client (TanStack Query's dehydrated state). */
  queries: unknown;
  /** The kept values it was drawn with: hydration draws with them. */
  kept: KeptEntries;
  /** What the page's calls wrote into them while it was drawn (null: removed): the browser writes it too. */
  keptWrites: Record<string, string | null>;
};

export type PageRenderer = { renderPage(request: PageRenderRequest): Promise<RenderedPage> };
