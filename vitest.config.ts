import { defineConfig } from 'vitest/config';

/**
 * Four projects in one run:
 * - unit: plain tests, no database;
 * - db-pglite / db-postgres: every `*.db.test.ts` (services, repositories, routes) once on the
 *   embedded PGlite and once on a real PostgreSQL server started for the run;
 * - e2e: journeys in a real Chromium against the running app (needs `npm run build` first).
 */
const dbTests = ['src/**/*.db.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...dbTests, 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db-pglite',
          include: dbTests,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db-postgres',
          include: dbTests,
          env: { TEST_DB_KIND: 'postgres' },
          globalSetup: ['src/server/testing/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
