import { pgliteTemplate } from '#server/testing/pglite-template.ts';

/**
 * Builds the migrated PGlite template cluster (pglite-template.ts) once before the unit and
 * db-pglite files start. On a clean machine the build is an initdb in WebAssembly and every
 * migration, which under the full run's load can take longer than a file's start may wait
 * (hookTimeout); built here, no file waits on it, and every test server starts from a copy.
 */
export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
