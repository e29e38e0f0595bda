import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './startup.ts';

export type PostgresPlan = { url: string } | { skipped: string };

const postgresRoot = '/usr/lib/postgresql';

function hasDebianPostgres() {
  if (!existsSync(postgresRoot)) return false;
  return readdirSync(postgresRoot).some((version) => existsSync(join(postgresRoot, version, 'bin/initdb')));
}

/**
 * Where the PostgreSQL figures come from: BENCH_DATABASE_URL or TEST_DATABASE_URL when set. Otherwise,
 * when Debian's PostgreSQL is installed, this whole run is repeated under scripts/with-postgres.sh
 * (a throwaway cluster) and the process exits with that run's status; else the figures are skipped.
 */
export async function planPostgres(repoRoot: string): Promise<PostgresPlan> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) return { url };
  if (process.env.BENCH_SKIP_POSTGRES === '1') return { skipped: 'BENCH_SKIP_POSTGRES=1' };
  if (process.env.BENCH_UNDER_POSTGRES_SCRIPT === '1') return { skipped: 'scripts/with-postgres.sh gave no URL' };
  if (!hasDebianPostgres()) {
    return { skipped: `no BENCH_DATABASE_URL / TEST_DATABASE_URL and no ${postgresRoot}/*/bin/initdb` };
  }
  console.log('Starting a throwaway PostgreSQL cluster (scripts/with-postgres.sh) for this run…\n');
  const self = fileURLToPath(new URL('./run.ts', import.meta.url));
  const child = spawnSync(
    'bash',
    [join(repoRoot, 'scripts/with-postgres.sh'), process.execPath, ...process.execArgv, self, ...process.argv.slice(2)],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_UNDER_POSTGRES_SCRIPT: '1', PG_TEST_PORT: String(await freePort()) },
    },
  );
  if (child.status !== 0) {
    console.error('\nThe run under scripts/with-postgres.sh failed; BENCH_SKIP_POSTGRES=1 runs without PostgreSQL.');
  }
  process.exit(child.status ?? 1);
}
