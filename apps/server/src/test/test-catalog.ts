import { fileURLToPath } from 'node:url';

/** The small catalog the server tests shop in: three sites, a few plans of each kind, members to list. */
export const testCatalogDir = fileURLToPath(new URL('./catalog', import.meta.url));
