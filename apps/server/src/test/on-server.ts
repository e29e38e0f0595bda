import pg from 'pg';

/** One statement on a PostgreSQL server outside any database handle: creating or dropping a test database. */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
