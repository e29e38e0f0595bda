import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the store serves from the build; images and fonts are compressed already. */
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the highest levels: they are
 * made once here, and the server picks one by the browser's Accept-Encoding instead of compressing each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'openenroll-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server's renderer is read from disk by the server, never sent.
      if (ssr) return;
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!TEXT.test(file)) continue;
        const path = join(outDir, file);
        const body = await readFile(path);
        if (body.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        await writeFile(`${path}.br`, brotli);
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
