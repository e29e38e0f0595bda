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
/** The lazy route of every step (`features/wizard/wizard-routes.tsx`): the frame loaded before any step. */
const WIZARD_FRAME = 'wizard-routes';

export type StepChunks = {
  slug: string;
  title: string;
  /** The step's own chunk and every chunk only it loads (statically, or by its own `import()`), beyond the landing page. */
  chunks: Asset[];
  jsGzipBytes: number;
};

export type WizardReport = {
  steps: (StepChunks | { slug: string; title: string; error: string })[];
  /** The wizard's route and what it loads statically (shell, progress, hooks), beyond the landing page. */
  frame: { chunks: Asset[]; jsGzipBytes: number };
  /** Chunks two or more steps load (forms, fields, the wizard's hooks): fetched with whichever step opens first. */
  shared: { chunks: Asset[]; jsGzipBytes: number };
  /** The chunks holding signature_pad, and the lazy pages and steps whose loading reaches them. */
  signaturePad: { chunks: string[]; loadedBy: string[]; onLanding: boolean; inFrame: boolean };
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

/**
 * Every chunk loading `start` brings, short of what is already loaded: through static imports, and through `import()`
 * when `lazy` (what the chunk may load later). A loaded chunk is not entered, so the `import()`s of the wizard's
 * frame (each step, lazily) are not taken for any one step's.
 */
function reach(graph: Graph, start: string, loaded: Set<string>, lazy = true) {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    if (seen.has(path) || loaded.has(path)) continue;
    seen.add(path);
    const edges = graph.get(path);
    if (edges) pending.push(...edges.static, ...(lazy ? edges.dynamic : []));
  }
  return seen;
}

const chunkName = (path: string) => basename(path).replace(/-[\w-]{8}\.js$/, '');
const gzipTotal = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/**
 * What each wizard step costs on top of the landing page and the wizard's frame: its chunk (`<slug>-step-<hash>.js`,
 * as Vite names the lazy import of `steps/<slug>/<slug>-step.tsx`) and the chunks no other step loads; the chunks
 * steps share, apart; and where signature_pad went. A step whose own chunk another step reaches is an error, not 0 KB.
 */
export async function measureWizardSteps(dist: string, landingFiles: string[]): Promise<WizardReport> {
  const graph = await importGraph(dist);
  const landing = new Set(landingFiles.map((file) => join(dist, file)));
  const files = [...graph.keys()];
  const frameChunk = files.find((path) => chunkName(path) === WIZARD_FRAME);
  const frame = frameChunk ? reach(graph, frameChunk, landing, false) : new Set<string>();
  const loaded = new Set([...landing, ...frame]);
  const stepChunk = new Map<string, string>();
  const reached = new Map<string, Set<string>>();
  for (const step of wizardSteps) {
    const chunk = files.find((path) => chunkName(path) === `${step.slug}-step`);
    if (!chunk) continue;
    stepChunk.set(step.slug, chunk);
    reached.set(step.slug, reach(graph, chunk, loaded));
  }
  const stepsLoading = (path: string) => [...reached].filter(([, paths]) => paths.has(path)).map(([slug]) => slug);

  const steps = wizardSteps.map(({ slug, title }) => {
    const paths = reached.get(slug);
    const chunk = stepChunk.get(slug);
    if (!paths || !chunk) return { slug, title, error: `no ${slug}-step chunk in the build` };
    const others = stepsLoading(chunk).filter((other) => other !== slug);
    if (frame.has(chunk) || others.length > 0)
      return { slug, title, error: `its chunk is loaded by ${frame.has(chunk) ? WIZARD_FRAME : others.join(', ')}` };
    const chunks = [...paths].filter((path) => stepsLoading(path).length === 1).map((path) => measure(dist, path));
    return { slug, title, chunks, jsGzipBytes: gzipTotal(chunks) };
  });
  const sharedPaths = new Set([...reached.values()].flatMap((paths) => [...paths]));
  const shared = [...sharedPaths].filter((path) => stepsLoading(path).length > 1).map((path) => measure(dist, path));
  const frameAssets = [...frame].map((path) => measure(dist, path));

  const padChunks = files.filter((path) => readFileSync(path, 'utf8').includes(SIGNATURE_PAD_MARK));
  // The lazy pages and steps (whatever the app reaches by `import()`) whose loading brings a chunk holding it.
  const lazyEntries = new Set([...graph.values()].flatMap((edges) => edges.dynamic));
  const loadedBy = [...lazyEntries]
    .filter((entry) => !padChunks.includes(entry) && entry !== frameChunk)
    .filter((entry) => padChunks.some((pad) => reach(graph, entry, loaded).has(pad)))
    .map(chunkName);
  return {
    steps,
    frame: { chunks: frameAssets, jsGzipBytes: gzipTotal(frameAssets) },
    shared: { chunks: shared, jsGzipBytes: gzipTotal(shared) },
    signaturePad: {
      chunks: padChunks.map((path) => relative(dist, path)),
      loadedBy: [...new Set(loadedBy)].sort(),
      onLanding: padChunks.some((path) => landing.has(path)),
      inFrame: padChunks.some((path) => frame.has(path)),
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

/** signature_pad belongs to the agreement step alone: no other step, nothing they share, not the landing or frame. */
export function signaturePadOnlyOnAgreement(report: WizardReport) {
  const { chunks, onLanding, inFrame } = report.signaturePad;
  if (chunks.length === 0) return undefined;
  const agreement = wizardSteps.find((step) => step.slug === AGREEMENT_STEP)?.title;
  const steps = stepsWithSignaturePad(report);
  const shared = report.shared.chunks.some((chunk) => chunks.includes(chunk.file));
  return !onLanding && !inFrame && !shared && steps.length === 1 && steps[0] === agreement;
}
