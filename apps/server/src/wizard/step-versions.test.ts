import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stepSaves, stepUpgrades, stepVersions, upgraded } from './step-versions.ts';

/** What each step's schema was at its current version, as recorded when that version was made. */
const recorded = JSON.parse(readFileSync(new URL('./step-versions.json', import.meta.url), 'utf8')) as Record<
  WizardTab,
  { version: number; schema: string }
>;

/** A step's save schema, as the JSON Schema of what it takes, hashed. */
const fingerprint = (tab: WizardTab) =>
  createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(stepSaves[tab].input, { io: 'input', unrepresentable: 'any' })))
    .digest('hex')
    .slice(0, 16);

describe('step schema versions', () => {
  it.each(Object.keys(stepSaves) as WizardTab[])('%s: a changed schema has a new version and its upgrade', (tab) => {
    const now = { version: stepVersions[tab], schema: fingerprint(tab) };
    // Changed without a new version: answers kept under the old schema would be read as if they were current.
    if (now.version === recorded[tab]?.version)
      expect(now.schema, 'raise the version, add its upgrade').toBe(recorded[tab].schema);
    else expect(now, 'record the new version in step-versions.json').toEqual(recorded[tab]);
    for (let from = 1; from < now.version; from++)
      expect(stepUpgrades[tab]?.[from], `upgrade from ${from}`).toBeTypeOf('function');
  });

  it('reads answers of an older version through its upgrades, and refuses them when none reaches', () => {
    expect(upgraded('primary_info', stepVersions.primary_info, { first_name: 'Ana' })).toEqual({ first_name: 'Ana' });
    expect(upgraded('primary_info', 0, { first_name: 'Ana' })).toBeNull();
  });
});
