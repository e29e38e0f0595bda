import type { Db } from '../db/client.ts';
import { migrationState } from '../db/migrations.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

const reasons = {
  behind: 'The database lacks migrations this build needs.',
  ahead: 'The database holds migrations of a newer build.',
} as const;

/**
 * Whether this app should be sent traffic: its database answers and holds exactly the build's migrations, and it is
 * not closing (a load balancer then stops sending requests before the last ones finish).
 */
export function createReadiness(deps: { db: Db }) {
  let closing = false;
  return {
    async check(): Promise<Readiness> {
      if (closing) return { ready: false, reason: 'The server is shutting down.' };
      const found = await migrationState(deps).catch(() => undefined);
      if (!found) return { ready: false, reason: 'The database does not answer.' };
      return found.state === 'current' ? { ready: true } : { ready: false, reason: reasons[found.state] };
    },
    closing() {
      closing = true;
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;
