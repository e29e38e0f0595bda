import { API_PREFIX } from '@openenroll/contract/call';
import { readCatalogFolder } from '../../apps/server/src/catalog/read-catalog-folder.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { writeDemoHistory } from '../../apps/server/src/recommendations/demo-history.ts';
import { quotedShopper } from './cart-session.ts';
import type { LoadTarget } from './load.ts';

/** The history the association call is measured over. */
export const HISTORY_CARTS = 100_000;

/**
 * Replaces the imported history with `carts` past carts from the catalog's own patterns, each pattern scaled by the
 * same factor, and counts them as an import does. Answers how many carts were kept.
 */
export async function loadHistory(database: Database, folder: string, carts: number) {
  const patterns = readCatalogFolder(folder).content.history.map((pattern) => pattern.value);
  const total = patterns.reduce((sum, pattern) => sum + pattern.carts, 0);
  if (total === 0) return 0;
  const scaled = patterns.map((pattern) => ({ ...pattern, carts: Math.round((pattern.carts * carts) / total) }));
  console.log(`Generating ${carts.toLocaleString('en-US')} past carts…`);
  return database.db.transaction((tx) => writeDemoHistory(tx, scaled));
}

/** The association read's target is its latency under the load of a cart page's visitors, not a rush. */
export const ASSOCIATION_CONNECTIONS = 10;

/** A shopper with two plans in the cart, asking what goes with them as the cart page does. */
export async function prepareAssociation(origin: string): Promise<LoadTarget> {
  const shopper = await quotedShopper(origin);
  await shopper.add(2);
  const path = `${API_PREFIX}/recommendation/association?enrollment_id=${shopper.enrollmentId}`;
  return { clients: [{ headers: shopper.headers(), steps: [{ method: 'GET', path }] }] };
}
