import { count } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { importCatalog } from './catalog/import-catalog.ts';
import { readConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openStoreDatabase } from './db/open-store-database.ts';
import { sites } from './db/schema.ts';

const config = readConfig();

async function main() {
  const store = await openStoreDatabase(config);
  const { db } = store.database;
  const [row] = await db.select({ n: count() }).from(sites);
  if (!row?.n) {
    const imported = await importCatalog({ db, cipher: store.cipher }, config.demoCatalogDir);
    console.log(`Loaded the demo catalog: ${imported.plans} plans, ${imported.sites} sites.`);
  }

  const app = await buildApp({
    database: store.database,
    webDist: config.webDist,
    sessionIdleMinutes: config.sessionIdleMinutes,
    logLevel: config.logLevel,
    cipher: store.cipher,
  });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = store.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`OpenEnroll is serving http://localhost:${config.port} on the ${where}.`);
  if (config.demoMode) console.log('Demo mode is on.');
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
