import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { serverRoot } from './src/server-root.ts';

export const serverDist = join(serverRoot, 'dist');

/**
 * Installed packages stay imports, found in node_modules at run time as from the source: their own files (PGlite's
 * WebAssembly, swagger-ui's pages, zipcodes' data) sit beside them. The workspace's contract is TypeScript: bundled.
 */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@openenroll/') ? undefined : { path, external: true },
    );
  },
};

/** `npm run build -w apps/server`: the server and the migrate step as plain JavaScript in dist/, for `node`. */
export async function buildServer() {
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    entryPoints: { server: 'src/server.ts', migrate: 'src/db/migrate-cli.ts' },
    absWorkingDir: serverRoot,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Fastify plugins and error classes are told apart by their names.
    keepNames: true,
    sourcemap: 'linked',
    plugins: [installedPackagesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
