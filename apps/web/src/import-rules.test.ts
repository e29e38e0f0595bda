import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcRoot = import.meta.dirname;

type Edge = { from: string; to: string };

/** Every relative import of every module under src: static, side-effect, re-export and dynamic `import()`. */
function importGraph(root: string): Edge[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const specifier = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(specifier)].map((match) => ({
      from: file,
      to: relative(root, resolve(root, dirname(file), match[1] ?? '')),
    })),
  );
}

/** app, shared, or features/<name>; the entry point (main.tsx) belongs to app. */
function layer(path: string) {
  const [top, name] = path.split('/');
  if (top === 'features') return `features/${name}`;
  return top === 'shared' ? 'shared' : 'app';
}

/** The web README's rule: shared <- features <- app, and features never import each other. */
export function crossings(edges: Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const source = layer(from);
      const target = layer(to);
      if (source === target || source === 'app') return false;
      if (target === 'app') return true;
      return source === 'shared' || target !== 'shared';
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('import rules of the web app', () => {
  const graph = importGraph(srcRoot);

  it('reads static, side-effect and dynamic imports', () => {
    expect(graph).toContainEqual({ from: 'main.tsx', to: 'app/router.tsx' });
    expect(graph).toContainEqual({ from: 'main.tsx', to: 'app/global.css' });
    expect(graph).toContainEqual({ from: 'app/router.tsx', to: 'features/landing/landing-page.tsx' });
  });

  it('flags a feature importing another feature or app, and shared importing a feature or app', () => {
    expect(
      crossings([
        { from: 'features/cart/cart-page.tsx', to: 'features/plans/x.ts' },
        { from: 'features/cart/cart-page.tsx', to: 'app/route-access.ts' },
        { from: 'shared/ui/x.tsx', to: 'features/cart/y.ts' },
        { from: 'shared/ui/x.tsx', to: 'app/router.tsx' },
        { from: 'features/cart/cart-page.tsx', to: 'features/cart/api/plan-cart.ts' },
        { from: 'features/cart/cart-page.tsx', to: 'shared/ui/panel.tsx' },
        { from: 'app/router.tsx', to: 'features/cart/cart-page.tsx' },
        { from: 'main.tsx', to: 'shared/api/app-query-client.ts' },
      ]),
    ).toEqual([
      'features/cart/cart-page.tsx -> features/plans/x.ts',
      'features/cart/cart-page.tsx -> app/route-access.ts',
      'shared/ui/x.tsx -> features/cart/y.ts',
      'shared/ui/x.tsx -> app/router.tsx',
    ]);
  });

  it('has no import against them: what several features use lives in shared', () => {
    expect(crossings(graph)).toEqual([]);
  });
});
