import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { importCatalog } from '../catalog/import-catalog.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createCipher } from '../security/cipher.ts';
import { onServer } from './on-server.ts';
import { testCatalogDir } from './test-catalog.ts';

/** Where each state of a test database is kept: the schema alone, and the schema with the test catalog. */
type Snapshots = { migrated: string; catalog: string };
type Cleanup = () => Promise<void>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data key the test catalog's sealed data was written with (base64). */
    testDataKey: string;
    /** PGlite: files holding the data folder of a migrated database, and of one holding the test catalog too. */
    pgliteSnapshots?: Snapshots;
    /** PostgreSQL (TEST_DATABASE_URL): template databases of the same two states. */
    postgresTemplates?: Snapshots;
  }
}

/**
 * Migrating and importing the test catalog once per run instead of once per test file: each file then starts from a
 * copy (PGlite: a dumped data folder; PostgreSQL: CREATE DATABASE ... TEMPLATE). The data key goes to every file, so
 * the copies' sealed data opens.
 */
export default async function setup(project: TestProject) {
  const key = randomBytes(32);
  project.provide('testDataKey', key.toString('base64'));
  const fillCatalog = (database: Database) =>
    importCatalog({ db: database.db, cipher: createCipher(key) }, testCatalogDir).then(() => {});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { templates, cleanup } = await postgresTemplates(serverUrl, fillCatalog);
    project.provide('postgresTemplates', templates);
    return cleanup;
  }
  const { snapshots, cleanup } = await pgliteSnapshots(fillCatalog);
  project.provide('pgliteSnapshots', snapshots);
  return cleanup;
}

async function pgliteSnapshots(fillCatalog: (database: Database) => Promise<void>) {
  const folder = mkdtempSync(join(tmpdir(), 'openenroll-test-'));
  const database = await openDatabase({});
  const save = async (state: keyof Snapshots) => {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database gave no snapshot');
    const file = join(folder, `${state}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    const migrated = await save('migrated');
    await fillCatalog(database);
    const snapshots: Snapshots = { migrated, catalog: await save('catalog') };
    return { snapshots, cleanup: async () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function postgresTemplates(serverUrl: string, fillCatalog: (database: Database) => Promise<void>) {
  const run = randomBytes(4).toString('hex');
  const templates: Snapshots = { migrated: `openenroll_migrated_${run}`, catalog: `openenroll_catalog_${run}` };
  const created: string[] = [];
  const cleanup: Cleanup = async () => {
    for (const name of created.reverse()) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
  const build = async (name: string, from: string | undefined, fill: (database: Database) => Promise<void>) => {
    await onServer(serverUrl, `create database ${name}${from ? ` template ${from}` : ''}`);
    created.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await fill(database);
    } finally {
      // A template must have no connections when it is copied.
      await database.close();
    }
  };
  try {
    await build(templates.migrated, undefined, (database) => database.migrate());
    await build(templates.catalog, templates.migrated, fillCatalog);
    return { templates, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
