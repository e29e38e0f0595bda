import en from 'zod/v4/locales/en.js';
import { config } from 'zod/v4/mini';

/**
 * What `zod/mini` resolves to in the web build, for the same reason as zod-without-eval.ts. Zod mini, unlike classic,
 * sets no locale: English is set here too, so a message reads the same before and after classic has loaded.
 */
config({ jitless: true, ...en() });

export * from 'zod/v4/mini';
