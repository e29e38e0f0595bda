import type { Plugin, Rolldown } from 'vite';

/**
 * What a sliced chunk declares first: a wait for the browser's next task. `scheduler.yield` where there is one, else a
 * message to itself, which a tab in the background does not hold back for a second as it does a timer.
 */
export const NEXT_TASK = '__nextTask';
const nextTask = `const ${NEXT_TASK} = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
});
`;

/**
 * What each slice runs first. A module's imports are evaluated before it, whatever their place in its text, so each
 * slice runs in a task of its own.
 */
export const yieldFirst = `await ${NEXT_TASK}();\n`;

/**
 * The code (as the bundler writes it, before minifying) after which a chunk's top-level statements are cut: a slice
 * took at most 20 ms to evaluate on the wizard's first step here (the contract's schemas are the slowest to make).
 */
export const SLICE_CHARS = 32_000;

type Chunks = Record<string, Rolldown.RenderedChunk>;

/** Where the chunk's code is cut: before a top-level statement, once the slice before it is big enough. */
function cuts(statements: readonly { start: number; end: number }[]) {
  const found: number[] = [];
  let sliceStart = 0;
  for (const statement of statements) {
    if (statement.start - sliceStart >= SLICE_CHARS) {
      found.push(statement.start);
      sliceStart = statement.start;
    }
  }
  return found;
}

/** The chunk's code with a yield first and between its slices. */
function sliced(code: string, at: number[]) {
  let out = nextTask + yieldFirst;
  let from = 0;
  for (const cut of at) {
    out += `${code.slice(from, cut)}\n${yieldFirst}`;
    from = cut;
  }
  return out + code.slice(from);
}

/** The page's first script: the entry chunks and the chunks they import. */
function firstScript(chunks: Chunks) {
  const found = new Set<string>();
  const pending = Object.values(chunks)
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.fileName);
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (found.has(fileName)) continue;
    found.add(fileName);
    pending.push(...(chunks[fileName]?.imports ?? []));
  }
  return found;
}

/**
 * Every chunk a page loads after its first script is evaluated in slices, each in a task of its own. A route's chunks
 * arrive together and the browser evaluated all of them in one task: on the wizard's first step, the landing, listing
 * and cart chunks it shares code with, then its own, were one task of 90 ms on this machine, about 370 ms on
 * Lighthouse's phone; the start's chunks were two of 25 ms. Statements at the top of a module run in their order
 * either way, and whatever imports a chunk waits for all of it. The page's first script stays whole (it only starts
 * the rest), and the server's build is left alone.
 */
export function evaluatedInSlices(): Plugin {
  const firstScripts = new WeakMap<Chunks, Set<string>>();
  return {
    name: 'openenroll-evaluated-in-slices',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    renderChunk(code, chunk, _options, { chunks }) {
      let first = firstScripts.get(chunks);
      if (!first) {
        first = firstScript(chunks);
        firstScripts.set(chunks, first);
      }
      if (first.has(chunk.fileName)) return null;
      if (code.includes(NEXT_TASK)) this.error(`${chunk.fileName} already names ${NEXT_TASK}`);
      // A chunk shorter than a slice has nowhere to cut.
      const at = code.length > SLICE_CHARS ? cuts(this.parse(code).body) : [];
      return { code: sliced(code, at), map: null };
    },
  };
}
