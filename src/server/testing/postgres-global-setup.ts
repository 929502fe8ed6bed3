import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/database.ts';
import { startPostgresServer } from '#server/testing/postgres-server.ts';

/**
 * Gives the db-postgres project a PostgreSQL server: the one in DATABASE_URL when set (CI may
 * provide one), otherwise a throwaway cluster started here and stopped after the run. On it, one
 * database migrated by the app's own `migrate()`: the template that `freshPostgresUrl({ migrated:
 * true })` copies with CREATE DATABASE ... TEMPLATE for each test file and test server, instead
 * of running every migration again.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  const server = given ? undefined : await startPostgresServer();
  const serverUrl = given ?? server!.url;
  const template = `matchpost_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
  const database = await openPostgres(url.toString());
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    if (server) return server.stop();
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The migrated database that test databases are copied from. */
    postgresTemplate: string;
  }
}
