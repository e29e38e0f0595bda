import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { wizardSteps } from '@openenroll/contract/wizard/steps';
import { type Asset, builtFiles, imports, isLocal, measure } from './bundle-size.ts';

/**
 * An event name signature_pad dispatches: a string minifiers keep, so it marks the chunk that holds the library
 * (the build bundles it into one of ours, under our chunk's name).
 */
const SIGNATURE_PAD_MARK = 'beforeUpdateStroke';
const AGREEMENT_STEP = 'agreement-signature';

export type StepChunks = {
  slug: string;
  title: string;
  /** The step's own chunk and every chunk only it loads (statically, or by its own `import()`), beyond the landing page. */
  chunks: Asset[];
  jsGzipBytes: number;
};

export type WizardReport = {
  steps: (StepChunks | { slug: string; title: string; error: string })[];
  /** Chunks two or more steps load (forms, fields, the wizard's hooks): fetched with whichever step opens first. */
  shared: { chunks: Asset[]; jsGzipBytes: number };
  /** The chunks holding signature_pad, and the lazy pages and steps whose loading reaches them. */
  signaturePad: { chunks: string[]; loadedBy: string[]; onLanding: boolean };
};

type Graph = Map<string, { static: string[]; dynamic: string[] }>;

async function importGraph(dist: string): Promise<Graph> {
  const graph: Graph = new Map();
  for (const path of builtFiles(dist).filter((file) => file.endsWith('.js'))) {
    const found = await imports(readFileSync(path, 'utf8'));
    const local = (specifiers: string[]) =>
      specifiers
        .filter(isLocal)
        .map((specifier) => (specifier.startsWith('/') ? join(dist, specifier) : resolve(dirname(path), specifier)));
    graph.set(path, { static: local(found.static), dynamic: local(found.dynamic) });
  }
  return graph;
}

/** Every chunk loading `start` brings, through static and dynamic imports, short of what is already loaded. */
function reach(graph: Graph, start: string, loaded: Set<string>) {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    if (seen.has(path) || loaded.has(path)) continue;
    seen.add(path);
    const edges = graph.get(path);
    if (edges) pending.push(...edges.static, ...edges.dynamic);
  }
  return seen;
}

const chunkName = (path: string) => basename(path).replace(/-[\w-]{8}\.js$/, '');
const gzipTotal = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/**
 * What each wizard step costs on top of the landing page: its chunk (`<slug>-step-<hash>.js`, as Vite names the lazy
 * import of `steps/<slug>/<slug>-step.tsx`) and the chunks no other step loads; the chunks steps share, apart; and
 * where signature_pad went.
 */
export async function measureWizardSteps(dist: string, landingFiles: string[]): Promise<WizardReport> {
  const graph = await importGraph(dist);
  const landing = new Set(landingFiles.map((file) => join(dist, file)));
  const files = [...graph.keys()];
  const reached = new Map<string, Set<string>>();
  for (const step of wizardSteps) {
    const chunk = files.find((path) => chunkName(path) === `${step.slug}-step`);
    if (chunk) reached.set(step.slug, reach(graph, chunk, landing));
  }
  const stepsLoading = (path: string) => [...reached].filter(([, paths]) => paths.has(path)).map(([slug]) => slug);

  const steps = wizardSteps.map(({ slug, title }) => {
    const paths = reached.get(slug);
    if (!paths) return { slug, title, error: `no ${slug}-step chunk in the build` };
    const chunks = [...paths].filter((path) => stepsLoading(path).length === 1).map((path) => measure(dist, path));
    return { slug, title, chunks, jsGzipBytes: gzipTotal(chunks) };
  });
  const sharedPaths = new Set([...reached.values()].flatMap((paths) => [...paths]));
  const shared = [...sharedPaths].filter((path) => stepsLoading(path).length > 1).map((path) => measure(dist, path));

  const padChunks = files.filter((path) => readFileSync(path, 'utf8').includes(SIGNATURE_PAD_MARK));
  // The lazy pages and steps (whatever the app reaches by `import()`) whose loading brings a chunk holding it.
  const lazyEntries = new Set([...graph.values()].flatMap((edges) => edges.dynamic));
  const loadedBy = [...lazyEntries]
    .filter((entry) => !padChunks.includes(entry))
    .filter((entry) => padChunks.some((pad) => reach(graph, entry, landing).has(pad)))
    .map(chunkName);
  return {
    steps,
    shared: { chunks: shared, jsGzipBytes: gzipTotal(shared) },
    signaturePad: {
      chunks: padChunks.map((path) => relative(dist, path)),
      loadedBy: [...new Set(loadedBy)].sort(),
      onLanding: padChunks.some((path) => landing.has(path)),
    },
  };
}

/** The steps whose own chunks hold signature_pad, by title. */
export function stepsWithSignaturePad(report: WizardReport) {
  const { chunks } = report.signaturePad;
  return report.steps
    .filter((step) => 'chunks' in step && step.chunks.some((chunk) => chunks.includes(chunk.file)))
    .map((step) => step.title);
}

/** signature_pad belongs to the agreement step alone: no other step, nothing they share, not the landing page. */
export function signaturePadOnlyOnAgreement(report: WizardReport) {
  const { chunks, onLanding } = report.signaturePad;
  if (chunks.length === 0) return undefined;
  const agreement = wizardSteps.find((step) => step.slug === AGREEMENT_STEP)?.title;
  const steps = stepsWithSignaturePad(report);
  const shared = report.shared.chunks.some((chunk) => chunks.includes(chunk.file));
  return !onLanding && !shared && steps.length === 1 && steps[0] === agreement;
}
