import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size.ts';
import { prepareCart } from './cart-session.ts';
import { measureEnrollmentJourney } from './enrollment-journey.ts';
import { type LoadRequest, type LoadSettings, load } from './load.ts';
import { planPostgres } from './postgres.ts';
import { HISTORY_CARTS, prepareAssociation } from './recommendation-session.ts';
import { type CallRun, kb, percent, printReport, type Results, type TargetCheck } from './report.ts';
import { startHelloWorld, startStore } from './servers.ts';
import { prepareStepSave, STEP_SAVE_SHOPPERS } from './step-save-session.ts';
import { atLeast, atMost, JOURNEY_TARGET_MS, KB, targets } from './targets.ts';
import { measureWizardSteps, signaturePadOnlyOnAgreement, stepsWithSignaturePad } from './wizard-chunks.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDist = join(repoRoot, 'apps/web/dist');
const resultsFile = join(repoRoot, 'bench/results/latest.json');
const settings: LoadSettings = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 1 };

type MeasuredCall = {
  call: string;
  /** Catalog reads are judged against hello-world's throughput; session calls by their p99 latency. */
  kind: 'catalog' | 'session';
  p99LimitMs?: number;
  /** The database whose figure the target judges; every database when absent. */
  judgedOn?: string;
  /** Concurrent connections, when not the run's. */
  connections?: number;
  path?: string;
  prepare?: (origin: string) => Promise<{ path: string; request: LoadRequest }>;
};

const calls: MeasuredCall[] = [
  { call: 'get-featured-plans', kind: 'catalog', path: '/api/v1/get-featured-plans' },
  {
    call: 'get-external-site-dynamic-information',
    kind: 'catalog',
    path: `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(Buffer.from('localhost').toString('base64'))}`,
  },
  { call: 'get-plan-cart (3 plans)', kind: 'session', prepare: prepareCart },
  {
    call: `recommendation/association (${HISTORY_CARTS.toLocaleString('en-US')} past carts)`,
    kind: 'session',
    p99LimitMs: targets.recommendationP99Ms,
    prepare: prepareAssociation,
  },
  {
    call: `save-personal-info (${STEP_SAVE_SHOPPERS} shoppers at once)`,
    kind: 'session',
    p99LimitMs: targets.stepSaveP99Ms,
    judgedOn: 'PostgreSQL',
    connections: STEP_SAVE_SHOPPERS,
    prepare: prepareStepSave,
  },
];
/**
 * Every request goes to http://127.0.0.1, so the store answers as the demo catalog's site on that domain (Harbor):
 * Node's fetch sends its own Host header, and a session belongs to the site that made it.
 */

async function landingSizes(): Promise<Results['landing']> {
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log('apps/web/dist is missing: running `npm run build`…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8', timeout: 240_000 });
    if (build.status !== 0) {
      console.log(`${build.stdout}${build.stderr}`.trim().split('\n').slice(-12).join('\n'));
      return { error: '`npm run build` failed, so apps/web/dist could not be built' };
    }
  }
  return measureBundle(webDist);
}

/** One call on one running store: checked once for a success envelope, then loaded. */
async function measureCall(origin: string, database: string, call: MeasuredCall) {
  const judged = call.judgedOn === undefined || call.judgedOn === database;
  const run: CallRun = {
    database,
    call: call.call,
    kind: call.kind,
    p99LimitMs: call.p99LimitMs,
    judged,
    verdict: 'n/a',
  };
  let target: { path: string; request: LoadRequest };
  try {
    target = call.prepare
      ? await call.prepare(origin)
      : { path: call.path ?? '/', request: { method: 'GET', clients: [{ headers: {} }] } };
  } catch (error) {
    run.error = `could not be prepared: ${(error as Error).message}`;
    return run;
  }
  const [first] = target.request.clients;
  const response = await fetch(origin + target.path, { method: target.request.method, ...first });
  const body = (await response.json().catch(() => null)) as { status?: string } | null;
  if (response.status !== 200 || body?.status !== 'success') {
    run.error = `answered ${response.status} ${JSON.stringify(body).slice(0, 120)}`;
    return run;
  }
  console.log(`Loading ${call.call} on ${database}…`);
  run.result = await load(
    origin + target.path,
    { ...settings, connections: call.connections ?? settings.connections },
    target.request,
  );
  return run;
}

async function measureStore(database: string, postgresUrl?: string) {
  const folders = [join(repoRoot, 'catalog'), join(repoRoot, 'apps/server/src/test/catalog')];
  console.log(`Starting the store on ${database}…`);
  const store = await startStore({ postgresUrl, folders, webDist, historyCarts: HISTORY_CARTS });
  try {
    const runs: CallRun[] = [];
    for (const call of calls) runs.push(await measureCall(store.origin, database, call));
    return { runs, catalog: store.catalog };
  } finally {
    await store.close();
  }
}

async function measureHelloWorld(when: string) {
  console.log(`Loading the bare Fastify hello-world (${when})…`);
  const hello = await startHelloWorld();
  return load(`${hello.origin}/`, settings).finally(() => hello.close());
}

/** Each step's own JavaScript, and signature_pad loaded by the agreement step alone. */
function wizardChecks(wizard: Results['wizard']): TargetCheck[] {
  if ('error' in wizard) return [];
  const pad = signaturePadOnlyOnAgreement(wizard);
  return [
    ...wizard.steps.map((step) => ({
      target: `Wizard step ${step.title}, JS gzip`,
      limit: `≤ ${kb(targets.wizardStepJsGzipBytes)} KB`,
      actual: 'error' in step ? '-' : `${kb(step.jsGzipBytes)} KB`,
      verdict: 'error' in step ? ('n/a' as const) : atMost(step.jsGzipBytes, targets.wizardStepJsGzipBytes),
    })),
    {
      target: 'signature_pad, among the steps, loaded by',
      limit: 'Agreement & Signature only',
      actual: stepsWithSignaturePad(wizard).join(', ') || '-',
      verdict: pad === undefined ? 'n/a' : pad ? 'PASS' : 'MISS',
    },
  ];
}

async function main() {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const postgres = await planPostgres(repoRoot);
  const landing = await landingSizes();
  const wizard: Results['wizard'] =
    'error' in landing
      ? { error: landing.error }
      : await measureWizardSteps(
          webDist,
          landing.landing.map((asset) => asset.file),
        );

  console.log('Replaying the enrollment journey, quote to receipt…');
  const journey: Results['journey'] = await measureEnrollmentJourney().catch((error: Error) => ({
    error: error.message,
  }));
  const before = await measureHelloWorld('before the store');
  const pglite = await measureStore('PGlite (in memory)');
  const calls = [...pglite.runs];
  if ('url' in postgres) calls.push(...(await measureStore('PostgreSQL', postgres.url)).runs);
  const after = await measureHelloWorld('after the store');

  // The store's throughput is compared with hello-world's mean over both runs, which brackets it in time.
  const helloWorld = {
    before,
    after,
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
  };
  for (const run of calls) {
    if (!run.result) continue;
    run.shareOfHelloWorld = run.result.requestsPerSecond / helloWorld.requestsPerSecond;
    if (run.judged)
      run.verdict =
        run.kind === 'session'
          ? atMost(run.result.p99Ms, run.p99LimitMs ?? targets.sessionReadP99Ms)
          : atLeast(run.shareOfHelloWorld, targets.catalogReadShareOfHelloWorld);
  }

  const jsGzip = 'error' in landing ? undefined : landing.landingJsGzipBytes;
  const checks: TargetCheck[] = [
    {
      target: 'Landing JS, gzip',
      limit: `≤ ${kb(targets.landingJsGzipBytes)} KB`,
      actual: jsGzip === undefined ? '-' : `${kb(jsGzip)} KB`,
      verdict: atMost(jsGzip, targets.landingJsGzipBytes),
    },
    ...wizardChecks(wizard),
    {
      target: 'Enrollment journey, quote to receipt, server time',
      limit: `≤ ${JOURNEY_TARGET_MS} ms`,
      actual: 'error' in journey ? '-' : `${Math.round(journey.totalMs)} ms`,
      verdict: 'error' in journey ? 'n/a' : journey.verdict,
    },
    ...calls
      .filter((run) => run.judged)
      .map((run) =>
        run.kind === 'session'
          ? {
              target: `${run.call} on ${run.database}, p99`,
              limit: `≤ ${run.p99LimitMs ?? targets.sessionReadP99Ms} ms`,
              actual: run.result ? `${run.result.p99Ms} ms` : '-',
              verdict: run.verdict,
            }
          : {
              target: `${run.call} on ${run.database}, req/s`,
              limit: `≥ ${percent(targets.catalogReadShareOfHelloWorld)} of hello-world`,
              actual: run.shareOfHelloWorld === undefined ? '-' : percent(run.shareOfHelloWorld),
              verdict: run.verdict,
            },
      ),
  ];

  const results: Results = {
    generatedAt: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpus: cpus().length,
      loadAverage,
    },
    settings,
    catalog: pglite.catalog,
    landing,
    wizard,
    journey,
    api: { helloWorld, calls, postgresSkipped: 'skipped' in postgres ? postgres.skipped : undefined },
    targets: checks,
  };
  printReport(results);
  mkdirSync(join(resultsFile, '..'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, kilobyte: KB }, null, 2)}\n`);
  console.log(`\nResults written to ${resultsFile}`);
}

await main();
