import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '@openenroll/contract/page-render';
import type { FastifyBaseLogger } from 'fastify';

/** A page the renderer has not written by then is sent without its body: the browser draws it as before. */
export const RENDER_BUDGET_MS = 1500;

/**
 * The web app's renderer (apps/web's entry-server build), when it was built, with every module of it loaded now: a
 * page's code split from it (a lazy page or dialog) is then in at the next turn of a render, on the first visit too.
 */
export async function loadPageRenderer(path: string | undefined): Promise<PageRenderer | undefined> {
  if (!path || !existsSync(path)) return undefined;
  const renderer = (await import(pathToFileURL(path).href)) as PageRenderer;
  const assets = join(dirname(path), 'assets');
  if (existsSync(assets))
    for (const file of readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort())
      await import(pathToFileURL(join(assets, file)).href);
  return renderer;
}

/** The page as the renderer writes it within the budget, or undefined (too slow, or failed: logged, never thrown). */
export async function renderWithin(
  renderer: PageRenderer,
  request: PageRenderRequest,
  log: FastifyBaseLogger,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderedPage | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const page = await Promise.race([renderer.renderPage(request), late]);
    if (page === 'late') log.warn({ budgetMs }, 'page not rendered in time: sent for the browser to draw');
    return page === 'late' ? undefined : page;
  } catch (error) {
    log.error({ err: error }, 'page render failed: sent for the browser to draw');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
