import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksInOwnTasks, yieldFirst } from './chunks-in-own-tasks.ts';

function page() {
  const root = mkdtempSync(join(tmpdir(), 'chunks-'));
  writeFileSync(
    join(root, 'start.js'),
    "import { shared } from './shared.js';\nimport('./later.js').then((later) => console.log(shared, later.later));\n",
  );
  writeFileSync(join(root, 'shared.js'), "export const shared = 'shared';\n");
  writeFileSync(
    join(root, 'later.js'),
    "import { shared } from './shared.js';\nexport const later = ['later', shared];\n",
  );
  return root;
}

async function chunks(ssr: boolean) {
  const root = page();
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [chunksInOwnTasks()],
    build: {
      write: false,
      ssr,
      minify: false,
      rolldownOptions: {
        input: join(root, 'start.js'),
        // As the store's first script imports a chunk of its own.
        output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file) => file.type === 'chunk');
}

describe('chunks in tasks of their own', () => {
  it("makes a loaded chunk wait for the browser's next task before its code, and leaves the page's script", async () => {
    const built = await chunks(false);
    const named = (name: string) => built.find((chunk) => chunk.name === name)?.code ?? '';
    expect(named('later').startsWith(yieldFirst)).toBe(true);
    expect(named('later')).toMatch(/\[\s*"later",\s*shared\s*\]/);
    for (const first of ['start', 'shared']) {
      expect(named(first)).toContain('shared');
      expect(named(first)).not.toContain('scheduler');
    }
  });

  it("leaves the server's build as it is", async () => {
    for (const chunk of await chunks(true)) expect(chunk.code).not.toContain('scheduler');
  });
});
