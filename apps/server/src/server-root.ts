import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file's URL. This module sits directly in src/ as the bundle sits directly in dist/
 * (a bundle's modules all share its URL), so the same relative URL finds the folder from the source and the build.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const repoRoot = resolve(serverRoot, '../..');
