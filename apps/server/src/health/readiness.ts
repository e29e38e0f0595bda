import type { Db } from '../db/client.ts';
import { type BundledMigrations, migrationState } from '../db/migration-status.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

const reasons = {
  pending: 'The database lacks migrations this build needs.',
  ahead: 'The database holds migrations of a newer build.',
} as const;

/**
 * Whether this app should be sent traffic: its database answers and holds exactly the build's migrations, and it is
 * not closing (a load balancer then stops sending requests before the last ones finish).
 */
export function createReadiness(deps: { db: Db; bundled: BundledMigrations }) {
  let closing = false;
  return {
    async check(): Promise<Readiness> {
      if (closing) return { ready: false, reason: 'The server is shutting down.' };
      const state = await migrationState(deps.db, deps.bundled).catch(() => 'unreachable' as const);
      if (state === 'unreachable') return { ready: false, reason: 'The database does not answer.' };
      return state === 'current' ? { ready: true } : { ready: false, reason: reasons[state] };
    },
    closing() {
      closing = true;
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;
