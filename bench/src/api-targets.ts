import type { LoadResult } from './load.ts';
import { atLeast, atMost, targets, type Verdict } from './targets.ts';
import type { SessionCall } from './write-calls.ts';

/** A catalog read (anonymous), the association read, or one of the session calls a shopper's clicks send. */
export type MeasuredCall = Omit<SessionCall, 'kind'> & {
  kind: SessionCall['kind'] | 'catalog' | 'association';
  /** Concurrent connections, when not the run's. */
  connections?: number;
};

export type CallRun = {
  database: string;
  call: string;
  kind: MeasuredCall['kind'];
  steps?: string[];
  result?: LoadResult;
  error?: string;
  /** Its throughput over hello-world's, the bare insert's on its database, and the anonymous catalog read's. */
  ratios?: { helloWorld: number; insert: number; catalogRead?: number };
  verdict?: Verdict;
};

export type TargetCheck = { target: string; limit: string; actual: string; verdict: Verdict };

type Measured = { database: string; insert: LoadResult; runs: CallRun[] };

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value} ms`);
export const times = (share: number | undefined) => (share === undefined ? '-' : `${share.toFixed(2)}×`);

/** The target checks of one call on one database; none where no target applies. */
function checksOf(run: CallRun): TargetCheck[] {
  const on = `${run.call} on ${run.database}`;
  const { result, ratios } = run;
  const postgres = run.database === 'PostgreSQL';
  const stepP99 = (limit: number) =>
    (run.steps ?? [run.call]).map((step, index) => {
      const p99 = run.steps ? result?.steps[index]?.p99Ms : result?.p99Ms;
      return {
        target: `${step} on ${run.database}, p99`,
        limit: `≤ ${limit} ms`,
        actual: ms(p99),
        verdict: atMost(p99, limit),
      };
    });
  switch (run.kind) {
    case 'catalog':
      return [
        {
          target: `${on}, req/s`,
          limit: `≥ ${targets.catalogReadShareOfHelloWorld}× hello-world`,
          actual: times(ratios?.helloWorld),
          verdict: atLeast(ratios?.helloWorld, targets.catalogReadShareOfHelloWorld),
        },
      ];
    case 'association':
      return stepP99(targets.recommendationP99Ms);
    case 'read':
      if (!postgres) return [];
      return [
        {
          target: `${on}, req/s`,
          limit: `≥ ${targets.sessionReadShareOfCatalogRead}× get-featured-plans`,
          actual: times(ratios?.catalogRead),
          verdict: atLeast(ratios?.catalogRead, targets.sessionReadShareOfCatalogRead),
        },
      ];
    case 'write': {
      const throughput = postgres
        ? {
            limit: `≥ ${targets.writeShareOfInsert}× the bare insert`,
            actual: times(ratios?.insert),
            verdict: atLeast(ratios?.insert, targets.writeShareOfInsert),
          }
        : {
            limit: `≥ ${targets.embeddedWritesPerSecond} req/s`,
            actual: result ? `${result.requestsPerSecond} req/s` : '-',
            verdict: atLeast(result?.requestsPerSecond, targets.embeddedWritesPerSecond),
          };
      return [
        { target: `${on}, req/s`, ...throughput },
        ...stepP99(postgres ? targets.writeP99Ms : targets.embeddedWriteP99Ms),
      ];
    }
  }
}

/** Each run's ratios and verdict, and every target check, in the order the calls ran. */
export function judgeCalls(helloWorld: number, databases: Measured[]) {
  const checks: TargetCheck[] = [];
  const runs: CallRun[] = [];
  for (const { insert, runs: measured } of databases) {
    const catalogRead = measured.find((run) => run.kind === 'catalog')?.result?.requestsPerSecond;
    for (const run of measured) {
      if (run.result) {
        const rate = run.result.requestsPerSecond;
        run.ratios = {
          helloWorld: rate / helloWorld,
          insert: rate / insert.requestsPerSecond,
          catalogRead: catalogRead ? rate / catalogRead : undefined,
        };
      }
      const own = checksOf(run);
      run.verdict = own.length === 0 ? undefined : own.every((check) => check.verdict === 'PASS') ? 'PASS' : 'MISS';
      if (run.error) for (const check of own) check.verdict = 'n/a';
      checks.push(...own);
      runs.push(run);
    }
  }
  return { runs, checks };
}
