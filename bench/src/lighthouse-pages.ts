/** `npm run lighthouse -w bench`: the benchmark's Lighthouse section alone (the web app built first). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureStorePages } from './lighthouse.ts';
import { printLighthouse } from './report.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
printLighthouse(await measureStorePages(join(repoRoot, 'catalog'), join(repoRoot, 'apps/web/dist')));
