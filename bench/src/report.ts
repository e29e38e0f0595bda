import { type CallRun, type TargetCheck, times } from './api-targets.ts';
import type { Asset, BundleReport } from './bundle-size.ts';
import { type JourneyResult, printJourney } from './enrollment-journey.ts';
import type { InstancesResult } from './instances.ts';
import type { LighthouseReport } from './lighthouse.ts';
import type { Figures, LoadResult, LoadSettings } from './load.ts';
import type { StartupResult } from './startup.ts';
import { atMost, KB, targets } from './targets.ts';
import type { WizardReport } from './wizard-chunks.ts';

export type { CallRun, TargetCheck };

export type Results = {
  generatedAt: string;
  /** loadAverage: the 1-minute load average when the run started; other work on the machine skews the figures. */
  machine: { node: string; platform: string; cpus: number; loadAverage: number };
  settings: LoadSettings;
  catalog?: { folder: string; counts: Record<string, number> };
  landing: BundleReport | { error: string };
  wizard: WizardReport | { error: string };
  journey: JourneyResult | { error: string };
  api: {
    /** Measured before and after the store; its mean throughput is the reference for the ratios. */
    helloWorld: { before: LoadResult; after: LoadResult; requestsPerSecond: number };
    /** A bare Fastify app inserting one row per request, on each database. */
    inserts: { database: string; result: LoadResult }[];
    calls: CallRun[];
    postgresSkipped?: string;
  };
  lighthouse: LighthouseReport | { error: string };
  startup: StartupResult | { error: string };
  instances: InstancesResult | { error: string } | { skipped: string };
  targets: TargetCheck[];
};

/** Columns padded to their widest cell; columns of numbers (or '-') are right-aligned. */
export function table(head: string[], rows: string[][]) {
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = head.map(
    (_, column) =>
      rows.some((row) => /^\d/.test(row[column] ?? '')) && rows.every((row) => /^(\d|-$)/.test(row[column] ?? '')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((row) => `  ${row}`)
    .join('\n');
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);
export const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

const assetRow = (asset: Asset) => [
  asset.file,
  asset.kind,
  String(asset.bytes),
  String(asset.gzipBytes),
  kb(asset.gzipBytes),
];

function printLanding(landing: Results['landing']) {
  console.log('\n1. Landing route `/`: JavaScript and CSS loaded eagerly (gzip level 9, 1 KB = 1024 bytes)\n');
  if ('error' in landing) {
    console.log(`  Not measured: ${landing.error}`);
    return;
  }
  const head = ['File', 'Kind', 'Bytes', 'Gzip bytes', 'Gzip KB'];
  const totals = (kind: Asset['kind'], gzip: number) => [
    `Landing ${kind.toUpperCase()} total`,
    kind,
    String(landing.landing.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.bytes, 0)),
    String(gzip),
    kb(gzip),
  ];
  console.log(
    table(head, [
      ...landing.landing.map(assetRow),
      totals('js', landing.landingJsGzipBytes),
      totals('css', landing.landingCssGzipBytes),
    ]),
  );
  console.log('\n  Lazy chunks (loaded later, by dynamic import):\n');
  console.log(landing.lazy.length > 0 ? table(head, landing.lazy.map(assetRow)) : '  (none)');
}

function printWizard(wizard: Results['wizard']) {
  console.log(
    `\n2. Wizard steps: the JavaScript each one loads beyond the landing page and what other steps share (gzip level 9)\n`,
  );
  if ('error' in wizard) {
    console.log(`  Not measured: ${wizard.error}`);
    return;
  }
  const limit = `Target ≤ ${kb(targets.wizardStepJsGzipBytes)} KB`;
  const rows = wizard.steps.map((step) =>
    'error' in step
      ? [step.title, step.error, '-', '-', 'n/a']
      : [
          step.title,
          step.chunks.map((chunk) => chunk.file.replace(/^assets\//, '')).join(', '),
          String(step.jsGzipBytes),
          kb(step.jsGzipBytes),
          atMost(step.jsGzipBytes, targets.wizardStepJsGzipBytes),
        ],
  );
  console.log(table(['Step', 'Its own chunks', 'Gzip bytes', 'Gzip KB', limit], rows));
  const { frame, shared, signaturePad } = wizard;
  console.log(
    `\n  The wizard's frame (its route, shell and hooks), loaded before any step: ${frame.chunks.length} chunks, ${kb(frame.jsGzipBytes)} KB.`,
  );
  console.log(
    `  Shared by two or more steps, loaded with the first step opened: ${shared.chunks.length} chunks, ${kb(shared.jsGzipBytes)} KB.`,
  );
  console.log(
    signaturePad.chunks.length === 0
      ? '\n  signature_pad: not found in the build.'
      : `\n  signature_pad: in ${signaturePad.chunks.join(', ')}; loaded by ${signaturePad.loadedBy.join(', ') || 'nothing'}${signaturePad.onLanding ? ' and the landing page' : ''}${signaturePad.inFrame ? " and the wizard's frame" : ''}.`,
  );
}

function printJourneySection(journey: Results['journey']) {
  console.log('\n3. The whole enrollment, call by call\n');
  if ('error' in journey) console.log(`  Not measured: ${journey.error}`);
  else printJourney(journey);
}

function printApi(api: Results['api'], settings: LoadSettings) {
  console.log(
    `\n4. API under load: ${settings.connections} connections (unless said), ${settings.seconds} s after a ${settings.warmupSeconds} s warm-up, on 127.0.0.1\n`,
  );
  const figures = (result: Figures | undefined) =>
    result ? [String(result.p50Ms), String(result.p99Ms), String(result.requestsPerSecond)] : ['-', '-', '-'];
  const { before, after, requestsPerSecond } = api.helloWorld;
  /** A baseline's row: its share of hello-world's mean, and of the insert's (itself, or none). */
  const baseline = (name: string, database: string, result: Figures, insert: string) => [
    name,
    database,
    ...figures(result),
    times(result.requestsPerSecond / requestsPerSecond),
    insert,
    '-',
    '-',
    '',
  ];
  const rows = [
    baseline('hello-world, before', '-', before, '-'),
    baseline('hello-world, after', '-', after, '-'),
    ...api.inserts.map(({ database, result }) => baseline('bare Fastify + one-row insert', database, result, '1.00×')),
  ];
  for (const run of api.calls) {
    const failed = run.result ? String(run.result.errors + run.result.non2xx) : '-';
    const verdict = run.error ? `n/a (${run.error.slice(0, 100)})` : (run.verdict ?? '');
    const { ratios } = run;
    rows.push([
      run.call,
      run.database,
      ...figures(run.result),
      times(ratios?.helloWorld),
      times(ratios?.insert),
      times(ratios?.catalogRead),
      failed,
      verdict,
    ]);
    for (const [index, step] of (run.steps ?? []).entries())
      rows.push([`  ${step}`, run.database, ...figures(run.result?.steps[index]), '-', '-', '-', '', '']);
  }
  console.log(
    table(
      ['Call', 'Database', 'p50 ms', 'p99 ms', 'req/s', '× hello', '× insert', '× catalog', 'Failed', 'Targets'],
      rows,
    ),
  );
  console.log(
    `\n  hello-world is a bare Fastify app answering {"hello":"world"}: ${requestsPerSecond} req/s, its mean over both runs.` +
      "\n  The bare insert is a bare Fastify app inserting one row per POST through a pool the store's size (PGlite: its one connection)." +
      "\n  × catalog: the share of get-featured-plans's throughput on the same database. A call of several steps sends them in turn.",
  );
  if (api.postgresSkipped) console.log(`\n  PostgreSQL figures were skipped: ${api.postgresSkipped}.`);
}

const lighthouseColumns = [
  'Site',
  'Page',
  'Perf',
  'A11y',
  'Best',
  'SEO',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'TBT of runs',
  'CLS',
  'Sent KB',
  'Host',
];

export function printLighthouse(report: Results['lighthouse']) {
  console.log('\n5. Lighthouse 12 (a phone, simulated throttling), Debian Chromium, the store on in-memory PGlite\n');
  if ('error' in report) {
    console.log(`  Not measured: ${report.error}`);
    return;
  }
  console.log(
    table(
      lighthouseColumns,
      report.pages.map((page) =>
        'error' in page
          ? [page.site, page.page, 'error', ...lighthouseColumns.slice(3).map(() => '')]
          : [
              page.site,
              page.page,
              String(page.performance),
              String(page.accessibility),
              String(page.bestPractices),
              String(page.seo),
              String(Math.round(page.fcpMs)),
              String(Math.round(page.lcpMs)),
              String(Math.round(page.totalBlockingMs)),
              page.totalBlockingRangeMs.map(Math.round).join('–'),
              page.cls.toFixed(3),
              kb(page.transferredBytes),
              String(Math.round(page.hostCpuIndex)),
            ],
      ),
    ),
  );
  for (const page of report.pages) if ('error' in page) console.log(`\n  ${page.site} ${page.page}: ${page.error}`);
  console.log(
    '\n  Sent KB: every byte the page transferred, compressed as the server sent it (Lighthouse total-byte-weight).',
  );
  console.log(
    '  Each page is run LIGHTHOUSE_RUNS times (5 unless set); the run of median performance is shown, beside the least',
  );
  console.log('  and most TBT.');
  console.log(
    "  Host: Lighthouse's index of this machine's CPU in that run. Its phone is the machine 4 times slower, so a slower\n" +
      '  host blocks longer; Lighthouse warns under 1,000, a machine it deems about half as fast as it expects.',
  );
  console.log('  The whole report of each page (its median run): bench/results/lighthouse/<site>-<page>.json.');
}

export function printStartup(startup: Results['startup']) {
  console.log(
    '\n6. Production start: `node apps/server/dist/server.js` spawned, to its first 200 from /healthz (PGlite)\n',
  );
  if ('error' in startup) {
    console.log(`  Not measured: ${startup.error}`);
    return;
  }
  console.log(`  Fresh data folder (migrates, loads the demo catalog): ${startup.freshMs} ms`);
  console.log(`  Restart on the same folder: ${startup.restartMs} ms`);
}

export function printInstances(instances: Results['instances']) {
  console.log(
    '\n7. One instance and two on one PostgreSQL: the compiled server, the same connections split between two\n',
  );
  if ('error' in instances || 'skipped' in instances) {
    console.log(`  Not measured: ${'error' in instances ? instances.error : instances.skipped}`);
    return;
  }
  const rows = instances.runs.map((run) => [
    run.call,
    String(Math.round(run.one.requestsPerSecond)),
    String(Math.round(run.one.p99Ms)),
    String(Math.round(run.two.requestsPerSecond)),
    String(Math.round(run.two.p99Ms)),
    `${(run.two.requestsPerSecond / Math.max(run.one.requestsPerSecond, 1)).toFixed(2)}×`,
    String(run.failed),
  ]);
  console.log(table(['call', '1: req/s', '1: p99 ms', '2: req/s', '2: p99 ms', '2 ÷ 1', 'failed'], rows));
}

export function printReport(results: Results) {
  const { machine, catalog } = results;
  console.log(
    `\nOpenEnroll benchmarks, ${results.generatedAt} (Node ${machine.node}, ${machine.platform}, ${machine.cpus} CPUs, load average ${machine.loadAverage} at start)`,
  );
  if (catalog) {
    const counts = Object.entries(catalog.counts).map(([name, n]) => `${n} ${name}`);
    console.log(`Catalog: ${catalog.folder} (${counts.join(', ')})`);
  }
  printLanding(results.landing);
  printWizard(results.wizard);
  printJourneySection(results.journey);
  printApi(results.api, results.settings);
  printLighthouse(results.lighthouse);
  printStartup(results.startup);
  printInstances(results.instances);
  console.log('\n7. Targets\n');
  console.log(
    table(
      ['Target', 'Limit', 'Actual', 'Verdict'],
      results.targets.map((t) => [t.target, t.limit, t.actual, t.verdict]),
    ),
  );
}
