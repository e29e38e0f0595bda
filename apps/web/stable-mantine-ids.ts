import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** What Mantine's module does that this replaces: its id swapped for a random one once the component is on the page. */
const swapAfterMount = 'setUuid(randomId())';

/** Mantine's id before its swap, kept: React's own id, the same in the server's page and in the browser. */
const stableUseId = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

/**
 * Mantine's `useId` gives each field, tooltip and dialog React's id, then a random one in a layout effect: every one
 * of them draws twice as a page becomes live, in one long task (on the wizard's first step, the whole form again),
 * and the ids the server wrote change under the browser. The store has one React root, so React's id is unique
 * enough; this keeps it. The build stops when Mantine's module no longer does what this replaces.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'openenroll-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!mantineUseId.test(id)) return null;
      if (!readFileSync(id, 'utf8').includes(swapAfterMount))
        this.error(`${id} no longer swaps its id after mount: check stable-mantine-ids.ts against it`);
      return stableUseId;
    },
  };
}
