/**
 * The holiday policy as the form keeps it: 1 for each ticked policy, 0 for the others. The server may answer it as
 * an object, as JSON text of one, or as a comma-separated list of the ticked keys.
 */
export function holidayFlags(value: unknown, keys: readonly string[]): Record<string, 0 | 1> {
  const ticked = new Set(tickedKeys(value));
  return Object.fromEntries(keys.map((key) => [key, ticked.has(key) ? 1 : 0]));
}

function tickedKeys(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        return tickedKeys(JSON.parse(text));
      } catch {
        return [];
      }
    }
    return text.split(',').map((key) => key.trim());
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([, flag]) => flag === 1 || flag === '1' || flag === true)
    .map(([key]) => key);
}

/** The keys ticked, as a checkbox group shows them. */
export const tickedOf = (value: unknown) => tickedKeys(value);
