import type { FormField } from '@openenroll/contract/wizard/fields';

type Value = FormField['value'];

/** A step's fields as the server offers them: which are asked, which are locked, and their values. */
export function readFields(fields: readonly FormField[]) {
  const byName = new Map(fields.map((field) => [field.field_name, field]));
  return {
    /** Only asked fields are shown (the spec's `required`). */
    asked: (name: string) => byName.get(name)?.required === true,
    locked: (name: string) => byName.get(name)?.read_only === true,
    value: (name: string): Value => byName.get(name)?.value ?? null,
    /** The value as an input shows it. */
    text: (name: string) => textOf(byName.get(name)?.value ?? null),
  };
}
export type StepFields = ReturnType<typeof readFields>;

export const textOf = (value: Value) =>
  value === null || value === false || typeof value === 'object' ? '' : value === true ? '1' : String(value);

/** 1, '1' or true: a ticked checkbox. */
export const checkedOf = (value: Value) => value === true || value === 1 || value === '1';

/** A draft keeps text as typed; blank stays blank so a cleared field comes back cleared. */
export function draftOf(values: Record<string, unknown>, leaveOut: readonly string[] = []) {
  const draft: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(values)) {
    if (leaveOut.includes(name)) continue;
    if (typeof value === 'string') draft[name] = value.slice(0, 2000);
    else if (typeof value === 'number' || typeof value === 'boolean') draft[name] = value;
    else if (value === null) draft[name] = null;
  }
  return draft;
}

type Sent = string | number | boolean | null;

/**
 * A form's checked values as a save call sends them: only plain values travel (the factories type each field's
 * output loosely, so each value is checked here rather than trusted).
 */
export function sentValues(values: Record<string, unknown>) {
  const sent: Record<string, Sent> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) sent[name] = value as Sent;
  }
  return sent;
}

/** A field's value as text, whatever the form holds for it. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : '');
