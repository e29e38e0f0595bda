import type { KeptEntries } from '@openenroll/contract/kept-state';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { clientState } from './client-state.ts';

/** What the server drew a page with (page-head.ts on the server writes these data blocks beside the page's body). */
export type ServerDrawing = {
  queries: DehydratedState;
  kept: { drawn: KeptEntries; written: Record<string, string | null> };
};

const dataBlock = (id: string): unknown => JSON.parse(document.getElementById(id)?.textContent ?? 'null');

/** The server's drawing of this page, when it sent the page drawn; undefined when the browser draws it alone. */
export function serverDrawing(root: HTMLElement): ServerDrawing | undefined {
  if (!root.hasChildNodes()) return undefined;
  try {
    const queries = dataBlock('page-queries');
    const kept = dataBlock('page-kept');
    if (typeof queries !== 'object' || queries === null || typeof kept !== 'object' || kept === null) return undefined;
    return { queries, kept } as ServerDrawing;
  } catch {
    return undefined;
  }
}

/**
 * Puts the answers the page was drawn with into the query client. The components drawn with them do not ask for them
 * again as the page becomes live, even those the cache would take as stale at once (a step's fields are never reused
 * from it); once such a component has gone, its query is asked again like any other.
 */
export function takeDrawnAnswers(queryClient: QueryClient, queries: DehydratedState) {
  hydrate(queryClient, queries);
  const cache = queryClient.getQueryCache();
  const drawn = new WeakSet<Query>(queries.queries.flatMap(({ queryHash }) => cache.get(queryHash) ?? []));
  cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !drawn.has(event.query)) return;
    drawn.delete(event.query);
    // Hydrated, it was kept the default while; its components keep it in no cache (gcTime 0): it goes with them.
    if (event.query.options.gcTime === 0 && event.query.getObserversCount() === 0) cache.remove(event.query);
  });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => !drawn.has(query) },
  });
}

/** The meta of a query whose answer is a step's draft, with its draft_revision: see drawnBeforeLastDraft. */
export const draftOfStep = (tab: WizardTab) => ({ draftOf: tab });

/**
 * Whether the page was drawn with a step's draft older than the last this browser sent: reloaded as typing went on,
 * the page's request left before the draft did. Such a page is drawn anew, from what the server holds by then.
 */
export function drawnBeforeLastDraft({ queries }: DehydratedState) {
  const sent: Record<string, number | undefined> = clientState.get('stepDraftRevisions') ?? {};
  return queries.some(
    ({ meta, state }) =>
      (sent[String(meta?.draftOf)] ?? 0) > ((state.data as { draft_revision?: number | null })?.draft_revision ?? 0),
  );
}
