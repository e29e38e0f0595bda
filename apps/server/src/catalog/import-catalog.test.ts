import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMeta, members, planPricing, planQuestions, plans, siteTheme } from '../db/schema.ts';
import { useTestStore } from '../test/test-app.ts';
import { testCatalogDir } from '../test/test-catalog.ts';
import { importCatalog } from './import-catalog.ts';
import { CatalogError } from './read-catalog-folder.ts';

describe('the catalog importer', () => {
  const store = useTestStore();
  let folder: string;
  const rows = async () => ({
    plans: (await store.db.select({ n: count() }).from(plans))[0]?.n,
    prices: (await store.db.select({ n: count() }).from(planPricing))[0]?.n,
    theme: (await store.db.select({ n: count() }).from(siteTheme))[0]?.n,
    questions: (await store.db.select({ n: count() }).from(planQuestions))[0]?.n,
    version: (await store.db.select().from(catalogMeta))[0]?.version,
  });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'catalog-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
  });

  const withEdit = (edit: (yaml: string) => string) => {
    rmSync(folder, { recursive: true, force: true });
    cpSync(testCatalogDir, folder, { recursive: true });
    const file = join(folder, 'store.yaml');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return folder;
  };

  it("expands each rate row into one price per tier and state, and numbers each plan's questions", async () => {
    expect(await rows()).toEqual({ plans: 19, prices: 76, theme: 7, questions: 4, version: 1 });
    const questions = await store.db.select().from(planQuestions);
    expect(questions.map((row) => [row.kind, row.position, row.requiredAnswer, row.decliningAnswer])).toEqual(
      expect.arrayContaining([
        ['eligibility', 1, true, null],
        ['eligibility', 2, true, null],
        ['underwriting', 1, null, true],
        ['underwriting', 2, null, false],
      ]),
    );
  });

  it('keeps SSNs only encrypted, with their last four digits beside them', async () => {
    const [member] = await store.db.select().from(members);
    expect(member?.ssnLast4).toBe('5678');
    expect(member?.ssnEncrypted).not.toContain('512345678');
    expect(store.cipher.decrypt(member?.ssnEncrypted ?? '')).toBe('512345678');
  });

  it('rejects a bad record with its file, record and reason, and imports nothing', async () => {
    const before = await rows();
    const bad = withEdit((yaml) =>
      yaml.replace('      - { age: [18, 100], rates: { IO: 9.99 } }', '      - { age: [18, 100], rates: { IO: -5 } }'),
    );
    const failure = await importCatalog(store, bad).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogError);
    expect(failure).toMatchObject({ file: 'store.yaml', record: 'plans[1] (sight)' });
    expect((failure as CatalogError).reason).toMatch(/^pricing\.0\.rates\.IO: /);
    expect(await rows()).toEqual(before);
  });

  it("keeps each plan's needs of the wizard with its category's, and refuses a field no step has", async () => {
    const [di] = await store.db.select({ wizard: plans.wizard }).from(plans).where(eq(plans.code, 'income-di'));
    expect(di?.wizard).toEqual({
      steps: ['employer_info', 'beneficiary_info', 'primary_health_info'],
      ask: {
        primary_info: ['height_feet', 'height_inch', 'weight'],
        employer_info: ['average_work_week', 'employment_start_date', 'compensation_type', 'holiday_policy'],
      },
      lock: { employer_info: ['name'] },
      healthQuestions: [101, 146, 150],
    });
    const bad = withEdit((yaml) =>
      yaml.replace('contact_info: [birth_state, birth_city]', 'contact_info: [shoe_size]'),
    );
    await expect(importCatalog(store, bad)).rejects.toMatchObject({
      file: 'store.yaml',
      reason: 'wizard.ask.contact_info: contact_info has no field shoe_size',
    });
  });

  it('rejects a reference to something the catalog does not define', async () => {
    const bad = withEdit((yaml) =>
      yaml.replace('    carrier: acme\n    category: vision', '    carrier: nobody\n    category: vision'),
    );
    await expect(importCatalog(store, bad)).rejects.toMatchObject({
      file: 'store.yaml',
      record: 'plans[1] (sight)',
      reason: 'unknown carrier "nobody"',
    });
  });

  it("keeps a plan's comparison values, and refuses one for a row its category does not compare", async () => {
    const [smile] = await store.db.select({ summary: plans.summary }).from(plans).where(eq(plans.code, 'smile'));
    expect(smile?.summary).toEqual({ deductible: '$50 per person', annual_maximum: '$1,000 per person' });
    const bad = withEdit((yaml) => yaml.replaceAll('summary: { deductible:', 'summary: { shoe_size:'));
    await expect(importCatalog(store, bad)).rejects.toMatchObject({
      record: 'plans[0] (smile)',
      reason: 'unknown comparison row "shoe_size"',
    });
  });

  it('rejects a file that is not YAML', async () => {
    const bad = withEdit((yaml) => `${yaml}\n  : : [unclosed`);
    await expect(importCatalog(store, bad)).rejects.toMatchObject({ file: 'store.yaml', record: '(file)' });
  });

  it('re-imports a changed catalog in place, keeping ids and bumping the version', async () => {
    const [before] = await store.db.select({ id: plans.id }).from(plans).orderBy(plans.id);
    const changed = withEdit((yaml) => yaml.replace('name: Smile Dental', 'name: Smile Dental Plus'));
    await importCatalog(store, changed);
    const after = await store.db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(plans.id);
    expect(after[0]).toEqual({ id: before?.id, name: 'Smile Dental Plus' });
    expect((await rows()).version).toBe(2);
  });
});
