import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { evaluatedInSlices, SLICE_CHARS, yieldFirst } from './evaluated-in-slices.ts';

/** How many statements each module of `later` has: a slice and a half of them. */
const count = Math.ceil((1.5 * SLICE_CHARS) / "ran.push('later');\n".length);
/** The module's statements: each adds the module's name to a list, so their order can be read back. */
const statements = (name: string) => `ran.push('${name}');\n`.repeat(count);

/** A page whose first script imports a chunk of its own and loads `later` (two modules, three slices) on demand. */
function page() {
  const root = mkdtempSync(join(tmpdir(), 'slices-'));
  const files = {
    'start.js': "import { shared } from './shared.js';\nimport('./later.js').then((later) => later.done(shared));\n",
    'shared.js': "export const shared = 'shared';\n",
    'ran.js': 'export const ran = (globalThis.ran ??= []);\n',
    'one.js': `import { ran } from './ran.js';\n${statements('one')}`,
    'later.js': `import { ran } from './ran.js';\nimport './one.js';\n${statements('later')}export const done = (shared) => [shared, ran.length];\n`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return root;
}

async function built(ssr: boolean) {
  const root = page();
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [evaluatedInSlices()],
    build: {
      outDir,
      ssr,
      minify: false,
      rolldownOptions: {
        input: join(root, 'start.js'),
        // As the store's first script imports a chunk of its own.
        output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } },
      },
    },
  });
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  const named = (name: string) => join(outDir, files.find((file) => new RegExp(`(^|/)${name}[-.]`).test(file)) ?? '');
  return {
    files: files.map((file) => readFileSync(join(outDir, file), 'utf8')),
    named,
    code: (name: string) => readFileSync(named(name), 'utf8'),
  };
}

const yields = (code: string) => code.split(yieldFirst).length - 1;

describe('chunks evaluated in slices', () => {
  it('cuts a loaded chunk into slices, each after a yield, and it runs as a whole, in order', async () => {
    const { named, code } = await built(false);
    const later = code('later');
    expect(later.indexOf(yieldFirst)).toBeLessThan(later.indexOf('ran.push'));
    expect(yields(later)).toBeGreaterThanOrEqual(3);
    const ran: string[] = [];
    Reflect.set(globalThis, 'ran', ran);
    const module = (await import(pathToFileURL(named('later')).href)) as {
      done: (shared: string) => [string, number];
    };
    expect(module.done('shared')).toEqual(['shared', ran.length]);
    expect(ran).toEqual([...Array(count).fill('one'), ...Array(count).fill('later')]);
  });

  it("leaves the page's first script whole, and the chunk it imports", async () => {
    const { code } = await built(false);
    for (const first of ['start', 'shared']) {
      expect(code(first)).toContain('shared');
      expect(yields(code(first))).toBe(0);
    }
  });

  it("leaves the server's build as it is", async () => {
    const { files } = await built(true);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(yields(file)).toBe(0);
  });
});
