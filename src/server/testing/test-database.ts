import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '#server/db/database.ts';
import { pgliteTemplateTar } from '#server/testing/pglite-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite in the db-pglite project, a new
 * database on the run's PostgreSQL server in the db-postgres project. Share one per file and
 * clean up with `truncateAll` between tests. Both start as a copy of a database migrated once per
 * run (PGlite: `pglite-template.ts`; PostgreSQL: `CREATE DATABASE ... TEMPLATE`), and `migrate()`
 * then finds nothing left to do.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openPglite(undefined, {
      loadDataDir: await pgliteTemplateTar('migrated'),
    });
    await database.migrate();
    return database;
  }
  const url = await freshPostgresUrl({ migrated: true });
  const database = await openPostgres(url);
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await dropPostgresDatabase(url);
    },
  };
}

/**
 * A fresh database with no tables yet (in-memory PGlite, or a new database on the run's
 * PostgreSQL server), for tests of the migrations themselves.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    return openPglite(undefined, { loadDataDir: await pgliteTemplateTar('empty') });
  }
  const url = await freshPostgresUrl();
  const database = await openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(url);
    },
  };
}

/**
 * A new database on the run's PostgreSQL server (db-postgres project only): empty, or with
 * `migrated` a copy of the database the global setup migrated once for the run (the app's start
 * then finds every migration applied).
 */
export async function freshPostgresUrl(options: { migrated?: boolean } = {}): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `matchpost_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = options.migrated ? ` TEMPLATE ${inject('postgresTemplate')}` : '';
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** The database that the current project tests, for test names. */
export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
