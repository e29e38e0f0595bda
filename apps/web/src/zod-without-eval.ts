import { config } from 'zod/v4';

/**
 * What `zod` resolves to in the web build (vite.config.ts). The store's Content-Security-Policy forbids eval, and Zod
 * otherwise probes `new Function` as its first object schema is made: the browser reports that as a violation even
 * though Zod catches it. Set here, before any schema exists, since a schema decides once, when it is made.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
