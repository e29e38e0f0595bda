import { readdirSync } from 'node:fs';
import type { Call } from '@openenroll/contract/call';

const contractSource = new URL('../../../../packages/contract/src/', import.meta.url);

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'input' in value &&
  'data' in value;

/** Every call the contract defines, read from its modules: a call added there is in this list without more work. */
export async function contractCalls(): Promise<Call[]> {
  const files = readdirSync(contractSource, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const calls = new Map<string, Call>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, contractSource).href);
    for (const value of Object.values(module)) if (isCall(value)) calls.set(`${value.method} ${value.path}`, value);
  }
  return [...calls.values()];
}

/** Whether an input field may be left out. */
export const isOptional = (call: Call, field: string) => call.input.shape[field]?.safeParse(undefined).success ?? true;
