import type { KeptEntries } from '@openenroll/contract/kept-state';
import type { DehydratedState } from '@tanstack/react-query';

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
