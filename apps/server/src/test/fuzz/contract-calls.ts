import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Call } from '@openenroll/contract/call';

const contractSource = fileURLToPath(new URL('../../../../../packages/contract/src', import.meta.url));

const isCall = (value: unknown): value is Call => {
  const call = value as Partial<Call> | null;
  return (
    typeof call?.path === 'string' &&
    ['GET', 'POST', 'PUT'].includes(call.method ?? '') &&
    (call.input as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type === 'object'
  );
};

/** Every call the contract defines, read from its modules' exports: a new call is fuzzed without being listed. */
export async function contractCalls() {
  const files = readdirSync(contractSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const calls = new Map<string, Call>();
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(contractSource, file)).href);
    for (const value of Object.values(exports)) {
      if (isCall(value)) calls.set(`${value.method} ${value.path}`, value);
    }
  }
  return [...calls.values()];
}
