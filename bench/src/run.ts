import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CallRun, judgeCalls, type MeasuredCall } from './api-targets.ts';
import { measureBundle } from './bundle-size.ts';
import { measureEnrollmentJourney } from './enrollment-journey.ts';
import { measureInstances } from './instances.ts';
import { measureStorePages } from './lighthouse.ts';
import { anonymousGet, type LoadSettings, load, SEQUENCE } from './load.ts';
import { planPostgres } from './postgres.ts';
import { ASSOCIATION_CONNECTIONS, HISTORY_CARTS, prepareAssociation } from './recommendation-session.ts';
import { kb, printReport, type Results, type TargetCheck } from './report.ts';
import { startBareInsert, startHelloWorld, startStore } from './servers.ts';
import { measureStartup } from './startup.ts';
import { atMost, JOURNEY_TARGET_MS, KB, targets } from './targets.ts';
import { measureWizardSteps, signaturePadOnlyOnAgreement, stepsWithSignaturePad } from './wizard-chunks.ts';
import { sessionCalls } from './write-calls.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDist = join(repoRoot, 'apps/web/dist');
const resultsFile = join(repoRoot, 'bench/results/latest.json');
const settings: LoadSettings = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 1 };

/** Catalog reads: anonymous, compared with hello-world; the session calls (write-calls.ts) with the bare insert. */
const catalogReads = [
  { call: 'get-featured-plans', path: '/api/v1/get-featured-plans' },
  {
    call: 'get-external-site-dynamic-information',
    path: `/api/v1/get-external-site-dynamic-information?site_domain=${encodeURIComponent(Buffer.from('localhost').toString('base64'))}`,
  },
];

const calls: MeasuredCall[] = [
  ...catalogReads.map(({ call, path }) => ({
    call,
    kind: 'catalog' as const,
    prepare: async () => anonymousGet(path),
  })),
  {
    call: `recommendation/association (${HISTORY_CARTS.toLocaleString('en-US')} past carts)`,
    kind: 'association',
    connections: ASSOCIATION_CONNECTIONS,
    prepare: prepareAssociation,
  },
  ...sessionCalls,
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

/** One call on one running store: each request checked once for a success envelope, then loaded. */
async function measureCall(origin: string, database: string, call: MeasuredCall): Promise<CallRun> {
  const run: CallRun = { database, call: call.call, kind: call.kind, steps: call.steps };
  try {
    const target = await call.prepare(origin);
    const [first] = target.clients;
    for (const step of first?.steps ?? []) {
      const body = step.body?.replace(String(SEQUENCE), '0');
      const response = await fetch(origin + step.path, { method: step.method, headers: first?.headers, body });
      const envelope = (await response.json().catch(() => null)) as { status?: string } | null;
      if (response.status !== 200 || envelope?.status !== 'success')
        throw new Error(`${step.path} answered ${response.status} ${JSON.stringify(envelope).slice(0, 120)}`);
    }
    console.log(`Loading ${call.call} on ${database}…`);
    run.result = await load(origin, { ...settings, connections: call.connections ?? settings.connections }, target);
  } catch (error) {
    run.error = (error as Error).message;
  }
  return run;
}

/** The bare insert on this database, then every call on the store. */
async function measureDatabase(database: string, postgresUrl?: string) {
  console.log(`Loading the bare Fastify + one-row insert on ${database}…`);
  const bare = await startBareInsert(postgresUrl);
  const insert = await load(bare.origin, settings, {
    clients: [
      { headers: { 'content-type': 'application/json' }, steps: [{ method: 'POST', path: '/', body: '{"n":1}' }] },
    ],
  }).finally(() => bare.close());
  const folders = [join(repoRoot, 'catalog'), join(repoRoot, 'apps/server/src/test/catalog')];
  console.log(`Starting the store on ${database}…`);
  const store = await startStore({ postgresUrl, folders, webDist, historyCarts: HISTORY_CARTS });
  try {
    const runs: CallRun[] = [];
    for (const call of calls) runs.push(await measureCall(store.origin, database, call));
    return { database, insert, runs, catalog: store.catalog };
  } finally {
    await store.close();
  }
}

async function measureHelloWorld(when: string) {
  console.log(`Loading the bare Fastify hello-world (${when})…`);
  const hello = await startHelloWorld();
  return load(hello.origin, settings, anonymousGet('/')).finally(() => hello.close());
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

function lighthouseChecks(report: Results['lighthouse']): TargetCheck[] {
  if ('error' in report) return [];
  const limit = `perf ≥ ${targets.lighthousePerformance}, CLS ≤ ${targets.lighthouseCls}, LCP ≤ ${targets.lighthouseLcpMs} ms, others 100`;
  return report.pages.map((page) => {
    const target = `Lighthouse, ${page.site} ${page.page}`;
    if ('error' in page) return { target, limit, actual: '-', verdict: 'n/a' as const };
    const met =
      page.performance >= targets.lighthousePerformance &&
      page.cls <= targets.lighthouseCls &&
      page.lcpMs <= targets.lighthouseLcpMs &&
      page.accessibility === 100 &&
      page.bestPractices === 100 &&
      page.seo === 100;
    return {
      target,
      limit,
      actual: `perf ${page.performance}, CLS ${page.cls.toFixed(3)}, LCP ${Math.round(page.lcpMs)} ms, ${page.accessibility}/${page.bestPractices}/${page.seo}`,
      verdict: met ? ('PASS' as const) : ('MISS' as const),
    };
  });
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
  const databases = [await measureDatabase('PGlite')];
  if ('url' in postgres) databases.push(await measureDatabase('PostgreSQL', postgres.url));
  const after = await measureHelloWorld('after the store');
  const lighthouse = await measureStorePages(join(repoRoot, 'catalog'), webDist).catch((error: Error) => ({
    error: error.message,
  }));
  console.log('Timing the production start…');
  const startup: Results['startup'] = await measureStartup().catch((error: Error) => ({ error: error.message }));
  const instances: Results['instances'] =
    'url' in postgres
      ? await measureInstances(postgres.url, settings).catch((error: Error) => ({ error: error.message }))
      : { skipped: postgres.skipped };
  const helloWorld = {
    before,
    after,
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
  };
  const api = judgeCalls(helloWorld.requestsPerSecond, databases);

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
    ...api.checks,
    ...lighthouseChecks(lighthouse),
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
    catalog: databases[0]?.catalog,
    landing,
    wizard,
    journey,
    api: {
      helloWorld,
      inserts: databases.map(({ database, insert }) => ({ database, result: insert })),
      calls: api.runs,
      postgresSkipped: 'skipped' in postgres ? postgres.skipped : undefined,
    },
    lighthouse,
    startup,
    instances,
    targets: checks,
  };
  printReport(results);
  mkdirSync(join(resultsFile, '..'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, kilobyte: KB }, null, 2)}\n`);
  console.log(`\nResults written to ${resultsFile}`);
}

await main();
