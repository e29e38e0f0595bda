import { measureInstances } from './instances.ts';
import { printInstances } from './report.ts';

/** `bash scripts/with-postgres.sh npm run instances -w bench`: one instance against two on PostgreSQL, alone. */
const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL, or run under scripts/with-postgres.sh');
printInstances(
  await measureInstances(url, { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 1 }),
);
