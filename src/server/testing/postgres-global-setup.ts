import type { TestProject } from 'vitest/node';
import { startPostgresServer } from '#server/testing/postgres-server.ts';

/**
 * Gives the db-postgres project a PostgreSQL server: the one in DATABASE_URL when set (CI may
 * provide one), otherwise a throwaway cluster started here and stopped after the run.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const server = await startPostgresServer();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
