import { printStartup } from './report.ts';
import { measureStartup } from './startup.ts';

/** `npm run startup -w bench`: the compiled server's startup time alone. */
printStartup(await measureStartup());
